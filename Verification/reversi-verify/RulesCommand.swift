import CLISupport
import ReversiSpecs

/// `reversi-verify rules`: checks the game model's invariants over every position reachable
/// within the bounds, from the initial position and from positions near passes and game ends.
enum RulesCommand {
    static let command = CommandSpec(
        "reversi-verify rules",
        abstract: "Check the rules' invariants in every position within the bounds.",
        discussion: """
            Explores every position reachable by legal moves and passes, up to N plies from the
            initial position and from positions near passes and game ends, and checks the
            rules' invariants in each position and on each step, comparing the fast rules with
            the cell-by-cell reference rules (LineRules) everywhere.
            """,
        options: CheckCommandOptions.options, sections: [CheckCommandOptions.exitCodes])

    static func run(_ words: [String]) -> Never {
        CheckCommand.run(
            words, command: command, title: "rules", system: RulesSpecification(),
            describe: RulesSpecification.traceDescription)
    }
}
