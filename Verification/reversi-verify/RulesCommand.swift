import CLISupport
import ReversiCore
import ReversiSpecs

/// `reversi-verify rules`: checks the game model's invariants over every position reachable
/// within the bounds, from the initial position and from positions near passes and game ends.
enum RulesCommand {
    static let usage = """
        USAGE: reversi-verify rules --depth N [--max-states M] [--jobs J] [--shard K/N] [--format json]

        Explores every position reachable by legal moves and passes, up to N plies from the
        initial position and from positions near passes and game ends, and checks the rules'
        invariants (against the slow reference rules) in each position and on each step.

        """ + "\n" + CheckCommandOptions.help

    static func run(_ arguments: Arguments) -> Never {
        CheckCommand.run(
            arguments, usage: usage, title: "rules", system: RulesSpecification(),
            describe: RulesSpecification.traceDescription)
    }
}
