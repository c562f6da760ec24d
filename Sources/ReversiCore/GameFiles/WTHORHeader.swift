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

    /// Reads the header and checks that `recordSize`-byte records of the count it gives fill
    /// the rest of the file exactly.
    init(_ bytes: [UInt8], recordSize: Int, countsGames: Bool) throws(WTHORError) {
        guard bytes.count >= Self.size else {
            throw WTHORError(game: nil, problem: .noHeader(size: bytes.count))
        }
        games =
            Int(bytes[4]) | Int(bytes[5]) << 8 | Int(bytes[6]) << 16 | Int(bytes[7]) << 24
        names = Int(bytes[8]) | Int(bytes[9]) << 8
        year = Int(bytes[10]) | Int(bytes[11]) << 8
        boardSize = Int(bytes[12])
        let count = countsGames ? games : names
        guard bytes.count == Self.size + count * recordSize else {
            throw WTHORError(
                game: nil,
                problem: .size(actual: bytes.count, count: count, recordSize: recordSize))
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
