/// The text form of a board: eight rows of `x` (dark), `o` (light), `-` (empty), row 1 first.
extension Board: CustomStringConvertible {
    public var description: String {
        // Written byte by byte into one buffer, with no `Character` in the way: the checker
        // and the save file produce millions of these.
        String(unsafeUninitializedCapacity: 8 * 9 - 1) { bytes in
            var count = 0
            for row in Row.allCases {
                if count > 0 {
                    bytes[count] = UInt8(ascii: "\n")
                    count += 1
                }
                for column in Column.allCases {
                    bytes[count] = Board.asciiSymbol(self[Coordinate(column, row)])
                    count += 1
                }
            }
            return count
        }
    }

    /// The eight rows, row 1 first, 8 characters each.
    public var rows: [String] { description.lines }

    /// The board with its coordinates, the one diagram every front end prints: the column
    /// letters above, each row after its digit (`  abcdefgh`, `1 --------`). `spaced` puts a
    /// space between the cells, as `reversi replay` and GTP's `showboard` write them, and
    /// `capitalColumns` writes the letters as GTP does.
    public func diagram(spaced: Bool = false, capitalColumns: Bool = false) -> [String] {
        let separator = spaced ? " " : ""
        let letters = Column.allCases.map {
            capitalColumns ? $0.description.uppercased() : $0.description
        }
        return ["  " + letters.joined(separator: separator)]
            + zip(Row.allCases, rows).map { row, cells in
                "\(row.digit) " + cells.map(String.init).joined(separator: separator)
            }
    }

    public static func symbol(_ disk: Disk?) -> Character { disk?.symbol ?? "-" }

    /// `symbol` as its ASCII byte.
    private static func asciiSymbol(_ disk: Disk?) -> UInt8 {
        switch disk {
        case .dark: UInt8(ascii: "x")
        case .light: UInt8(ascii: "o")
        case nil: UInt8(ascii: "-")
        }
    }

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
        var line = line
        return line.withUTF8 { bytes in
            guard bytes.count == 8 else { return nil }
            var dark: UInt64 = 0
            var light: UInt64 = 0
            for (column, byte) in bytes.enumerated() {
                switch byte {
                case UInt8(ascii: "x"): dark |= 1 &<< UInt64(column)
                case UInt8(ascii: "o"): light |= 1 &<< UInt64(column)
                case UInt8(ascii: "-"): break
                default: return nil
                }
            }
            return (dark, light)
        }
    }
}

extension String {
    /// The lines of a text split at `\n`, without the empty line after a final newline.
    /// Split byte by byte: a newline never falls inside a multi-byte character.
    package var lines: [String] {
        var text = self
        return text.withUTF8 { bytes in
            var lines: [String] = []
            lines.reserveCapacity(bytes.count { $0 == UInt8(ascii: "\n") } + 1)
            var start = 0
            for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
                lines.append(
                    String(
                        decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self
                    ))
                start = index + 1
            }
            if start < bytes.count {
                lines.append(
                    String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
            }
            return lines
        }
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
