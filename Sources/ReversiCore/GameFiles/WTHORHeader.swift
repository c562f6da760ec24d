/// The 16 bytes every WTHOR file starts with (spec 18.2): when the file was made, how many
/// records follow, and for a game file the year of its games and the board size.
struct WTHORHeader: Hashable, Sendable {
    static let size = 16

    /// Records of a game file (`N1`).
    var games: Int
    /// Records of a names file (`N2`).
    var names: Int
    var year: Int
    var boardSize: Int

    /// Reads the header's fields, whatever file they start.
    init(_ bytes: [UInt8]) throws(WTHORError) {
        guard bytes.count >= Self.size else {
            throw WTHORError(game: nil, problem: .noHeader(size: bytes.count))
        }
        games =
            Int(bytes[4]) | Int(bytes[5]) << 8 | Int(bytes[6]) << 16 | Int(bytes[7]) << 24
        names = Int(bytes[8]) | Int(bytes[9]) << 8
        year = Int(bytes[10]) | Int(bytes[11]) << 8
        boardSize = Int(bytes[12])
    }

    /// Reads the header of a file of `kind` and checks that it is one: that it counts no
    /// records of the other kinds, and that its records of `kind` fill the rest of the file
    /// exactly (spec 18.3). A file whose header does not fit is named as the kind it fits, if
    /// any, rather than given a count read from bytes that are no count.
    init(_ bytes: [UInt8], kind: WTHORError.FileKind) throws(WTHORError) {
        try self.init(bytes)
        guard otherCount(kind) == 0 else {
            throw WTHORError(game: nil, problem: .notA(kind, found: fitting(bytes.count)))
        }
        guard bytes.count == Self.size + count(kind) * kind.recordSize else {
            if let found = fitting(bytes.count) {
                throw WTHORError(game: nil, problem: .notA(kind, found: found))
            }
            throw WTHORError(
                game: nil,
                problem: .size(actual: bytes.count, count: count(kind), recordSize: kind.recordSize)
            )
        }
    }

    /// The records the header counts for a file of `kind`.
    private func count(_ kind: WTHORError.FileKind) -> Int { kind == .games ? games : names }

    /// The records it counts that a file of `kind` cannot have.
    private func otherCount(_ kind: WTHORError.FileKind) -> Int { kind == .games ? names : games }

    /// The kind of file, if any, that this header describes with `size` bytes in all.
    private func fitting(_ size: Int) -> WTHORError.FileKind? {
        WTHORError.FileKind.allCases.first { kind in
            otherCount(kind) == 0 && count(kind) > 0
                && size == Self.size + count(kind) * kind.recordSize
        }
    }

    init(games: Int, names: Int, year: Int) {
        self.games = games
        self.names = names
        self.year = year
        boardSize = 8
    }

    /// The header as written, dated with the games' year (the day is not kept).
    var bytes: [UInt8] {
        let century = UInt8(clamping: year / 100)
        let yearOfCentury = UInt8(clamping: year % 100)
        return [
            century, yearOfCentury, 1, 1,
            UInt8(truncatingIfNeeded: games), UInt8(truncatingIfNeeded: games >> 8),
            UInt8(truncatingIfNeeded: games >> 16), UInt8(truncatingIfNeeded: games >> 24),
            UInt8(truncatingIfNeeded: names), UInt8(truncatingIfNeeded: names >> 8),
            UInt8(truncatingIfNeeded: year), UInt8(truncatingIfNeeded: year >> 8),
            UInt8(truncatingIfNeeded: boardSize), 0, 0, 0,
        ]
    }
}
