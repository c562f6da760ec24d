import CLISupport
import ReversiApp
import ReversiCore
import ReversiEngine

/// Everything `reversi play` was asked to do, validated.
struct PlayOptions: Equatable, Sendable {
    /// The modes asked for a new game, Manual where none is (a resumed game keeps its saved
    /// modes, and says which of these it does not have).
    var newGameModes = RequestedModes.none
    /// The computer player's random source; `nil` draws one from the system.
    var seed: UInt64?
    /// How long the computer thinks before it answers (spec 3.4: 2 seconds).
    var thinkSeconds = 2.0
    /// The longest a searching level thinks: `--think` when given, else no cap (spec 10.5).
    var searchCap: Double?
    /// How long one disk of a move's animation takes (spec 4.1: 0.25 seconds).
    var stepSeconds = 0.25
    /// Where the game is saved; `nil` when saving is off.
    var saveFile: String?
    /// Start a new game even when a saved one exists.
    var ignoreSavedGame = false
    /// The game asked to start from (`--from-moves`, `--from-position`), as written: it is
    /// data, so it is read after the options, and a bad one exits 65 rather than 64.
    var start: StartRequest?
    var colorRequested = true
    /// Line mode prints every frame of a move, not only the screen once it is settled.
    var printsEveryFrame = false
    /// The terminal game turns on the terminal's mouse reporting.
    var mouse = true
    /// The threads the computer's search runs on (spec 16.4).
    var threads = ThreadsOption.processors
    /// The opening book the levels from 6 up play from (spec 21.2); `nil` for none.
    var book: String?

    /// Reads the options of `reversi [play]`.
    init(_ arguments: ParsedArguments, environment: [String: String]) throws(UsageError) {
        newGameModes.dark = try arguments.value(Self.dark)
        newGameModes.light = try arguments.value(Self.light)
        seed = try arguments.value(Self.seed)
        searchCap = try arguments.value(Self.think)
        thinkSeconds = searchCap ?? thinkSeconds
        newGameModes.levels = BySide(
            dark: try arguments.value(Self.darkLevel),
            light: try arguments.value(Self.lightLevel))
        newGameModes.clock = try arguments.value(Self.time)
        stepSeconds = try arguments.value(Self.step) ?? stepSeconds
        ignoreSavedGame = arguments.flag(Self.new)
        start = try Self.start(arguments)
        colorRequested = !arguments.flag(Self.noColor)
        printsEveryFrame = arguments.flag(Self.frames)
        mouse = !arguments.flag(Self.noMouse)
        threads = try arguments.value(ThreadsOption.option) ?? threads
        book = try BookOption.read(arguments)
        switch (try arguments.value(Self.saveFile), arguments.flag(Self.noSave)) {
        case (.some, true):
            throw UsageError("'--save-file' and '--no-save' cannot be used together")
        case (.some(let path), false):
            saveFile = path
        case (nil, true):
            saveFile = nil
        case (nil, false):
            guard let path = Self.defaultSaveFile(environment: environment) else {
                throw UsageError(
                    "no place to save the game: set HOME or XDG_STATE_HOME, or pass '--save-file' or '--no-save'"
                )
            }
            saveFile = path
        }
    }

    /// The one start asked for, if any: at most one of `--from-moves`, `--from-position` and
    /// `--from-game`, and `--game` only with `--from-game`.
    private static func start(_ arguments: ParsedArguments) throws(UsageError) -> StartRequest? {
        let requests: [(name: String, request: StartRequest?)] = [
            (fromMoves.spec.name, try arguments.value(fromMoves).map(StartRequest.moves)),
            (fromPosition.spec.name, try arguments.value(fromPosition).map(StartRequest.position)),
            (
                fromGame.spec.name,
                try GameFileRequest.read(arguments, file: fromGame, number: game)
                    .map(StartRequest.game)
            ),
        ]
        let given = requests.filter { $0.request != nil }
        guard given.count <= 1 else {
            throw UsageError(
                "'\(given[0].name)' and '\(given[1].name)' cannot be used together")
        }
        return given.first?.request
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

/// A game to start from, as given on the command line (spec 12.3).
enum StartRequest: Equatable, Sendable {
    case moves(String)
    case position(String)
    case game(GameFileRequest)

    /// The starting point, or why it is not one, naming the option. A game file that cannot
    /// be read at all exits here (74), before any file is touched.
    func read() -> Result<StartingPoint, StartError> {
        switch self {
        case .game(let request):
            let bytes = InputFile.read(request.path)
            return Result { () throws(StartingPointError) in
                GameFileRequest.isWTHOR(request.path)
                    ? try StartingPoint(wthor: bytes, number: request.number)
                    : try StartingPoint(gameFile: bytes, number: request.number)
            }
            .mapError {
                StartError(
                    option: PlayOptions.fromGame.spec.name + " '"
                        + request.path.escapingControlCharacters + "'", reason: $0)
            }
        case .moves(let text):
            return Result { () throws(StartingPointError) in try StartingPoint(moves: text) }
                .mapError { StartError(option: PlayOptions.fromMoves.spec.name, reason: $0) }
        case .position(let text):
            return Result { () throws(StartingPointError) in try StartingPoint(position: text) }
                .mapError { StartError(option: PlayOptions.fromPosition.spec.name, reason: $0) }
        }
    }
}

/// A game given on the command line that cannot start: bad data (exit 65).
struct StartError: Error, Equatable, CustomStringConvertible {
    let option: String
    let reason: StartingPointError

    var description: String { "\(option): \(reason)" }
}

/// The option table of `reversi [play]`, from which both the parser and `--help` come.
extension PlayOptions {
    static let dark = Option<PlayerMode>.choice(
        "--dark", value: "<mode>", default: .manual,
        help: "Dark's mode in a new game: manual or computer.")
    static let light = Option<PlayerMode>.choice(
        "--light", value: "<mode>", default: .manual,
        help: "Light's mode in a new game: manual or computer.")
    static let darkLevel = level(.dark)
    static let lightLevel = level(.light)
    static func level(_ disk: Disk) -> Option<Level> {
        Option.level(
            "--\(disk)-level", default: "0",
            help: "\(disk == .dark ? "Dark" : "Light")'s level when the computer plays it: 0"
                + " moves at random, 1 to \(Level.strongest.number) search, each longer or deeper"
                + " than the one below.")
    }
    static let seed = Option.seed(
        default: "a new one each run", help: "Seed of the computer player's random choices.")
    static let think = Option.seconds(
        "--think", value: "<seconds>", in: 0...3600, default: "2",
        help: "How long the computer thinks before it moves at level 0; given, also the"
            + " longest a searching level thinks.")
    static let time = Option.timeControl(
        help: "Play on a game clock: each side's time for the whole game, and what each of its"
            + " moves adds (5m, 5m+3s). A side whose time runs out loses; the computer spends"
            + " its own. Undo and redo give no time back.")
    static let step = Option.seconds(
        "--step", value: "<seconds>", in: 0...60, default: "0.25",
        help: "How long each disk of a move takes to appear.")
    static let saveFile = Option.file(
        "--save-file", value: "<path>",
        default: "$XDG_STATE_HOME/reversi/game.txt, or ~/.local/state/reversi/game.txt",
        help: "The save file.")
    static let noSave = Flag("--no-save", help: "Neither load nor save a game.")
    static let new = Flag("--new", help: "Start a new game instead of resuming the saved one.")
    static let fromMoves = Option.text(
        "--from-moves", value: "<moves>", expected: "moves",
        help: "Start a new game after these moves (f5d6c3d3 or \"f5 d6 c3 d3\", pass for a"
            + " pass, which may be left out when forced), or after a record as reversi record"
            + " prints it. Undo goes back to the initial position (or the record's start).")
    static let fromPosition = Option.text(
        "--from-position", value: "<position>", expected: "a position",
        help: "Start a new game at this position: 64 cells of X, O or - from a1 to h8, row by"
            + " row, a space and the side to move (X or O). Undo goes back to it at most.")
    static let fromGame = GameFileRequest.fileOption(
        "Start a new game after the moves of a game file; undo goes back to its start at most.")
    static let game = GameFileRequest.numberOption
    static let noColor = Flag(
        "--no-color", help: "Draw without colours (also when NO_COLOR is set).")
    static let noMouse = Flag(
        "--no-mouse", help: "Leave the terminal's mouse reporting off: no clicks.")
    static let frames = Flag(
        "--frames",
        help:
            "In line mode, print every step of a move and every computer move, not only the screen once it is settled."
    )

    static let command = CommandSpec(
        "reversi [play]",
        abstract: "Play Reversi in the terminal.",
        discussion: """
            The game is saved after every move and mode change and resumes where it was left,
            even after the process is killed; the first screen says where it was resumed from.
            Its record (the moves from the start) is kept beside the save in <save file>.record,
            so moves made before a restart can still be undone.

            --from-moves, --from-position and --from-game start a new game where they say, with
            the modes and levels asked for; its record starts there, so undo goes back to that
            start at most. Like --new (which they imply), they replace the saved game at its first
            save; a game that cannot start (an unreadable or illegal move, a wrong position, an
            empty board, a game file that is not GGF) is refused with exit code 65, a game file
            that cannot be read with 74, and neither touches a file. A position where the side to move
            must pass shows the pass alert, one where the game is over shows its end (EXAMPLES).
            A move or command that cannot be made now is answered with the reason and what to
            do instead.

            When standard input or output is not a terminal, or TERM is unset or dumb, reversi
            plays in line mode: it reads one command per line instead of keys (f5,
            mode dark computer, mode light manual, level light 3, reset, ok, cancel, dismiss,
            undo, redo, hint, record, quit), prints the
            screen as plain text whenever the game is ready for the next command, and reports a
            command it cannot carry out as an error line on standard error. Each command but quit
            waits until the animation and thinking in flight are over, so a script plays the same
            way every time; at the end of the input the game finishes what is in flight and
            exits. A line longer than 4096 bytes is reported as too long and skipped.
            """,
        options: [
            dark, light, darkLevel, lightLevel, seed, think, time, step, saveFile, noSave, new,
            fromMoves, fromPosition, fromGame, game, noColor, noMouse, frames,
            ThreadsOption.option, BookOption.file, BookOption.none, CommandSpec.version,
        ],
        sections: [
            LevelTable.section,
            (
                title: "EXAMPLES",
                text: """
                  reversi --from-moves f5d6c3d3 --light computer
                  reversi --from-position "-------------------X-------XX------XO--------------------------- O"
                  reversi --from-game games.ggf --game 2
                """
            ),
            (
                title: "KEYS",
                text: """
                  arrows, h j k l         Move the cursor.
                  Enter, Space            Place a disk at the cursor, or press the alert's button.
                  a1 ... h8               Type a cell to place a disk there.
                  x / o                   Switch dark's / light's player between manual and computer.
                  + / -                   Raise / lower the computer's level (when both sides are
                                          computer, the level of the side to move).
                  r                       Reset the game (asks for confirmation: y / n, or Enter).
                  u / U                   Undo back to the last turn of a person / redo what was
                                          undone (a new move forgets it).
                  ?                       Ask for a hint: the best move found is marked ? on the
                                          board with its value, exact when the end was solved.
                  click                   A click on a cell places there, as typing it does; a
                                          click on an alert's button presses it.
                  Ctrl-Z                  Suspend (fg continues).
                  q, Ctrl-C               Quit (the game is already saved).
                """
            ),
        ])
}
