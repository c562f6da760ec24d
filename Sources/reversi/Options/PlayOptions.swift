import CLISupport
import ReversiApp

/// Everything `reversi play` was asked to do, validated.
struct PlayOptions: Equatable, Sendable {
    /// The modes asked for a new game, Manual where none is (a resumed game keeps its saved
    /// modes, and says which of these it does not have).
    var newGameModes = RequestedModes.none
    /// The computer player's random source; `nil` draws one from the system.
    var seed: UInt64?
    /// How long the computer thinks before it answers (spec section 3: 2 seconds).
    var thinkSeconds = 2.0
    /// How long one disk of a move's animation takes (spec section 4: 0.25 seconds).
    var stepSeconds = 0.25
    /// Where the game is saved; `nil` when saving is off.
    var saveFile: String?
    /// Start a new game even when a saved one exists.
    var ignoreSavedGame = false
    var colorRequested = true
    /// Line mode prints every frame of a move, not only the screen once it is settled.
    var printsEveryFrame = false
    /// The terminal game turns on the terminal's mouse reporting.
    var mouse = true

    /// Reads the options of `reversi [play]`; `--help` and `--version` are handled before.
    static func parse(
        _ arguments: Arguments, environment: [String: String]
    ) throws(UsageError) -> PlayOptions {
        var arguments = arguments
        var options = PlayOptions()
        let mode = { (text: String) in PlayerMode.allCases.first { $0.description == text } }
        let seconds = { (text: String) -> Double? in
            guard let value = Double(text), value.isFinite, value >= 0 else { return nil }
            return value
        }
        if let dark = try arguments.value("--dark", expected: "manual or computer", mode) {
            options.newGameModes.dark = dark
        }
        if let light = try arguments.value("--light", expected: "manual or computer", mode) {
            options.newGameModes.light = light
        }
        options.seed = try arguments.value(
            "--seed", expected: "a whole number from 0 to \(UInt64.max)"
        ) { UInt64($0) }
        if let think = try arguments.value(
            "--think", expected: "a number of seconds, 0 or more", seconds)
        {
            options.thinkSeconds = think
        }
        if let step = try arguments.value(
            "--step", expected: "a number of seconds, 0 or more", seconds)
        {
            options.stepSeconds = step
        }
        let saveFile = try arguments.value("--save-file")
        let noSave = arguments.flag("--no-save")
        options.ignoreSavedGame = arguments.flag("--new")
        options.colorRequested = !arguments.flag("--no-color")
        options.printsEveryFrame = arguments.flag("--frames")
        options.mouse = !arguments.flag("--no-mouse")
        try arguments.finish()

        switch (saveFile, noSave) {
        case (.some, true):
            throw UsageError("'--save-file' and '--no-save' cannot be used together")
        case (.some(""), false):
            throw UsageError("invalid value '' for '--save-file': expected a file path")
        case (.some(let path), false):
            options.saveFile = path
        case (nil, true):
            options.saveFile = nil
        case (nil, false):
            guard let path = defaultSaveFile(environment: environment) else {
                throw UsageError(
                    "no place to save the game: set HOME or XDG_STATE_HOME, or pass '--save-file' or '--no-save'"
                )
            }
            options.saveFile = path
        }
        return options
    }

    /// `$XDG_STATE_HOME/reversi/game.txt`, else `~/.local/state/reversi/game.txt` (the XDG
    /// base directory convention: a relative `XDG_STATE_HOME` is ignored).
    static func defaultSaveFile(environment: [String: String]) -> String? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return state + "/reversi/game.txt"
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return home + "/.local/state/reversi/game.txt"
        }
        return nil
    }
}
