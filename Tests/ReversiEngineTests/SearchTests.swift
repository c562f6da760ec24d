import Foundation
import PropertyCheck
import ReversiCore
import Synchronization
import Testing

@testable import ReversiEngine

@Suite("Spec 10: the levels' search")
struct SearchTests {
    static let engines = EnginePool(tableBytes: 1 << 20)

    @Test(
        "spec 10.2: levels 1 to 5, each deeper and solving more of the end, the strongest from 20 empties"
    )
    func levels() {
        #expect(Level.all.map(\.number) == Array(1...5))
        for (weaker, stronger) in zip(Level.all, Level.all.dropFirst()) {
            #expect(weaker.depth < stronger.depth)
            #expect(weaker.exactEmpties < stronger.exactEmpties)
            #expect(weaker.nodeBudget <= stronger.nodeBudget)
        }
        #expect(Level.strongest.exactEmpties == 20)
        // docs/engine.md's table of the levels, whose strengths were measured with these numbers.
        let table = Level.all.map { [$0.depth, $0.nodeBudget, $0.exactEmpties] }
        #expect(
            table == [
                [1, 10_000, 4], [2, 50_000, 8], [4, 200_000, 12], [6, 1_000_000, 16],
                [8, 4_000_000, 20],
            ])
        #expect(Level.all[0] < Level.all[1])
        #expect(!(Level.strongest < Level.strongest))
        #expect(Level(0) == nil)
        #expect(Level(6) == nil)
    }

    @Test(
        "spec 10.2, 14.1: at every level, 200 random positions: the move is one of the position's legal moves, and an exact score comes exactly when the empties are within the level's solve"
    )
    func movesAreLegal() {
        let property = Property("every level plays a legal move of the position it was given") {
            choices in
            let state = choices.draw(RandomPositions.withAtMost(6...50))
            guard let moves = LegalMoves(state) else { return }
            let level = Level.all[choices.choose(below: Level.all.count)]
            choices.note("\(level), position \(state.line)")
            let result = Self.engines.withEngine {
                $0.bestMove(for: moves, level: level, seed: 7, nodeBudget: 20_000)
            }
            guard moves.contains(result.move.coordinate), result.move.disk == state.turn,
                moves.move(at: result.move.coordinate) == result.move
            else { throw PropertyFailure("\(result.move) is not a legal move of the position") }
            if case .exact = result.score, state.board.emptyCount > level.exactEmpties {
                throw PropertyFailure("an exact score beyond the level's solve: \(result.score)")
            }
        }
        expectHolds(property, cases: 200)
    }

    @Test(
        "spec 10.2: on 1,000 random positions and lopsided boards, levels 2 and 3 score their move as plain minimax of the evaluation does, 2 and 4 plies down"
    )
    func heuristicAgreesWithMinimax() {
        let property = Property("the search's score is the evaluation's minimax value") { choices in
            let state =
                choices.choose(below: 2) == 0
                ? choices.draw(RandomPositions.withAtMost(16...50))
                : choices.draw(RandomPositions.lopsided(empties: 16...40))
            guard let moves = LegalMoves(state) else { return }
            let level = Level.all[1 + choices.choose(below: 2)]
            choices.note("\(level), position \(state.line)")
            let result = Self.engines.withEngine {
                $0.bestMove(for: moves, level: level, seed: 3)
            }
            let expected = Minimax.heuristicScore(state, depth: level.depth)
            guard result.score == .heuristic(expected) else {
                throw PropertyFailure("the search scores \(result.score), minimax \(expected)")
            }
        }
        expectHolds(property, cases: 1000)
    }

    @Test(
        "spec 10.6: the same position, level and seed give the same move, score and nodes, on a fresh engine or one that searched before"
    )
    func reproducible() throws {
        let state = try openingPosition("f5d6c3d3c4f4f6f3e6e7")
        let moves = try #require(LegalMoves(state))
        let other = try #require(LegalMoves(try openingPosition("f5f6e6f4")))
        for level in Level.all.prefix(4) {
            let fresh = Engine(tableBytes: 1 << 20).bestMove(for: moves, level: level, seed: 42)
            let used = Engine(tableBytes: 1 << 20)
            _ = used.bestMove(for: other, level: level, seed: 3)
            let again = used.bestMove(for: moves, level: level, seed: 42)
            #expect(fresh == again, "\(level)")
            #expect(fresh.ending == .completed)
        }
    }

    @Test(
        "spec 10.6: after 65,535 searches the table's generations start again, and nothing of the first search is seen"
    )
    func generationsWrapAround() throws {
        let moves = try #require(LegalMoves(try openingPosition("f5d6c3d3c4f4f6f3e6e7")))
        let filler = try #require(LegalMoves(try openingPosition("c4c3")))
        let fresh = Engine(tableBytes: 1 << 20).bestMove(for: moves, level: Level.all[2], seed: 5)
        let engine = Engine(tableBytes: 1 << 20)
        // The first search writes deep entries of the position's moves; each level-1 search
        // after it takes one generation more, up to the last one, 65,535. A shallow search of
        // the same position that saw those entries would cut its work short.
        _ = engine.bestMove(for: moves, level: Level.all[3], seed: 5)
        for _ in 2...Int(UInt16.max) {
            _ = engine.bestMove(for: filler, level: Level.all[0], seed: 5)
        }
        #expect(engine.bestMove(for: moves, level: Level.all[2], seed: 5) == fresh)
    }

    @Test("spec 10.6: the seed picks among equally good moves: the first move of the game varies")
    func seedVariesTheOpening() throws {
        // The four first moves of a game are symmetric, so all score the same.
        let moves = try #require(LegalMoves(.initial))
        let engine = Engine(tableBytes: 1 << 20)
        let chosen = Set(
            (0..<16).map { engine.bestMove(for: moves, level: Level.all[1], seed: $0).move })
        #expect(chosen.count > 1)
    }

    @Test("a node budget stops the search at the last depth it finished, with a legal move")
    func nodeBudget() throws {
        let moves = try #require(LegalMoves(try openingPosition("f5d6c3d3c4")))
        let result = Engine(tableBytes: 1 << 20).bestMove(
            for: moves, level: .strongest, seed: 1, nodeBudget: 3000)
        #expect(result.ending == .budgetSpent)
        #expect(result.nodes <= 3000)
        #expect(result.depth >= 1 && result.depth < Level.strongest.depth)
        expectSpentBeforeTheFirstDepth(moves, answering: .b5)
    }

    @Test(
        "a node budget spent before the solve of a position the level solves: the seed's first move"
    )
    func nodeBudgetBeforeTheSolve() throws {
        let problem = try #require(try EndgameProblem.load().first)
        expectSpentBeforeTheFirstDepth(try #require(LegalMoves(problem.state)), answering: .a3)
    }

    /// A budget of one node is spent before the first depth is done: the answer is the seed's
    /// first move, at an even score.
    private func expectSpentBeforeTheFirstDepth(
        _ moves: LegalMoves, answering move: Coordinate,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let result = Engine(tableBytes: 1 << 20).bestMove(
            for: moves, level: .strongest, seed: 1, nodeBudget: 1)
        #expect(result.ending == .budgetSpent, sourceLocation: sourceLocation)
        #expect(result.depth == 0, sourceLocation: sourceLocation)
        #expect(result.score == .heuristic(0), sourceLocation: sourceLocation)
        #expect(result.move.coordinate == move, sourceLocation: sourceLocation)
    }

    @Test(
        "spec 10.4, 14.4: a search stopped through its stop check returns at the next poll, with the best move found so far"
    )
    func stopCheckAfterPolls() throws {
        // 26 empties: the exact solve would take minutes unoptimised.
        let state = try GameState(
            line: "O-OOOO--XOXXOX--XOOOXXX-XOOOXX--XOOXOX--XOXXX---X-XX------------ O")
        let moves = try #require(LegalMoves(state))
        var polls = 0
        let engine = Engine(tableBytes: 1 << 20)
        let solution = engine.solve(state) {
            polls += 1
            return polls == 3
        }
        #expect(solution == nil)
        #expect(polls == 3)
        polls = 0
        let result = engine.bestMove(for: moves, level: .strongest, seed: 1) {
            polls += 1
            return polls == 3
        }
        #expect(result.ending == .stopped)
        #expect(result.nodes <= 3 * Searcher.pollInterval)
        #expect(moves.contains(result.move.coordinate))
    }

    @Test(
        "spec 10.4, 14.4: a deep search cancelled from another thread stops at its next poll, its core no longer busy"
    )
    func cancelledFromAnotherThread() throws {
        let state = try GameState(
            line: "O-OOOO--XOXXOX--XOOOXXX-XOOOXX--XOOXOX--XOXXX---X-XX------------ O")
        let cancelled = Flag()
        let stopped = Flag()
        let pollsAfterCancellation = Atomic(0)
        let searching = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            var polls = 0
            let solution = Engine(tableBytes: 1 << 20).solve(state) {
                polls += 1
                // Cancelled only once the search is surely under way, so that the test does
                // not depend on how fast the machine is.
                if polls == 100 { searching.signal() }
                guard cancelled.value else { return false }
                pollsAfterCancellation.add(1, ordering: .relaxed)
                return true
            }
            stopped.value = solution == nil
            done.signal()
        }
        // Bounds that only stop a hang: the assertions are the poll counts, not the times.
        try #require(searching.wait(timeout: .now() + 600) == .success)
        cancelled.value = true
        try #require(done.wait(timeout: .now() + 600) == .success)
        #expect(stopped.value)
        #expect(pollsAfterCancellation.load(ordering: .relaxed) == 1)
    }
}

/// The position after a transcript from the start.
func openingPosition(_ moves: String) throws -> GameState {
    let game = try PlayedGame(Transcript(parsing: moves), from: .initial)
    return try #require(game.current.state)
}

/// A flag one thread sets and another reads.
private final class Flag: Sendable {
    private let storage = Atomic(false)

    var value: Bool {
        get { storage.load(ordering: .relaxed) }
        set { storage.store(newValue, ordering: .relaxed) }
    }
}
