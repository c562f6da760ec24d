import CLISupport

// The terminal shell: one line a subcommand; each command owns its option table and help.
CommandGroup(
    "reversi",
    abstract: "Play Reversi in the terminal.",
    subcommands: [
        Subcommand("play", PlayOptions.command, run: PlayCommand.run),
        Subcommand("replay", ReplayCommand.command, run: ReplayCommand.run),
        Subcommand("record", RecordCommand.command, run: RecordCommand.run),
        Subcommand("games", GamesCommand.command, run: GamesCommand.run),
        Subcommand("solve", SolveCommand.command, run: SolveCommand.run),
        Subcommand("analyze", AnalyzeCommand.command, run: AnalyzeCommand.run),
        Subcommand("engine", EngineCommand.command, run: EngineCommand.run),
        Subcommand("book", BookCommand.command, run: BookCommand.run),
    ],
    defaultSubcommand: "play"
).run(Array(CommandLine.arguments.dropFirst()))
