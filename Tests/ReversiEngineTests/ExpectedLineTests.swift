import ReversiCore
import Testing

@testable import ReversiEngine

/// The principal variation the thinking shows (spec 16.3): the best move and the replies the
/// search expects, read from its table after each depth and with the answer.
@Suite("Spec 16.3: the line the search expects")
struct ExpectedLineTests {
    /// A middle-game position: 20 random plies from the start, by a fixed seed.
    static func middleGame(seed: UInt64) throws -> LegalMoves {
        var random = SplitMix64(seed: seed)
        var game = PlayedGame()
        while game.plies.count < 20 {
            switch game.current {
            case .completed: return try #require(PlayedGame().current.legalMoves)
            case .mustPass: try game.play(.pass)
            case .mustPlace(let moves):
                let index = Int(random.next() % UInt64(moves.count))
                try game.play(.place(moves.coordinates[index]))
            }
        }
        return try #require(game.current.legalMoves)
    }

    /// Plays `line` from `moves`' position, each move legal for the side to move then.
    static func isLegal(_ line: [Coordinate], from moves: LegalMoves) -> Bool {
        var game = GameModel.mustPlace(moves)
        for cell in line {
            guard case .success(let placement) = game.placing(at: cell) else { return false }
            game = placement.next
        }
        return true
    }

    @Test(
        "spec 16.3: each depth's update and the answer carry a line of legal moves from the best move, longer than the move alone from depth 4 on"
    )
    func lineOfEveryUpdate() throws {
        for seed: UInt64 in 1...6 {
            let moves = try Self.middleGame(seed: seed)
            var updates: [SearchUpdate] = []
            let limits = SearchLimits(depth: 6, exactEmpties: 0, midgameNodes: 2_000_000)
            let found = Engine(tableBytes: 1 << 22).bestMove(
                for: moves, limits: limits, seed: 1, progress: { updates.append($0) })
            #expect(!updates.isEmpty)
            for update in updates {
                let line = [update.move] + update.continuation
                #expect(Self.isLegal(line, from: moves), "seed \(seed): \(line)")
                #expect(update.continuation.count < update.depth)
                if update.depth >= 4 { #expect(!update.continuation.isEmpty, "seed \(seed)") }
            }
            #expect(Self.isLegal([found.move.coordinate] + found.continuation, from: moves))
            #expect(found.continuation.count >= 1, "seed \(seed)")
            // The answer's line is the last depth's.
            #expect(updates.last?.move == found.move.coordinate)
        }
    }

    @Test("spec 16.3, 13.4: a solved position's line is legal and starts from a best move")
    func solvedLine() throws {
        let moves = try Self.middleGame(seed: 3)
        var game = GameModel.mustPlace(moves)
        // Play on to 14 empty cells, the first move each time.
        while 64 - game.board.count(of: .dark) - game.board.count(of: .light) > 14,
            case .mustPlace(let next) = game
        {
            game = try game.placing(at: next.coordinates[0]).get().next
            if case .mustPass = game { game = try game.passing().get() }
        }
        let solving = try #require(game.legalMoves)
        let engine = Engine(tableBytes: 1 << 22)
        let found = engine.bestMove(
            for: solving, limits: SearchLimits(depth: 4, exactEmpties: 20, midgameNodes: nil),
            seed: 1)
        guard case .exact = found.score else {
            Issue.record("not solved: \(found.score)")
            return
        }
        #expect(Self.isLegal([found.move.coordinate] + found.continuation, from: solving))
        #expect(!found.continuation.isEmpty)
        let solution = try #require(engine.solve(solving.state))
        guard case .moves(let best) = solution.bestPlay else {
            Issue.record("no best move: \(solution.bestPlay)")
            return
        }
        #expect(best.map(\.coordinate).contains(found.move.coordinate))
    }

    @Test(
        "spec 16.3, 13.4: an exact solve's line keeps the exact score: played out, the end of the game or the solve of where it stops gives the same score"
    )
    func solvedLineKeepsTheScore() throws {
        for seed: UInt64 in 1...5 {
            var game = GameModel.mustPlace(try Self.middleGame(seed: seed))
            var random = SplitMix64(seed: seed)
            // Random moves on to 16 empty cells.
            while 64 - game.board.count(of: .dark) - game.board.count(of: .light) > 16 {
                switch game {
                case .completed: break
                case .mustPass: game = try game.passing().get()
                case .mustPlace(let moves):
                    let index = Int(random.next() % UInt64(moves.count))
                    game = try game.placing(at: moves.coordinates[index]).get().next
                }
                if case .completed = game { break }
            }
            guard let solving = game.legalMoves else { continue }
            let engine = Engine(tableBytes: 1 << 22)
            let found = engine.bestMove(
                for: solving, limits: SearchLimits(depth: 4, exactEmpties: 20, midgameNodes: nil),
                seed: seed)
            guard case .exact(let score) = found.score else {
                Issue.record("seed \(seed): not solved: \(found.score)")
                continue
            }
            let side = solving.disk
            // The solve leaves at most a handful of empties to its table-less last nodes.
            #expect(found.continuation.count >= 3, "seed \(seed): \(found.continuation)")
            var end = GameModel.mustPlace(solving)
            for cell in [found.move.coordinate] + found.continuation {
                end = try end.placing(at: cell).get().next
            }
            switch end {
            case .completed(let finished):
                #expect(FinalScore(finished.board).difference(for: side) == score, "seed \(seed)")
            case .mustPlace, .mustPass:
                let state = try #require(end.state)
                let solved = try #require(Engine(tableBytes: 1 << 20).solve(state))
                let forSide = state.turn == side ? solved.score : -solved.score
                #expect(forSide == score, "seed \(seed): line \(found.continuation)")
            }
        }
    }
}
