import CLISupport

// The trainer of the evaluation's patterns: games to learn from, then the weights fitted to
// them. Neither runs in CI; docs/engine.md tells how the weights in the engine were made.
CommandGroup(
    "reversi-train",
    abstract:
        "Make the evaluation's pattern weights (play games, then fit the weights) and the"
        + " selective search's predictions.",
    subcommands: [
        Subcommand("games", GamesCommand.command, run: GamesCommand.run),
        Subcommand("fit", FitCommand.command, run: FitCommand.run),
        Subcommand("probcut", ProbCutCommand.command, run: ProbCutCommand.run),
        Subcommand("selectivity", SelectivityCommand.command, run: SelectivityCommand.run),
    ]
).run(Array(CommandLine.arguments.dropFirst()))
