import CLISupport
import ReversiApp
import ReversiCore
import ReversiSpecs

/// `reversi-verify app`: checks the application machine's invariants over every state
/// reachable within the bounds, with every event enabled in every state.
enum AppCommand {
    static let usage = """
        USAGE: reversi-verify app --depth N [--max-states M] [--jobs J] [--shard K/N] [--format json]

        Drives the application machine's real reducer with every event in every state (each
        cell selected, each side switched to each mode, reset pressed / confirmed / cancelled,
        the pass alert dismissed, pending and stale animation steps, pending and stale computer
        answers), up to N events from launches with no save, an unreadable save, and saved
        games near passes and ends in every mode, and checks the invariants of spec sections
        2 to 9 in every state and on every step.

        """ + "\n" + CheckCommandOptions.help

    static func run(_ arguments: Arguments) -> Never {
        CheckCommand.run(
            arguments, usage: usage, title: "app", system: AppSpecification(),
            describe: AppSpecification.traceDescription)
    }
}
