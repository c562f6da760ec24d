import CLISupport

// The verifier's shell: one line a subcommand; each command owns its option table and help.
CommandGroup(
    "reversi-verify",
    abstract: "Count and check the Reversi rules and application machine.",
    subcommands: [
        Subcommand("perft", PerftCommand.command, run: PerftCommand.run),
        Subcommand("positions", PositionsCommand.command, run: PositionsCommand.run),
        Subcommand("rules", RulesCommand.command, run: RulesCommand.run),
        Subcommand("app", AppCommand.command, run: AppCommand.run),
        Subcommand("engine", EngineCheckCommand.command, run: EngineCheckCommand.run),
        Subcommand("playouts", PlayoutsCommand.command, run: PlayoutsCommand.run),
        Subcommand("merge", MergeCommand.command, run: MergeCommand.run),
        Subcommand("match", MatchCommand.command, run: MatchCommand.run),
        Subcommand("faults", FaultsCommand.command, run: FaultsCommand.run),
    ]
).run(Array(CommandLine.arguments.dropFirst()))
