import Foundation
import PropertyCheck
import ReversiCore
import ReversiSpecs
import Synchronization
import Testing

@testable import ReversiEngine

@Suite("Spec 10: the levels' search")
struct SearchTests {
    static let engines = EnginePool(tableBytes: 1 << 20)

    @Test(
        "spec 10.1, 10.2: one table: level 0 the random player, 1 to 5 each deeper and solving more of the end, level 5 from 20 empties with no time"
    )
    func levels() {
        #expect(Level.random.search == nil)
        let untimed = Level.searching.prefix(5)
        #expect(untimed.map(\.number) == Array(1...5))
        for (weaker, stronger) in zip(untimed, untimed.dropFirst()) {
            #expect(weaker.limits.depth < stronger.limits.depth)
            #expect(weaker.limits.exactEmpties < stronger.limits.exactEmpties)
            #expect(weaker.limits.midgameNodes ?? 0 <= stronger.limits.midgameNodes ?? 0)
        }
        #expect(Level.strongestUntimed.number == 5)
        #expect(Level.strongestUntimed.limits.exactEmpties == 20)
        // docs/engine.md's table of the levels, whose strengths were measured with these numbers;
        // a level bounds its midgame search only, so it plays its solved positions perfectly.
        let table = untimed.map {
            [$0.limits.depth, $0.limits.midgameNodes ?? 0, $0.limits.exactEmpties]
        }
        #expect(
            table == [
                [1, 10_000, 4], [2, 50_000, 8], [4, 200_000, 12], [6, 1_000_000, 16],
                [8, 4_000_000, 20],
            ])
        #expect(untimed.allSatisfy { $0.limits.nodes == nil && $0.limits.time == nil })
        // The hint's search (spec 13.1) is the second strongest untimed level's.
        #expect(Level(4)?.search == Level.hintSearch)
        #expect(Level.random < Level.searching[0])
        #expect(!(Level.strongest < Level.strongest))
        #expect(Level.strongest.stronger == nil)
        #expect(Level.random.weaker == nil)
        #expect(Level(-1) == nil)
        #expect(Level(21) == nil)
    }

    @Test(
        "spec 20.3: levels 6 to 20 are a ladder of search effort: each names a depth, a selectivity and the empties from which it searches to the end, and no time or positions; each searches at least as deep, no more selectively and to the end from as many empties as the level under it; the top reaches depth 20 or more"
    )
    func ladder() {
        #expect(Level.all.map(\.number) == Array(0...20))
        #expect(Level.numbers == 0...20)
        #expect(Level.strongest.number == 20)
        let ladder = Level.searching.dropFirst(5)
        #expect(ladder.map(\.number) == Array(6...20))
        #expect(ladder.allSatisfy { $0.limits.time == nil && $0.limits.nodes == nil })
        #expect(ladder.allSatisfy { $0.limits.midgameNodes == nil && $0.limits.selectivity.prunes })
        #expect(ladder.allSatisfy { $0.limits.openingMargin == Level.openingMargin })
        for (weaker, stronger) in zip(Level.searching, Level.searching.dropFirst()) {
            #expect(weaker.limits.depth <= stronger.limits.depth, "\(stronger)")
            #expect(
                weaker.limits.exactEmpties <= stronger.limits.exactEmpties || weaker.number == 5)
        }
        for (weaker, stronger) in zip(ladder, ladder.dropFirst()) {
            #expect(weaker.limits.selectivity <= stronger.limits.selectivity, "\(stronger)")
            #expect(
                weaker.limits.depth < stronger.limits.depth
                    || weaker.limits.exactEmpties < stronger.limits.exactEmpties, "\(stronger)")
        }
        // Five levels apart, the effort differs enough for matches to tell: three plies did
        // not at 16 against 11 once the evaluation learned from searches (docs/engine.md).
        for level in ladder {
            guard let above = Level(level.number + 5) else { continue }
            #expect(above.limits.depth >= level.limits.depth + 4, "\(above) over \(level)")
        }
        #expect(Level.strongest.limits.depth >= 20)
        #expect(Level.strongest.limits.exactEmpties >= 22)
    }

    @Test(
        "spec 16.2, 20.3: a level's search within a ceiling: the time bounds it and nothing else changes; without a ceiling it is the level's"
    )
    func ceiling() throws {
        let top = try #require(Level.strongest.search)
        #expect(top.within(nil) == top)
        let bounded = top.within(.seconds(3))
        #expect(bounded.time == .seconds(3))
        var untimed = bounded
        untimed.time = nil
        #expect(untimed == top)
        #expect(top.within(.seconds(3)).within(.seconds(5)).time == .seconds(3))
    }

    @Test(
        "spec 10.2, 14.1: at every level, 200 random positions: the move is one of the position's legal moves, and an exact score comes exactly when the empties are within the level's solve"
    )
    func movesAreLegal() {
        let property = Property("every level plays a legal move of the position it was given") {
            choices in
            let state = choices.draw(RandomPositions.withAtMost(6...50))
            guard let moves = LegalMoves(state) else { return }
            let level = Level.searching[choices.choose(below: Level.searching.count)]
            choices.note("\(level), position \(state.line)")
            let result = Self.engines.withEngine {
                $0.bestMove(for: moves, limits: level.limits.capped(nodes: 20_000), seed: 7)
            }
            guard moves.contains(result.move.coordinate), result.move.disk == state.turn,
                moves.move(at: result.move.coordinate) == result.move
            else { throw PropertyFailure("\(result.move) is not a legal move of the position") }
            if case .exact = result.score, state.board.emptyCount > level.limits.exactEmpties {
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
            let level = Level.searching[1 + choices.choose(below: 2)]
            choices.note("\(level), position \(state.line)")
            let result = Self.engines.withEngine {
                $0.bestMove(for: moves, limits: level.limits, seed: 3)
            }
            let expected = Minimax.heuristicScore(state, depth: level.limits.depth)
            guard result.score == Score(searched: expected) else {
                throw PropertyFailure("the search scores \(result.score), minimax \(expected)")
            }
        }
        expectHolds(property, cases: 1000)
    }

    @Test(
        "spec 13.4, 20.2: on 300 random positions and lopsided boards (passes) of 9 to 16 empties (50 in a quick run), a midgame search deep enough to reach the end, which solves its last plies with the solver's code, scores the exact result and plays one of its best moves"
    )
    func midgameToTheEndIsExact() {
        let toTheEnd = SearchLimits(depth: SearchLimits.deepest, exactEmpties: 0)
        let property = Property("the midgame search to the end is the solve") { choices in
            let state =
                choices.choose(below: 2) == 0
                ? choices.draw(RandomPositions.withAtMost(9...16))
                : choices.draw(RandomPositions.lopsided(empties: 9...16))
            guard let moves = LegalMoves(state) else { return }
            choices.note("position \(state.line)")
            let (result, solution) = Self.engines.withEngine {
                ($0.bestMove(for: moves, limits: toTheEnd, seed: 3), $0.solve(state))
            }
            guard let solution else { throw PropertyFailure("the solve stopped") }
            // A drawn end is worth 0, which reads as an even estimate (spec 13.4).
            let scores: Set<Score> = [
                .decided(solution.score), .exact(solution.score),
                solution.score == 0 ? .heuristic(0) : .decided(solution.score),
            ]
            guard scores.contains(result.score) else {
                throw PropertyFailure(
                    "the search scores \(result.score), the solver \(solution.score)")
            }
            guard case .moves(let best) = solution.bestPlay, best.contains(result.move) else {
                throw PropertyFailure("\(result.move) is not among \(solution.bestPlay)")
            }
        }
        expectHolds(property, cases: LongTests.size(quick: 50, long: 300))
    }

    @Test(
        "spec 10.6: the same position, level and seed give the same move, score and nodes, on a fresh engine or one that searched before"
    )
    func reproducible() throws {
        let state = try openingPosition("f5d6c3d3c4f4f6f3e6e7")
        let moves = try #require(LegalMoves(state))
        let other = try #require(LegalMoves(try openingPosition("f5f6e6f4")))
        for level in Level.searching.prefix(4) {
            let fresh = Engine(tableBytes: 1 << 20).bestMove(
                for: moves, limits: level.limits, seed: 42)
            let used = Engine(tableBytes: 1 << 20)
            _ = used.bestMove(for: other, limits: level.limits, seed: 3)
            let again = used.bestMove(for: moves, limits: level.limits, seed: 42)
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
        let fresh = Engine(tableBytes: 1 << 20).bestMove(
            for: moves, limits: Level.searching[2].limits, seed: 5)
        let engine = Engine(tableBytes: 1 << 20)
        // The first search writes deep entries of the position's moves; each level-1 search
        // after it takes one generation more, up to the last one, 65,535. A shallow search of
        // the same position that saw those entries would cut its work short.
        _ = engine.bestMove(for: moves, limits: Level.searching[3].limits, seed: 5)
        for _ in 2...Int(UInt16.max) {
            _ = engine.bestMove(for: filler, limits: Level.searching[0].limits, seed: 5)
        }
        #expect(engine.bestMove(for: moves, limits: Level.searching[2].limits, seed: 5) == fresh)
    }

    @Test("spec 10.6: the seed picks among equally good moves: the first move of the game varies")
    func seedVariesTheOpening() throws {
        // The four first moves of a game are symmetric, so all score the same.
        let moves = try #require(LegalMoves(.initial))
        let engine = Engine(tableBytes: 1 << 20)
        let chosen = Set(
            (0..<16).map {
                engine.bestMove(for: moves, limits: Level.searching[1].limits, seed: $0).move
            })
        #expect(chosen.count > 1)
    }

    @Test("a node budget stops the search at the last depth it finished, with a legal move")
    func nodeBudget() throws {
        let moves = try #require(LegalMoves(try openingPosition("f5d6c3d3c4")))
        let result = Engine(tableBytes: 1 << 20).bestMove(
            for: moves, limits: Level.strongestUntimed.limits.capped(nodes: 3000), seed: 1)
        #expect(result.ending == .budgetSpent)
        #expect(result.nodes <= 3000)
        #expect(result.depth >= 1 && result.depth < Level.strongestUntimed.limits.depth)
        expectSpentBeforeTheFirstDepth(moves, answering: .b5)
    }

    @Test(
        "open limits: a time bounds the whole search, which answers with a legal move when it runs out"
    )
    func timeLimit() throws {
        let moves = try #require(LegalMoves(try openingPosition("f5d6c3d3c4")))
        // 60 plies would take far longer than any test: only the time can end this search.
        let limits = SearchLimits(depth: 60, exactEmpties: 0, time: .milliseconds(50))
        let started = ContinuousClock.now
        let result = Engine(tableBytes: 1 << 20).bestMove(for: moves, limits: limits, seed: 1)
        #expect(ContinuousClock.now - started < .seconds(10))
        // Stopped by the clock, or ended before a depth that would not have fit (spec 16.1).
        #expect(result.ending != .budgetSpent)
        #expect(result.depth >= 1 && result.depth < 60)
        #expect(moves.contains(result.move.coordinate))
    }

    @Test(
        "open limits: capping the nodes keeps the tighter budget, and bounds the midgame search too"
    )
    func cappedNodes() {
        let limits = SearchLimits(depth: 8, exactEmpties: 20, midgameNodes: 4000)
        #expect(limits.capped(nodes: 1000).nodes == 1000)
        #expect(limits.capped(nodes: 1000).capped(nodes: 5000).nodes == 1000)
        #expect(limits.capped(nodes: 1000).midgameBudget == 1000)
        #expect(limits.capped(nodes: 9000).midgameBudget == 4000)
        #expect(SearchLimits(depth: 1, exactEmpties: 0).midgameBudget == nil)
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
            for: moves, limits: Level.strongestUntimed.limits.capped(nodes: 1), seed: 1)
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
        let result = engine.bestMove(for: moves, limits: Level.strongestUntimed.limits, seed: 1) {
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
