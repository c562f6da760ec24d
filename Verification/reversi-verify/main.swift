import CLISupport

// The verifier's shell: picks the subcommand; each command file owns its options and help.
var arguments = Arguments(Array(CommandLine.arguments.dropFirst()))
let usage = """
    USAGE: reversi-verify <subcommand> [options]

    SUBCOMMANDS:
      perft N         count move sequences from the initial position, ply by ply
      positions N     count distinct positions, ply by ply
      rules           check the game model's invariants over its state space
      app             check the application machine's invariants over its state space
      playouts        run the random-playout and event-sequence properties
      match           play games between two computer levels
    """
switch arguments.positional() {
case "perft": PerftCommand.run(arguments)
case "positions": PositionsCommand.run(arguments)
case "rules": RulesCommand.run(arguments)
case "app": AppCommand.run(arguments)
case "playouts": PlayoutsCommand.run(arguments)
case "match": MatchCommand.run(arguments)
case nil where arguments.flag("--help") || arguments.flag("-h"):
    print(usage)
    exit(.success)
case nil:
    exitWithUsageError(UsageError("missing subcommand"), usage: usage)
case let other?:
    exitWithUsageError(UsageError("unknown subcommand '\(other)'"), usage: usage)
}
