import CLISupport
import Foundation
import ReversiApp

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
        // Read before anything is loaded, so that a game that cannot start touches no file.
        let start: StartingPoint?
        switch options.start?.read() {
        case .failure(let error)?:
            printError("error: \(error)")
            exit(.dataError)
        case .success(let point)?: start = point
        case nil: start = nil
        }
        GameLaunch.run(options: options, start: start, onTerminal: onTerminal, colors: colors)
    }
}
