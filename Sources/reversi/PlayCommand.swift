import CLISupport
import Foundation

/// `reversi [play]`: the game in the terminal, or in line mode when not on a terminal.
enum PlayCommand {
    @MainActor
    static func run(_ arguments: Arguments) -> Never {
        var arguments = arguments
        if arguments.flag("--help") || arguments.flag("-h") {
            print(PlayHelp.help)
            exit(.success)
        }
        if arguments.flag("--version") {
            print(PlayHelp.version)
            exit(.success)
        }
        let environment = ProcessInfo.processInfo.environment
        let options: PlayOptions
        do {
            options = try PlayOptions.parse(arguments, environment: environment)
        } catch {
            exitWithUsageError(error, usage: PlayHelp.usage)
        }
        let onTerminal = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
        let colors =
            options.colorRequested && environment["TERM"] != "dumb"
            && (environment["NO_COLOR"] ?? "").isEmpty
        GameLaunch.run(options: options, onTerminal: onTerminal, colors: colors)
    }
}
