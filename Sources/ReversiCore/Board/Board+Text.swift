/// The text form of a board: eight rows of `x` (dark), `o` (light), `-` (empty), row 1 first.
extension Board: CustomStringConvertible {
    public var description: String { rows.joined(separator: "\n") }

    /// The eight rows, row 1 first, 8 characters each.
    public var rows: [String] {
        Row.allCases.map { row in
            String(Column.allCases.map { Board.symbol(self[Coordinate($0, row)]) })
        }
    }

    public static func symbol(_ disk: Disk?) -> Character { disk?.symbol ?? "-" }

    /// Parses eight rows (separated by newlines; a trailing newline is allowed).
    public init(text: String) throws(BoardTextError) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        try self.init(rows: lines.map(String.init))
    }

    /// Parses exactly eight rows of eight cells.
    public init(rows: [String]) throws(BoardTextError) {
        guard rows.count == 8 else { throw .rowCount(rows.count) }
        var board = Board.empty
        for (row, line) in zip(Row.allCases, rows) {
            let cells = Array(line)
            guard cells.count == 8 else { throw .rowLength(row: row, length: cells.count) }
            for (column, symbol) in zip(Column.allCases, cells) {
                if symbol == "-" { continue }
                guard let disk = Disk(symbol: symbol) else {
                    throw .unknownSymbol(Coordinate(column, row), symbol)
                }
                board[Coordinate(column, row)] = disk
            }
        }
        self = board
    }
}

/// Why a text is not a board.
public enum BoardTextError: Error, Hashable, Sendable, CustomStringConvertible {
    case rowCount(Int)
    case rowLength(row: Row, length: Int)
    case unknownSymbol(Coordinate, Character)

    public var description: String {
        switch self {
        case .rowCount(let count): "expected 8 board rows, found \(count)"
        case .rowLength(let row, let length):
            "row \(row) has \(length) cells, expected 8"
        case .unknownSymbol(let cell, let symbol):
            "unknown symbol '\(symbol)' at \(cell) (expected x, o or -)"
        }
    }
}
