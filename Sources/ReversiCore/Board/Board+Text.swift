/// The text form of a board: eight rows of `x` (dark), `o` (light), `-` (empty), row 1 first.
extension Board: CustomStringConvertible {
    public var description: String { rows.joined(separator: "\n") }

    /// The eight rows, row 1 first, 8 characters each.
    public var rows: [String] {
        // Built as bytes: the checker and the save file produce millions of these.
        Row.allCases.map { row in
            let symbols = Column.allCases.map { column in
                Board.symbol(self[Coordinate(column, row)]).asciiValue ?? UInt8(ascii: "?")
            }
            return String(decoding: symbols, as: UTF8.self)
        }
    }

    public static func symbol(_ disk: Disk?) -> Character { disk?.symbol ?? "-" }

    /// Parses eight rows (separated by newlines; a trailing newline is allowed).
    public init(text: String) throws(BoardTextError) {
        try self.init(rows: text.lines)
    }

    /// Parses exactly eight rows of eight cells.
    public init(rows: [String]) throws(BoardTextError) {
        guard rows.count == 8 else { throw .rowCount(rows.count) }
        var board = Board.empty
        for (row, line) in zip(Row.allCases, rows) {
            if let bits = Board.asciiRow(line) {
                board.dark |= bits.dark &<< (8 &* UInt64(row.rawValue))
                board.light |= bits.light &<< (8 &* UInt64(row.rawValue))
                continue
            }
            // Not a well-formed row: find the error character by character.
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

    /// The cells of an 8-byte row of `x`, `o` and `-` as row bitboards, or `nil` for anything
    /// else (left to the character-by-character path, which names the error).
    private static func asciiRow(_ line: String) -> (dark: UInt64, light: UInt64)? {
        var dark: UInt64 = 0
        var light: UInt64 = 0
        var column: UInt64 = 0
        for byte in line.utf8 {
            guard column < 8 else { return nil }
            switch byte {
            case UInt8(ascii: "x"): dark |= 1 &<< column
            case UInt8(ascii: "o"): light |= 1 &<< column
            case UInt8(ascii: "-"): break
            default: return nil
            }
            column &+= 1
        }
        return column == 8 ? (dark, light) : nil
    }
}

extension String {
    /// The lines of a text split at `\n` (byte-wise, which is fast), without the empty line
    /// after a final newline.
    package var lines: [String] {
        var lines = utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { String(Substring($0)) }
        if lines.last == "" { lines.removeLast() }
        return lines
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
            "unknown symbol '\(String(symbol).escapingControlCharacters)' at \(cell) (expected x, o or -)"
        }
    }
}
