import CLISupport
import ReversiSpecs

/// `reversi-verify app`: checks the application machine's invariants over every state
/// reachable within the bounds, with every event enabled in every state.
enum AppCommand {
    static let command = CommandSpec(
        "reversi-verify app",
        abstract: "Check the application machine's invariants in every state within the bounds.",
        discussion: """
            Drives the application machine's real reducer with every event in every state (each
            cell selected, each side switched to each mode, reset pressed / confirmed /
            cancelled, the pass alert dismissed, pending and stale animation steps, pending and
            stale computer answers), up to N events from launches with no save, an unreadable
            save, and saved games near passes and ends in every mode, and checks the
            application's invariants in every state and on every step.
            """,
        options: CheckCommandOptions.options, sections: [CheckCommandOptions.exitCodes])

    static func run(_ words: [String]) -> Never {
        CheckCommand.run(
            words, command: command, title: "app", system: AppSpecification(),
            describe: AppSpecification.traceDescription)
    }
}
