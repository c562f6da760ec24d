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
        // A terminal that cannot position the cursor (TERM unset or dumb) gets line mode too.
        let terminalType = environment["TERM"] ?? ""
        let onTerminal =
            isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 && !terminalType.isEmpty
            && terminalType != "dumb"
        let colors = options.colorRequested && (environment["NO_COLOR"] ?? "").isEmpty
        GameLaunch.run(options: options, onTerminal: onTerminal, colors: colors)
    }
}
