/// The one-line form of a position (spec 12.3), as endgame collections write it: the 64 cells
/// row by row from a1 (`X` dark, `O` light, `-` empty, either case), a space, and the side to
/// move (`X` or `O`): `--XXXXX--OOOXX-O-…-OOOOO-- X`.
///
/// The one reader and writer of this form: every command that takes a position (`reversi
/// --from-position`, `reversi solve`, a record that starts from a position) reads it here, so
/// the same bad input is worded the same everywhere.
extension GameState {
    public init(line: some StringProtocol) throws(PositionLineError) {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let cells = words.first else { throw .missingBoard }
        let symbols = Array(cells)
        guard symbols.count == 64 else { throw .cellCount(symbols.count) }
        var board = Board.empty
        for (cell, symbol) in zip(Coordinate.all, symbols) where symbol != "-" {
            guard let disk = Disk(lineSymbol: symbol) else { throw .unknownCell(cell, symbol) }
            board[cell] = disk
        }
        guard words.count >= 2 else { throw .missingTurn }
        guard words.count == 2 else { throw .unexpectedText(String(words[2])) }
        guard let side = words[1].first, words[1].count == 1, let turn = Disk(lineSymbol: side)
        else { throw .unknownTurn(String(words[1])) }
        self.init(board: board, turn: turn)
    }

    /// The position in the one-line form, upper case.
    public var line: String { Self.line(board, turn: turn) }

    fileprivate static func line(_ board: Board, turn: Disk) -> String {
        let cells = Coordinate.all.map { board[$0].map(\.lineSymbol) ?? "-" }
        return String(cells) + " " + String(turn.lineSymbol)
    }

    /// The position at the start of `text` and what follows it, if `text` starts with one: a
    /// first word of 64 characters with no digit (32 moves run together are moves, not cells).
    /// A record that starts from a position of its own is written this way (spec 12.5).
    public static func lineAtStart(of text: Substring) -> (line: Substring, rest: Substring)? {
        let trimmed = text.drop(while: \.isWhitespace)
        let cells = trimmed.prefix { !$0.isWhitespace }
        guard cells.count == 64, !cells.contains(where: \.isNumber) else { return nil }
        let afterCells = trimmed[cells.endIndex...].drop(while: { $0 == " " })
        let turn = afterCells.prefix(1)
        return (trimmed[cells.startIndex..<turn.endIndex], afterCells.dropFirst(turn.count))
    }
}

extension GameModel {
    /// Classifies the position of a line (spec 12.3).
    public init(line: some StringProtocol) throws(PositionLineError) {
        self.init(try GameState(line: line))
    }

    /// The position in the one-line form. A finished game, which has no side to move, is
    /// written with `X`.
    public var line: String { state?.line ?? GameState.line(board, turn: .dark) }
}

extension Disk {
    /// `X` or `x` for dark, `O` or `o` for light.
    fileprivate init?(lineSymbol: Character) {
        switch lineSymbol {
        case "X", "x": self = .dark
        case "O", "o": self = .light
        default: return nil
        }
    }

    fileprivate var lineSymbol: Character { self == .dark ? "X" : "O" }
}

/// Why a text is not a position in the one-line form.
public enum PositionLineError: Error, Hashable, Sendable, CustomStringConvertible {
    case missingBoard
    case cellCount(Int)
    case unknownCell(Coordinate, Character)
    case missingTurn
    case unknownTurn(String)
    case unexpectedText(String)

    public var description: String {
        switch self {
        case .missingBoard: "expected 64 cells and the side to move"
        case .cellCount(let count): "expected 64 cells, found \(count)"
        case .unknownCell(let cell, let symbol):
            "unknown symbol '\(symbol)' at \(cell) (expected X, O or -)"
        case .missingTurn: "missing the side to move after the cells (X or O)"
        case .unknownTurn(let text): "unknown side to move '\(text)' (expected X or O)"
        case .unexpectedText(let text): "unexpected '\(text)' after the side to move"
        }
    }
}
