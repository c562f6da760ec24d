/// A WTHOR game file, `.wtb` (spec 18.2): the French Othello federation's database format,
/// a 16-byte header and one 68-byte record a game. Reading checks the size against the
/// header's count, then replays every move with the rules, so a database read is one whose
/// games are all legal (spec 18.3).
public struct WTHORDatabase: Hashable, Sendable {
    static let recordSize = WTHORError.FileKind.games.recordSize

    /// The year the games were played, as the header gives it.
    public let year: Int
    public let games: [WTHORGame]

    public init(year: Int, games: [WTHORGame]) {
        self.year = year
        self.games = games
    }

    public init(bytes: [UInt8]) throws(WTHORError) {
        let header = try WTHORHeader(bytes, kind: .games)
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
    ///
    /// Replayed on the bitboards first, where a move costs a few nanoseconds: a database of
    /// 100,000 games is read in well under a second (spec 18.2). A record they do not accept
    /// is replayed again by the typed rules, which name the move and the reason; those rules
    /// decide, and a differential test keeps the two in agreement.
    static func game(_ record: ArraySlice<UInt8>) throws(WTHORError.Problem) -> WTHORGame {
        if let game = gameOnBitboards(record) { return game }
        return try gameByTheRules(record)
    }

    /// The record replayed on the bitboards, or `nil` for one whose moves they refuse. Kept
    /// apart from the typed rules so that a test sees it accept every legal record (else each
    /// would be read slowly, yet correctly) and refuse every other.
    static func gameOnBitboards(_ record: ArraySlice<UInt8>) -> WTHORGame? {
        let base = record.startIndex
        var moves: [Coordinate] = []
        moves.reserveCapacity(60)
        var position = Bitboards(own: Board.initial.dark, opponent: Board.initial.light)
        for byte in record[(base + 8)...] {
            guard byte != 0 else { break }
            guard let cell = cell(byte), let next = played(cell, on: position) else { return nil }
            moves.append(cell)
            position = next
        }
        return WTHORGame(
            tournament: number(at: 0, of: record), black: number(at: 2, of: record),
            white: number(at: 4, of: record), blackScore: Int(record[base + 6]),
            theoreticalScore: Int(record[base + 7]), moves: moves)
    }

    /// The position after the side to move places on `cell`, having first passed when it
    /// has no move; `nil` when neither the side to move nor, after a pass, the other may
    /// place there.
    ///
    /// The move's flips are all a legal move needs (one that flips is legal), so the whole
    /// set of moves is generated only for a move that flips nothing, to see whether the
    /// record left out a forced pass there: that halved the reading time.
    private static func played(_ cell: Coordinate, on position: Bitboards) -> Bitboards? {
        guard position.empty & cell.bit != 0 else { return nil }
        let flipped = position.flips(at: cell.index)
        if flipped != 0 { return position.playing(cell.index, flipping: flipped) }
        guard position.legalMoves == 0 else { return nil }
        let afterPass = position.passed
        let flippedAfterPass = afterPass.flips(at: cell.index)
        guard flippedAfterPass != 0 else { return nil }
        return afterPass.playing(cell.index, flipping: flippedAfterPass)
    }

    /// The little-endian 16-bit number at `offset` of a record.
    private static func number(at offset: Int, of record: ArraySlice<UInt8>) -> Int {
        let base = record.startIndex
        return Int(record[base + offset]) | Int(record[base + offset + 1]) << 8
    }

    /// The same record replayed by the typed rules, which name the first move they refuse.
    static func gameByTheRules(_ record: ArraySlice<UInt8>) throws(WTHORError.Problem)
        -> WTHORGame
    {
        let base = record.startIndex
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
            tournament: number(at: 0, of: record), black: number(at: 2, of: record),
            white: number(at: 4, of: record), blackScore: Int(record[base + 6]),
            theoreticalScore: Int(record[base + 7]),
            moves: played.placements)
    }

    /// `10 × row + column`, both from 1 to 8.
    private static func cell(_ byte: UInt8) -> Coordinate? {
        guard let row = Row(rawValue: byte / 10 &- 1), let column = Column(rawValue: byte % 10 &- 1)
        else { return nil }
        return Coordinate(column, row)
    }
}
