import CLISupport

// The terminal shell: picks the subcommand; each command file owns its options and help.
var arguments = Arguments(Array(CommandLine.arguments.dropFirst()))
switch arguments.words.first {
case "replay":
    _ = arguments.positional()
    ReplayCommand.run(arguments)
case "solve":
    _ = arguments.positional()
    SolveCommand.run(arguments)
case "play":
    _ = arguments.positional()
    PlayCommand.run(arguments)
default:
    PlayCommand.run(arguments)
}
