import CLISupport
import Foundation

/// `reversi [play]`: the game in the terminal, or in line mode when not on a terminal.
enum PlayCommand {
    @MainActor
    static func run(_ words: [String]) -> Never {
        let environment = ProcessInfo.processInfo.environment
        let options = PlayOptions.command.parse(words) { arguments throws(UsageError) in
            try PlayOptions(arguments, environment: environment)
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
