/// The one-line form of a position (spec 12.3), as endgame collections write it: the 64 cells
/// row by row from a1 (`X` dark, `O` light, `-` empty, either case), a space, and the side to
/// move (`X` or `O`): `--XXXXX--OOOXX-O-…-OOOOO-- X`.
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
    public var line: String {
        let cells = Coordinate.all.map { board[$0].map(\.lineSymbol) ?? "-" }
        return String(cells) + " " + String(turn.lineSymbol)
    }
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
