/// A WTHOR game file, `.wtb` (spec 18.2): the French Othello federation's database format,
/// a 16-byte header and one 68-byte record a game. Reading checks the size against the
/// header's count, then replays every move with the rules, so a database read is one whose
/// games are all legal (spec 18.3).
public struct WTHORDatabase: Hashable, Sendable {
    static let recordSize = 68

    /// The year the games were played, as the header gives it.
    public let year: Int
    public let games: [WTHORGame]

    public init(year: Int, games: [WTHORGame]) {
        self.year = year
        self.games = games
    }

    public init(bytes: [UInt8]) throws(WTHORError) {
        let header = try WTHORHeader(bytes, recordSize: Self.recordSize, countsGames: true)
        guard header.boardSize == 0 || header.boardSize == 8 else {
            throw WTHORError(game: nil, problem: .boardSize(header.boardSize))
        }
        year = header.year
        var games: [WTHORGame] = []
        games.reserveCapacity(header.games)
        for number in 1...max(header.games, 1) where number <= header.games {
            let start = WTHORHeader.size + (number - 1) * Self.recordSize
            do throws(WTHORError.Problem) {
                games.append(try Self.game(bytes[start..<start + Self.recordSize]))
            } catch {
                throw WTHORError(game: number, problem: error)
            }
        }
        self.games = games
    }

    /// Game `number` (from 1), or an error naming it when the file has fewer.
    public func game(_ number: Int) throws(WTHORError) -> WTHORGame {
        guard games.indices.contains(number - 1) else {
            throw WTHORError(game: number, problem: .noSuchGame(count: games.count))
        }
        return games[number - 1]
    }

    /// The file's bytes: the moves after a game's last are 0, and passes are left out.
    public var bytes: [UInt8] {
        var bytes = WTHORHeader(games: games.count, names: 0, year: year).bytes
        bytes.reserveCapacity(WTHORHeader.size + games.count * Self.recordSize)
        for game in games {
            for number in [game.tournament, game.black, game.white] {
                bytes += [
                    UInt8(truncatingIfNeeded: number), UInt8(truncatingIfNeeded: number >> 8),
                ]
            }
            bytes += [UInt8(game.blackScore), UInt8(game.theoreticalScore)]
            let moves = game.moveBytes
            bytes += moves + Array(repeating: 0, count: 60 - moves.count)
        }
        return bytes
    }

    /// One record; the game ends at its first 0 move, and what follows that is not read.
    private static func game(_ record: ArraySlice<UInt8>) throws(WTHORError.Problem)
        -> WTHORGame
    {
        let base = record.startIndex
        let number = { (offset: Int) in
            Int(record[base + offset]) | Int(record[base + offset + 1]) << 8
        }
        var played = PlayedGame()
        for (offset, byte) in record[(base + 8)...].enumerated() {
            guard byte != 0 else { break }
            let index = offset + 1
            guard let cell = cell(byte) else { throw .moveByte(index: index, byte: byte) }
            if case .mustPass = played.current { try? played.play(.pass) }  // forced, not stored
            guard let mover = played.current.turn else {
                throw .move(
                    TranscriptError(index: index, written: "\(cell)", problem: .afterGameOver))
            }
            do {
                try played.play(.place(cell))
            } catch {
                throw .move(
                    TranscriptError(
                        index: index, written: "\(cell)", problem: .illegal(for: mover, error)))
            }
        }
        return WTHORGame(
            tournament: number(0), black: number(2), white: number(4),
            blackScore: Int(record[base + 6]), theoreticalScore: Int(record[base + 7]),
            played: played)
    }

    /// `10 × row + column`, both from 1 to 8.
    private static func cell(_ byte: UInt8) -> Coordinate? {
        guard let row = Row(rawValue: byte / 10 &- 1), let column = Column(rawValue: byte % 10 &- 1)
        else { return nil }
        return Coordinate(column, row)
    }
}
