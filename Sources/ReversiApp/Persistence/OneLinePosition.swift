import ReversiCore

/// A position on one line (spec 12.3): the 64 cells row by row, row 1 first, each `X` (dark),
/// `O` (light) or `-` (empty), then a space and the side to move, `X` or `O`. Reading takes
/// either case. A finished game, which has no side to move, is written with `X`.
public enum OneLinePosition {
    public static func encode(_ game: GameModel) -> String {
        let cells = game.board.rows.joined().uppercased()
        return cells + " " + String((game.turn ?? .dark).symbol).uppercased()
    }

    public static func decode(_ text: String) throws(OneLinePositionError) -> GameModel {
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        guard words.count == 2 else { throw .shape(text) }
        let cells = Array(words[0].lowercased())
        guard cells.count == 64 else { throw .cellCount(cells.count) }
        guard let turn = Disk(symbol: Character(words[1].lowercased())), words[1].count == 1 else {
            throw .turn(String(words[1]))
        }
        let rows = (0..<8).map { String(cells[($0 * 8)..<($0 * 8 + 8)]) }
        do {
            return GameModel(GameState(board: try Board(rows: rows), turn: turn))
        } catch {
            throw .cells(String(words[0]))
        }
    }

    /// The position at the start of `text` and what follows it, if `text` starts with one (a
    /// first word of 64 characters with no digit: 32 moves run together are moves).
    static func prefix(of text: String) -> (text: Substring, rest: Substring)? {
        let trimmed = text.drop(while: \.isWhitespace)
        let cells = trimmed.prefix { !$0.isWhitespace }
        guard cells.count == 64, !cells.contains(where: \.isNumber) else { return nil }
        let afterCells = trimmed[cells.endIndex...].drop(while: { $0 == " " })
        let turn = afterCells.prefix(1)
        return (trimmed[cells.startIndex..<turn.endIndex], afterCells.dropFirst(turn.count))
    }
}

/// Why a one-line position could not be read.
public enum OneLinePositionError: Error, Hashable, Sendable, CustomStringConvertible {
    case shape(String)
    case cellCount(Int)
    case cells(String)
    case turn(String)

    public var description: String {
        switch self {
        case .shape(let text):
            "expected 64 cells of X, O or - and the side to move (X or O), found '\(text)'"
        case .cellCount(let count): "expected 64 cells, found \(count)"
        case .cells(let cells): "the cells may only be X, O or -: '\(cells)'"
        case .turn(let turn): "the side to move must be X or O, found '\(turn)'"
        }
    }
}
