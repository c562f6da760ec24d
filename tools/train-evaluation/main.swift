import CLISupport

// The trainer of the evaluation's patterns: games to learn from, their positions labelled by
// deeper searches, then the weights fitted to them. None of it runs in CI; docs/engine.md
// tells how the weights in the engine were made.
CommandGroup(
    "reversi-train",
    abstract:
        "Make the evaluation's pattern weights (play games, label their positions with deeper"
        + " searches, fit the weights) and the selective search's predictions.",
    subcommands: [
        Subcommand("games", GamesCommand.command, run: GamesCommand.run),
        Subcommand("label", LabelCommand.command, run: LabelCommand.run),
        Subcommand("fit", FitCommand.command, run: FitCommand.run),
        Subcommand("error", ErrorCommand.command, run: ErrorCommand.run),
        Subcommand("probcut", ProbCutCommand.command, run: ProbCutCommand.run),
        Subcommand("selectivity", SelectivityCommand.command, run: SelectivityCommand.run),
        Subcommand("cancel", CancelCommand.command, run: CancelCommand.run),
    ]
).run(Array(CommandLine.arguments.dropFirst()))
