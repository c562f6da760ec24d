/// The starting position of a GGF game, `BO[8 <64 cells> <side>]`: the board's size (only 8
/// is Othello as this program plays it), the cells row by row from a1 (`*` dark, `O` light,
/// `-` empty; spaces between them allowed, as GGS writes one word a row), and the side to
/// move (`*` or `O`).
enum GGFBoard {
    static func read(_ value: [UInt8]) throws(GGFBoardError) -> GameModel {
        let words = value.split(whereSeparator: GGFSyntax.isWhitespace)
        guard let size = words.first else { throw .size("") }
        guard size.elementsEqual("8".utf8) else { throw .size(text(size)) }
        let rest = words.dropFirst()
        guard rest.count >= 2, let side = rest.last, side.count == 1, let symbol = side.first
        else { throw .missingSide }
        let cells = Array(rest.dropLast().joined())
        guard cells.count == 64 else { throw .cellCount(cells.count) }
        var board = Board.empty
        for (cell, symbol) in zip(Coordinate.all, cells) where symbol != UInt8(ascii: "-") {
            guard let disk = disk(symbol) else { throw .unknownCell(cell, symbol) }
            board[cell] = disk
        }
        guard let turn = disk(symbol) else { throw .unknownSide(symbol) }
        return GameModel(GameState(board: board, turn: turn))
    }

    /// `8 <64 cells> <side>`; a finished start, with no side to move, is written with `*`.
    static func write(_ start: GameModel) -> String {
        let cells = Coordinate.all.map { start.board[$0].map(symbol) ?? "-" }
        return "8 " + String(cells) + " " + String(symbol(start.turn ?? .dark))
    }

    private static func disk(_ byte: UInt8) -> Disk? {
        switch byte {
        case UInt8(ascii: "*"): .dark
        case UInt8(ascii: "O"): .light
        default: nil
        }
    }

    private static func symbol(_ disk: Disk) -> Character { disk == .dark ? "*" : "O" }

    private static func text(_ bytes: some Sequence<UInt8>) -> String {
        String(decoding: Array(bytes.prefix(20)), as: UTF8.self)
    }
}

/// Why a `BO[...]` value is not a starting position.
public enum GGFBoardError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The size word, when it is not 8 (the first 20 bytes of it).
    case size(String)
    case missingSide
    case cellCount(Int)
    case unknownCell(Coordinate, UInt8)
    case unknownSide(UInt8)

    public var description: String {
        switch self {
        case .size(let size):
            "the board size is '\(size.escapingControlCharacters)'; only 8 is played"
        case .missingSide: "the side to move (* or O) is missing after the cells"
        case .cellCount(let count): "expected 64 cells, found \(count)"
        case .unknownCell(let cell, let byte):
            "unknown cell \(GGFSyntaxError.shown(byte)) at \(cell) (expected *, O or -)"
        case .unknownSide(let byte):
            "unknown side to move \(GGFSyntaxError.shown(byte)) (expected * or O)"
        }
    }
}
