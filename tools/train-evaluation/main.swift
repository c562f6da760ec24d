import CLISupport

// The trainer of the evaluation's patterns: games to learn from, then the weights fitted to
// them. Neither runs in CI; docs/engine.md tells how the weights in the engine were made.
CommandGroup(
    "reversi-train",
    abstract: "Make the evaluation's pattern weights: play games, then fit the weights.",
    subcommands: [
        Subcommand("games", GamesCommand.command, run: GamesCommand.run),
        Subcommand("fit", FitCommand.command, run: FitCommand.run),
    ]
).run(Array(CommandLine.arguments.dropFirst()))
