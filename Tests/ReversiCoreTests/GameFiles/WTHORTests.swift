import PropertyCheck
import ReversiSpecs
import Testing

@testable import ReversiCore

/// WTHOR databases the tests build themselves from random games: read back the same, and a
/// file that lies, or any mutation of a valid one, gives a typed error and never a crash.
@Suite("Spec 18.2, 18.3: WTHOR databases")
struct WTHORTests {
    /// A game from the standard start of up to a whole game of random moves; it never ends on
    /// a pass, which a record cannot hold.
    static func randomGame(_ choices: inout Choices) throws -> PlayedGame {
        var game = PlayedGame()
        let plies = choices.choose(below: 70)
        while game.plies.count < plies || isPass(game.plies.last) {
            switch game.current {
            case .completed: return game
            case .mustPass: try game.play(.pass)
            case .mustPlace(let moves):
                try game.play(.place(moves.coordinates[choices.choose(below: moves.count)]))
            }
        }
        return game
    }

    private static func isPass(_ ply: PlayedGame.Ply?) -> Bool {
        if case .passed = ply { return true }
        return false
    }

    static func randomDatabase(_ choices: inout Choices) throws -> WTHORDatabase {
        let games = try (0..<choices.choose(below: 5)).compactMap { _ in
            WTHORGame(
                try randomGame(&choices), tournament: choices.choose(below: 3),
                black: choices.choose(below: 70_000), white: choices.choose(below: 5))
        }
        return WTHORDatabase(year: 1977 + choices.choose(below: 50), games: games)
    }

    static let roundTrip = Property("a database written and read is the same") { choices in
        let database = try randomDatabase(&choices)
        let bytes = database.bytes
        guard bytes.count == 16 + 68 * database.games.count else {
            throw PropertyFailure("\(bytes.count) bytes for \(database.games.count) games")
        }
        guard try WTHORDatabase(bytes: bytes) == database else {
            throw PropertyFailure("the database read back differs")
        }
    }

    static let mutations = Property("a mutated database is a typed error or legal games") {
        choices in
        var bytes = try randomDatabase(&choices).bytes
        for _ in 0...choices.choose(below: 4) where !bytes.isEmpty {
            let at = choices.choose(below: bytes.count)
            switch choices.choose(below: 3) {
            case 0: bytes = Array(bytes.prefix(at))
            case 1: bytes[at] = UInt8(choices.choose(below: 256))
            default: bytes[at] ^= UInt8(1 << choices.choose(below: 8))
            }
        }
        choices.note("\(bytes)")
        do {
            for game in try WTHORDatabase(bytes: bytes).games {
                guard try PlayedGame(game.played.transcript) == game.played else {
                    throw PropertyFailure("a game read is not the replay of its moves")
                }
            }
        } catch is WTHORError {
            // A typed error is a right answer to a broken file.
        }
    }

    /// The reader replays a record on the bitboards and falls back on the typed rules only for
    /// one they refuse: both must give the same game, or the same error, for any record.
    static let fastReplayIsTheRules = Property(
        "a record replayed on the bitboards gives the typed rules' game or error"
    ) { choices in
        let game = try #require(
            WTHORGame(try randomGame(&choices), tournament: 1, black: 2, white: 3))
        var record = Array(WTHORDatabase(year: 2026, games: [game]).bytes.dropFirst(16))
        // Mostly moves changed, or moved: illegal ones, ones after the end, bytes no cell.
        for _ in 0..<choices.choose(below: 3) {
            let at = 8 + choices.choose(below: 60)
            switch choices.choose(below: 3) {
            case 0: record[at] = UInt8(11 + choices.choose(below: 78))
            case 1: record[at] = UInt8(choices.choose(below: 256))
            default: record.swapAt(at, 8 + choices.choose(below: 60))
            }
        }
        choices.note("\(record)")
        let fast = Result { () throws(WTHORError.Problem) in try WTHORDatabase.game(record[...]) }
        let typed = Result { () throws(WTHORError.Problem) in
            try WTHORDatabase.gameByTheRules(record[...])
        }
        guard fast == typed else { throw PropertyFailure("bitboards \(fast), rules \(typed)") }
        // The fallback would hide a bitboard replay that refuses a legal record (only slower)
        // or accepts an illegal one the rules then never see: check it on its own.
        let onBitboards = WTHORDatabase.gameOnBitboards(record[...])
        guard onBitboards == (try? typed.get()) else {
            throw PropertyFailure(
                "bitboards alone \(String(describing: onBitboards)), rules \(typed)")
        }
        if case .success(let read) = fast, read.played.placements != read.moves {
            throw PropertyFailure("the game replayed is not its moves")
        }
    }

    static func check(_ property: Property, cases: Int) {
        if let report = PropertySettings.testFailure(
            of: property, cases: cases, filter: "WTHORTests")
        {
            Issue.record(Comment(rawValue: report))
        }
    }

    @Test("spec 18.2: 300 random databases write and read back the same")
    func roundTrips() { Self.check(Self.roundTrip, cases: 300) }

    @Test(
        "spec 18.2, 18.3: 3000 records, most of them altered, read the same on the bitboards as by the rules"
    )
    func fastReplay() { Self.check(Self.fastReplayIsTheRules, cases: 3000) }

    @Test("spec 18.3: 2000 mutated databases each give a typed error or legal games")
    func mutatedFiles() { Self.check(Self.mutations, cases: 2000) }

    /// Header, then one record: tournament 2, black 3, white 4, 36 and 40 disks, f5 d6 c3.
    static let oneGame: [UInt8] =
        [20, 24, 1, 2, 1, 0, 0, 0, 0, 0, 0xD0, 0x07, 8, 0, 0, 0]
        + [2, 0, 3, 0, 4, 0, 36, 40, 56, 64, 33] + Array(repeating: 0, count: 57)

    @Test(
        "spec 18.2: the header's counts are little-endian, every byte of them, and read back as written"
    )
    func headerCounts() throws {
        let header = WTHORHeader(games: 0x0403_0201, names: 0x0605, year: 0x07D9)
        // Made in 2009 (20, 9, on the first of January), the board 8 x 8, then three zeros.
        #expect(
            header.bytes == [20, 9, 1, 1, 1, 2, 3, 4, 5, 6, 0xD9, 0x07, 8, 0, 0, 0])
        let read = try WTHORHeader(header.bytes)
        #expect([read.games, read.names, read.year] == [0x0403_0201, 0x0605, 0x07D9])
    }

    @Test("spec 18.2: a record's moves are 10 x row + column, rows and columns from 1")
    func layout() throws {
        let database = try WTHORDatabase(bytes: Self.oneGame)
        #expect(database.year == 2000)
        let game = try database.game(1)
        #expect(game.played.transcript.description == "f5d6c3")
        #expect([game.tournament, game.black, game.white] == [2, 3, 4])
        #expect([game.blackScore, game.theoreticalScore] == [36, 40])
        #expect(database.bytes.dropFirst(16) == Self.oneGame.dropFirst(16))
    }

    @Test(
        "spec 18.2, 13.4: a finished game's recorded score is black's disks with the empty cells counted for the winner, half each in a tie"
    )
    func recordedScore() throws {
        var choices = Choices(generator: SplitMix64(seed: 18_2))
        var finished = 0
        while finished < 50 {
            var game = try Self.randomGame(&choices)
            while case .mustPlace(let moves) = game.current {
                try game.play(.place(moves.coordinates[choices.choose(below: moves.count)]))
                if case .mustPass = game.current { try game.play(.pass) }
            }
            guard case .completed = game.current,
                let written = WTHORGame(
                    game, tournament: 0, black: 0, white: 0)
            else { continue }
            finished += 1
            let board = game.current.board
            let (dark, light) = (board.count(of: .dark), board.count(of: .light))
            let empties = 64 - dark - light
            let expected = dark > light ? dark + empties : dark < light ? dark : 32
            #expect(written.blackScore == expected, "\(game.transcript)")
        }
    }

    @Test("spec 18.2: a forced pass is not stored, and reading puts it back")
    func passes() throws {
        // The shortest game ending in a wipe-out has no pass; this one has dark pass once.
        var game = PlayedGame()
        var choices = Choices(generator: SplitMix64(seed: 7))
        while !Self.isPass(game.plies.dropLast().last) {
            game = try Self.randomGame(&choices)
        }
        let written = try #require(WTHORGame(game, tournament: 0, black: 0, white: 0))
        let bytes = WTHORDatabase(year: 2000, games: [written]).bytes
        #expect(bytes.dropFirst(24).prefix { $0 != 0 }.count < game.plies.count)
        #expect(try WTHORDatabase(bytes: bytes).games.first?.played == game)

        // The bitboards put the pass back themselves, not the rules' slower replay; and where
        // the record left out a pass, they refuse a cell the other side may not take either.
        #expect(WTHORDatabase.gameOnBitboards(bytes[16...]) == written)
        let (other, index, refused) = try #require(try Self.cellRefusedAfterPass(&choices))
        let otherGame = try #require(WTHORGame(other, tournament: 0, black: 0, white: 0))
        var record = WTHORDatabase(year: 2000, games: [otherGame]).bytes[16...]
        #expect(WTHORDatabase.gameOnBitboards(record) == otherGame)
        record[16 + 8 + index] = UInt8(
            (refused.row.rawValue + 1) * 10 + refused.column.rawValue + 1)
        #expect(WTHORDatabase.gameOnBitboards(record) == nil)
        #expect(throws: WTHORError.Problem.self) { try WTHORDatabase.game(record) }
    }

    /// A random game with a pass and then a move where an empty cell is not that move's
    /// side's either, with the move's index in the record and that cell.
    static func cellRefusedAfterPass(_ choices: inout Choices) throws
        -> (PlayedGame, Int, Coordinate)?
    {
        for _ in 0..<1000 {
            var replay = PlayedGame()
            let game = try randomGame(&choices)
            for (index, cell) in game.placements.enumerated() {
                if case .mustPass = replay.current {
                    try replay.play(.pass)
                    let board = replay.current.board
                    let refused = Coordinate.all.first { cell in
                        (board.dark | board.light) & cell.bit == 0
                            && replay.current.legalMoves?.contains(cell) == false
                    }
                    if let refused { return (game, index, refused) }
                }
                try replay.play(.place(cell))
            }
        }
        return nil
    }

    func error(_ bytes: [UInt8]) -> WTHORError? {
        do {
            _ = try WTHORDatabase(bytes: bytes)
            return nil
        } catch {
            return error
        }
    }

    @Test("spec 18.3: a size that is not 16 + 68 x games names both numbers")
    func wrongSize() {
        #expect(
            error(Self.oneGame + [0])?.description
                == "the file has 85 bytes, but its header counts 1 records of 68 bytes, which make 84"
        )
        var counted = Self.oneGame
        counted[4] = 2
        #expect(error(counted)?.problem == .size(actual: 84, count: 2, recordSize: 68))
        #expect(error(Array(Self.oneGame.prefix(10)))?.problem == .noHeader(size: 10))
        var tenByTen = Self.oneGame
        tenByTen[12] = 10
        #expect(error(tenByTen)?.problem == .boardSize(10))
    }

    @Test(
        "spec 18.3: a header whose counts and record size do not fit the file's kind and size is another kind of file, named when it is one"
    )
    func otherKinds() {
        let players = WTHORNames(kind: .player, names: ["Ann", "Bob"])
        let tournaments = WTHORNames(kind: .tournament, names: ["Paris"])
        #expect(error(players.bytes)?.problem == .notA(.games, found: .players))
        #expect(error(tournaments.bytes)?.problem == .notA(.games, found: .tournaments))
        #expect(
            error(players.bytes)?.description
                == "not a WTHOR game database (.wtb) but a WTHOR players file (.JOU)")
        let text = Array("(;GM[Othello]PC[NBoard]B[f5];)".utf8)
        #expect(error(text)?.problem == .notA(.games, found: nil))
        #expect(error(text)?.description == "not a WTHOR game database (.wtb)")
        #expect(throws: WTHORError(game: nil, problem: .notA(.tournaments, found: .players))) {
            try WTHORNames(kind: .tournament, bytes: players.bytes)
        }
        #expect(throws: WTHORError(game: nil, problem: .notA(.players, found: .games))) {
            try WTHORNames(kind: .player, bytes: Self.oneGame)
        }
    }

    @Test("spec 18.3: an illegal move or a byte that is no cell names the game and the move")
    func badMoves() {
        var twoGames = Self.oneGame + Self.oneGame.dropFirst(16)
        twoGames[4] = 2
        var illegal = twoGames
        illegal[16 + 68 + 8 + 2] = 11  // a1 as dark's second move
        #expect(
            error(illegal)?.description
                == "game 2: move 3 'a1' is illegal for dark: it flips nothing")
        var notCell = twoGames
        notCell[16 + 68 + 8 + 1] = 90
        #expect(
            error(notCell)?.description
                == "game 2: move 2 is byte 90, not a cell (10 x row + column, 11 to 88)")
        #expect(error(twoGames) == nil)
    }

    @Test("spec 18.2, 18.3: names read back, and an index past them is an error naming the game")
    func names() throws {
        let players = WTHORNames(
            kind: .player,
            names: ["Tamenori Hideshi", "Brian Rose", "Émile", String(repeating: "x", count: 30)])
        let read = try WTHORNames(kind: .player, bytes: players.bytes)
        #expect(players.bytes.count == 16 + 4 * 20)
        #expect(
            read.names == [
                "Tamenori Hideshi", "Brian Rose", "Émile", String(repeating: "x", count: 19),
            ])
        #expect(try read.name(1, game: 1) == "Brian Rose")
        #expect(throws: WTHORError(game: 5, problem: .nameIndex(kind: .player, index: 4, count: 4)))
        {
            try read.name(4, game: 5)
        }
        let tournaments = WTHORNames(kind: .tournament, names: ["Championnat de France"])
        #expect(try WTHORNames(kind: .tournament, bytes: tournaments.bytes) == tournaments)
        #expect(throws: WTHORError.self) {
            try WTHORNames(kind: .tournament, bytes: players.bytes)
        }
    }

    @Test("spec 18.2: a game that cannot be a record is refused")
    func unrepresentable() throws {
        var passing = PlayedGame()
        var choices = Choices(generator: SplitMix64(seed: 3))
        while !Self.isPass(passing.plies.last) {
            passing = try Self.randomGame(&choices)
            if let index = passing.plies.lastIndex(where: Self.isPass) {
                passing = passing.prefix(index + 1)
            }
        }
        #expect(WTHORGame(passing, tournament: 0, black: 0, white: 0) == nil)
        let elsewhere = PlayedGame(from: try PlayedGame(Transcript(parsing: "f5")).current)
        #expect(WTHORGame(elsewhere, tournament: 0, black: 0, white: 0) == nil)
        #expect(WTHORGame(PlayedGame(), tournament: 65_536, black: 0, white: 0) == nil)
    }
}
