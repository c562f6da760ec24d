import ReversiCore
import ReversiEngine

/// The save file (spec 8.4, 8.6), UTF-8 with `\n` line ends. The original app's nine lines:
/// line 1 is the turn (`x`, `o`, or `-` once the game is over) followed by dark's and light's
/// mode digits (`0` manual, `1` computer); lines 2 to 9 are the board rows, row 1 first. This
/// version adds line 10, `levels D L`, each side's level, and, in a game on a clock, line 11,
/// `clock CONTROL D L`: the time control as `--time` takes it and each side's time left, in
/// seconds (`clock 5m+3s 297.250 280.000`). A file of the nine lines still loads, with level
/// 0 for both sides and no clock, and the game says so.
public enum SaveFormat {
    public static func encode(_ saved: SavedGame) -> String {
        encodeGame(saved) + "levels \(saved.levels.dark.number) \(saved.levels.light.number)\n"
            + (saved.clock.map {
                "clock \($0.control) \(seconds($0.remaining.dark)) "
                    + "\(seconds($0.remaining.light))\n"
            } ?? "")
    }

    /// The original app's nine lines: the game and the modes alone.
    public static func encodeGame(_ saved: SavedGame) -> String {
        let turn = saved.game.turn.map { String($0.symbol) } ?? "-"
        let header = turn + String(saved.modes.dark.rawValue) + String(saved.modes.light.rawValue)
        return header + "\n" + saved.game.board.description + "\n"
    }

    /// Decodes a save file's bytes, which must be UTF-8.
    public static func decode(bytes: [UInt8]) throws(SaveFormatError) -> SavedGame {
        try decodeVersioned(bytes: bytes).saved
    }

    /// Decodes a save file's bytes, which must be UTF-8, with the version they were written in.
    public static func decodeVersioned(bytes: [UInt8]) throws(SaveFormatError)
        -> (saved: SavedGame, version: SaveVersion)
    {
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .notText }
        return try decodeVersioned(text)
    }

    /// Decodes a save file. Every way a file can be wrong is a `SaveFormatError` naming the
    /// line and the problem; nothing here traps.
    public static func decode(_ text: String) throws(SaveFormatError) -> SavedGame {
        try decodeVersioned(text).saved
    }

    static func decodeVersioned(_ text: String) throws(SaveFormatError)
        -> (saved: SavedGame, version: SaveVersion)
    {
        guard !text.isEmpty else { throw .empty }
        let lines = text.lines
        guard (9...11).contains(lines.count) else { throw .lineCount(lines.count) }
        var saved = try decodeGame(Array(lines[..<9]))
        guard lines.count > 9 else { return (saved, .original) }
        saved.levels = try levels(lines[9])
        if lines.count == 11 { saved.clock = try clock(lines[10]) }
        return (saved, .current)
    }

    private static func decodeGame(_ lines: [String]) throws(SaveFormatError) -> SavedGame {
        let header = Array(lines[0])
        guard header.count == 3 else { throw .header(lines[0]) }
        let turn: Disk?
        switch header[0] {
        case "-": turn = nil
        default:
            guard let disk = Disk(symbol: header[0]) else { throw .header(lines[0]) }
            turn = disk
        }
        guard let dark = mode(header[1]), let light = mode(header[2]) else {
            throw .header(lines[0])
        }

        let board: Board
        do {
            board = try Board(rows: Array(lines[1...]))
        } catch {
            throw .board(error)
        }

        let game: GameModel
        if let turn {
            game = GameModel(GameState(board: board, turn: turn))
        } else {
            // A finished game: whichever side is recorded, neither may have a move left.
            game = GameModel(GameState(board: board, turn: .dark))
            guard case .completed = game else { throw .notOver }
        }
        return SavedGame(game: game, modes: PlayerModes(dark: dark, light: light))
    }

    /// `levels D L`.
    private static func levels(_ line: String) throws(SaveFormatError) -> SideLevels {
        let words = line.split(separator: " ", omittingEmptySubsequences: false)
        guard words.count == 3, words[0] == "levels", let dark = level(words[1]),
            let light = level(words[2])
        else { throw .levels(line) }
        return SideLevels(dark: dark, light: light)
    }

    private static func level(_ word: Substring) -> Level? {
        guard word.count <= 2, word.allSatisfy(\.isASCII), let number = Int(word) else {
            return nil
        }
        return Level(number)
    }

    /// `clock CONTROL D L`.
    private static func clock(_ line: String) throws(SaveFormatError) -> GameClock {
        let words = line.split(separator: " ", omittingEmptySubsequences: false)
        guard words.count == 4, words[0] == "clock", let control = TimeControl(String(words[1])),
            let dark = duration(words[2]), let light = duration(words[3])
        else { throw .clock(line) }
        return GameClock(control, remaining: BySide(dark: dark, light: light))
    }

    /// Seconds with up to three decimals, at most a year.
    private static func duration(_ word: Substring) -> Duration? {
        let parts = word.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty }),
            parts.joined().allSatisfy({ $0.isASCII && $0.isNumber }), parts[0].count <= 8,
            let seconds = Int(parts[0]), seconds <= 366 * 24 * 3600
        else { return nil }
        guard parts.count == 2 else { return .seconds(seconds) }
        guard parts[1].count <= 3, let fraction = Int(parts[1]) else { return nil }
        let milliseconds = fraction * [100, 10, 1][parts[1].count - 1]
        return .seconds(seconds) + .milliseconds(milliseconds)
    }

    /// A duration as seconds with three decimals, as the file keeps it: `297.250`.
    private static func seconds(_ duration: Duration) -> String {
        let milliseconds = max(0, duration.milliseconds)
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count)
            + fraction
    }

    private static func mode(_ digit: Character) -> PlayerMode? {
        digit.asciiValue.flatMap { $0 >= 48 ? PlayerMode(rawValue: $0 - 48) : nil }
    }
}

/// Why a save file could not be read; the message names the line.
public enum SaveFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    case empty
    case notText
    case lineCount(Int)
    case header(String)
    case board(BoardTextError)
    case notOver
    case levels(String)
    case clock(String)

    public var description: String {
        switch self {
        case .empty: "the file is empty"
        case .notText: "the file is not UTF-8 text"
        case .lineCount(let count): "expected 9 to 11 lines, found \(count)"
        case .header(let line):
            "line 1: expected the turn (x, o or -) and two mode digits (0 or 1), found '\(line.escapingControlCharacters)'"
        case .board(.rowCount(let count)): "expected 8 board rows, found \(count)"
        case .board(.rowLength(let row, let length)):
            "line \(Int(row.rawValue) + 2): board row \(row) has \(length) cells, expected 8"
        case .board(.unknownSymbol(let cell, let symbol)):
            "line \(Int(cell.row.rawValue) + 2): unknown symbol '\(String(symbol).escapingControlCharacters)' at \(cell) (expected x, o or -)"
        case .notOver: "line 1: the game is marked over ('-') but a side still has a legal move"
        case .levels(let line):
            "line 10: expected 'levels' and two levels from \(Level.numbers.lowerBound) to \(Level.numbers.upperBound), found '\(line.escapingControlCharacters)'"
        case .clock(let line):
            "line 11: expected 'clock', a time control such as 5m+3s and each side's seconds left (such as 297.250), found '\(line.escapingControlCharacters)'"
        }
    }
}
