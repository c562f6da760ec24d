import CLISupport
import ReversiSpecs

/// `reversi-verify engine`: checks the protocol session of `reversi engine` over every state
/// reachable within the bounds, with every line of its alphabet enabled in every state.
enum EngineCheckCommand {
    static let command = CommandSpec(
        "reversi-verify engine",
        abstract: "Check the engine protocols' session in every state within the bounds.",
        discussion: """
            Drives the protocol session of reversi engine with every command of NBoard, GTP and
            xboard (a legal and an illegal move of the position, searches, pings, undo, new
            positions, unknown commands), the answer of every running search (stopped ones
            too) and the end of the input, up to N steps from a session of each protocol, one
            that tells the protocol from its first line, and sessions near the end of a game,
            and checks the session's invariants in every state and on every step.
            """,
        options: CheckCommandOptions.options, sections: [CheckCommandOptions.exitCodes])

    static func run(_ words: [String]) -> Never {
        CheckCommand.run(
            words, command: command, title: "engine", system: EngineSpecification(),
            describe: EngineSpecification.traceDescription)
    }
}
