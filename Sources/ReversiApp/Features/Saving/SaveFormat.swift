import ReversiCore

/// The original app's save file (spec 8.4), UTF-8 with `\n` line ends:
/// line 1 is the turn (`x`, `o`, or `-` once the game is over) followed by dark's and light's
/// mode digits (`0` manual, `1` computer); lines 2 to 9 are the board rows, row 1 first.
public enum SaveFormat {
    public static func encode(_ saved: SavedGame) -> String {
        let turn = saved.game.turn.map { String($0.symbol) } ?? "-"
        let header = turn + String(saved.modes.dark.rawValue) + String(saved.modes.light.rawValue)
        return header + "\n" + saved.game.board.description + "\n"
    }

    /// Decodes a save file's bytes, which must be UTF-8.
    public static func decode(bytes: [UInt8]) throws(SaveFormatError) -> SavedGame {
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .notText }
        return try decode(text)
    }

    /// Decodes a save file. Every way a file can be wrong is a `SaveFormatError` naming the
    /// line and the problem; nothing here traps.
    public static func decode(_ text: String) throws(SaveFormatError) -> SavedGame {
        guard !text.isEmpty else { throw .empty }
        let lines = text.lines
        guard lines.count == 9 else { throw .lineCount(lines.count) }

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

    public var description: String {
        switch self {
        case .empty: "the file is empty"
        case .notText: "the file is not UTF-8 text"
        case .lineCount(let count): "expected 9 lines, found \(count)"
        case .header(let line):
            "line 1: expected the turn (x, o or -) and two mode digits (0 or 1), found '\(line.escapingControlCharacters)'"
        case .board(.rowCount(let count)): "expected 8 board rows, found \(count)"
        case .board(.rowLength(let row, let length)):
            "line \(Int(row.rawValue) + 2): board row \(row) has \(length) cells, expected 8"
        case .board(.unknownSymbol(let cell, let symbol)):
            "line \(Int(cell.row.rawValue) + 2): unknown symbol '\(String(symbol).escapingControlCharacters)' at \(cell) (expected x, o or -)"
        case .notOver: "line 1: the game is marked over ('-') but a side still has a legal move"
        }
    }
}
