import Foundation
import PropertyCheck
import ReversiCore
import Synchronization
import Testing

@testable import ReversiEngine

@Suite("Spec 16.1, 16.4, 16.5: every core, timed levels and varied openings")
struct ThreadsTests {
    @Test(
        "spec 16.4: FFO positions 1 to 4 (14 empties) and 10 random ones of 12 to 16 empties on 1 and on 2 threads: the same exact scores and the same best moves"
    )
    func sameResultOnTwoThreads() throws {
        let one = Engine(tableBytes: 1 << 20, threads: 1)
        let two = Engine(tableBytes: 1 << 20, threads: 2)
        #expect(two.threads == 2)
        for problem in try EndgameProblem.load().prefix(4) {
            let single = try #require(one.solve(problem.state))
            let shared = try #require(two.solve(problem.state))
            #expect(shared.score == problem.score, "\(problem)")
            #expect(shared.score == single.score, "\(problem)")
            #expect(shared.bestPlay == single.bestPlay, "\(problem)")
        }
        let ones = EnginePool(tableBytes: 1 << 20, threads: 1)
        let twos = EnginePool(tableBytes: 1 << 20, threads: 2)
        let property = Property("two threads solve as one does") { choices in
            let state = choices.draw(RandomPositions.withAtMost(12...16))
            choices.note("position \(state.line)")
            guard let single = ones.withEngine({ $0.solve(state) }),
                let shared = twos.withEngine({ $0.solve(state) })
            else {
                throw PropertyFailure("a solve stopped")
            }
            guard single.score == shared.score, single.bestPlay == shared.bestPlay else {
                throw PropertyFailure("one thread \(single), two \(shared)")
            }
            guard let moves = LegalMoves(state) else { return }
            let limits = SearchLimits(depth: 4, exactEmpties: 20)
            let first = ones.withEngine { $0.bestMove(for: moves, limits: limits, seed: 5) }
            let second = twos.withEngine { $0.bestMove(for: moves, limits: limits, seed: 5) }
            guard first.move == second.move, first.score == second.score else {
                throw PropertyFailure("one thread plays \(first), two \(second)")
            }
        }
        expectHolds(property, cases: 10)
    }

    @Test(
        "spec 16.4, 10.6: with a node budget an engine of 2 threads searches on one, and gives the same move, score and nodes as an engine of one"
    )
    func nodeBudgetOnOneThread() throws {
        let problem = try #require(try EndgameProblem.load().first)
        let moves = try #require(LegalMoves(problem.state))
        let limits = Level.strongestUntimed.limits.capped(nodes: 200_000)
        let one = Engine(tableBytes: 1 << 20, threads: 1).bestMove(
            for: moves, limits: limits, seed: 3)
        let two = Engine(tableBytes: 1 << 20, threads: 2).bestMove(
            for: moves, limits: limits, seed: 3)
        #expect(one == two)
        let budget = 50_000
        #expect(
            Engine(tableBytes: 1 << 20, threads: 2).solve(problem.state, nodeBudget: budget)
                == Engine(tableBytes: 1 << 20, threads: 1).solve(problem.state, nodeBudget: budget))
    }

    @Test(
        "spec 16.5: a solve on 2 threads cancelled from another thread: the stop check is asked once after the cancellation, and the solve returns only once every thread has stopped"
    )
    func cancelledOnTwoThreads() throws {
        let state = try GameState(
            line: "O-OOOO--XOXXOX--XOOOXXX-XOOOXX--XOOXOX--XOXXX---X-XX------------ O")
        let counts = Counts()
        let searching = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            var polls = 0
            let solution = Engine(tableBytes: 1 << 20, threads: 2).solve(state) {
                polls += 1
                if polls == 100 { searching.signal() }
                guard counts.cancelled.load(ordering: .relaxed) else { return false }
                counts.pollsAfterCancellation.add(1, ordering: .relaxed)
                return true
            }
            counts.stopped.store(solution == nil, ordering: .relaxed)
            done.signal()
        }
        try #require(searching.wait(timeout: .now() + 600) == .success)
        counts.cancelled.store(true, ordering: .relaxed)
        // The solve waits for its other thread, which stops at its next poll: a bound that
        // only stops a hang, the assertions are what the solve answered and the polls.
        try #require(done.wait(timeout: .now() + 600) == .success)
        let stopped = counts.stopped.load(ordering: .relaxed)
        let polls = counts.pollsAfterCancellation.load(ordering: .relaxed)
        #expect(stopped)
        #expect(polls == 1)
    }

    @Test(
        "spec 16.4, 16.5: a timed midgame search on 2 threads cancelled from another thread: the stop check is asked at most twice after the cancellation, the search returns once both threads have stopped, and it counts the other thread's positions"
    )
    func midgameCancelledOnTwoThreads() throws {
        let moves = try #require(
            LegalMoves(
                try GameState(
                    line: "------------------XO-O----XXOO-----XOX-----OOX------O----------- X")))
        let limits = SearchLimits(depth: SearchLimits.deepest, exactEmpties: 0, time: .seconds(600))
        let counts = try Self.cancelOnTwoThreads(moves, limits, afterPolls: 100)
        let stopped = counts.stopped.load(ordering: .relaxed)
        #expect(stopped)
        // The stop check runs on the calling thread only: once at the search's next poll, and
        // once more as the engine asks whether the stop was the caller's or the time's. The
        // other thread stops at its next poll of the flag the calling thread sets when done.
        let polls = counts.pollsAfterCancellation.load(ordering: .relaxed)
        #expect(polls <= 2)
        // The calling thread polls every `pollInterval` positions, so it visited fewer than
        // one interval more than it polled: the rest are the other thread's.
        let ownAtMost = (counts.polls.load(ordering: .relaxed) + 1) * Searcher.pollInterval
        let nodes = counts.nodes.load(ordering: .relaxed)
        #expect(nodes > ownAtMost)
    }

    @Test(
        "spec 16.5, 20.3: the strongest level's search (no time, every thread) on 2 threads, cancelled from another thread in the midgame and in its selective end: the stop check is asked at most twice after the cancellation and the search returns stopped with a legal move",
        arguments: [
            "------------------XO-O----XXOO-----XOX-----OOX------O----------- X",
            // FFO #41, 22 empties: the level's end, searched selectively before its solve.
            "-OOOOO----OOOOX--OOOOOO-XXXXXOO--XXOOX--OOXOXX----OXXO---OOO--O- X",
        ])
    func strongestCancelledOnTwoThreads(line: String) throws {
        let moves = try #require(LegalMoves(try GameState(line: line)))
        let limits = try #require(Level.strongest.search)
        #expect(limits.time == nil)
        let counts = try Self.cancelOnTwoThreads(moves, limits, afterPolls: 20)
        let stopped = counts.stopped.load(ordering: .relaxed)
        let legal = counts.legal.load(ordering: .relaxed)
        let polls = counts.pollsAfterCancellation.load(ordering: .relaxed)
        #expect(stopped)
        #expect(legal)
        #expect(polls <= 2)
    }

    /// Runs `limits`' search of `moves` on an engine of 2 threads, on a thread of its own, and
    /// cancels it from this one once its stop check has been asked `afterPolls` times; returns
    /// when the search has.
    private static func cancelOnTwoThreads(
        _ moves: LegalMoves, _ limits: SearchLimits, afterPolls: Int
    ) throws -> Counts {
        let counts = Counts()
        let searching = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            let result = Engine(tableBytes: 1 << 20, threads: 2).bestMove(
                for: moves, limits: limits, seed: 1
            ) {
                let polls = counts.polls.add(1, ordering: .relaxed).newValue
                if polls == afterPolls { searching.signal() }
                guard counts.cancelled.load(ordering: .relaxed) else { return false }
                counts.pollsAfterCancellation.add(1, ordering: .relaxed)
                return true
            }
            counts.stopped.store(result.ending == .stopped, ordering: .relaxed)
            counts.nodes.store(result.nodes, ordering: .relaxed)
            counts.legal.store(moves.contains(result.move.coordinate), ordering: .relaxed)
            done.signal()
        }
        try #require(searching.wait(timeout: .now() + 600) == .success)
        counts.cancelled.store(true, ordering: .relaxed)
        try #require(done.wait(timeout: .now() + 600) == .success)
        return counts
    }

    @Test(
        "spec 16.1: a timed search whose solve does not fit in its time answers with the heuristic move, stopped"
    )
    func solveThatDoesNotFit() throws {
        // FFO #41, 22 empties: seconds to solve, far more than 50 ms.
        let problem = try EndgameProblem.load()[40]
        let moves = try #require(LegalMoves(problem.state))
        let limits = SearchLimits(depth: 6, exactEmpties: 30, time: .milliseconds(50))
        let result = Engine(tableBytes: 1 << 20, threads: 2).bestMove(
            for: moves, limits: limits, seed: 1)
        #expect(result.ending == .stopped)
        guard case .heuristic = result.score else {
            Issue.record("an exact score from a solve that was stopped: \(result.score)")
            return
        }
        #expect(result.depth >= 1)
        #expect(moves.contains(result.move.coordinate))
    }

    @Test(
        "spec 16.1: with an opening margin, the first 8 moves of a game differ from seed to seed, and the same seed plays the same game"
    )
    func variedOpenings() throws {
        let limits = SearchLimits(
            depth: 4, exactEmpties: 0, midgameNodes: 30_000, openingMargin: Level.openingMargin)
        let engine = Engine(tableBytes: 1 << 20)
        func game(seed: UInt64, limits: SearchLimits) throws -> [Coordinate] {
            var model = GameModel.initial
            var played: [Coordinate] = []
            for _ in 0..<SearchLimits.variedPlies {
                let moves = try #require(model.legalMoves)
                // A seed per move, as a game's player gives: the game's seed with the ply.
                let move = engine.bestMove(
                    for: moves, limits: limits, seed: seed &+ UInt64(played.count)
                ).move
                played.append(move.coordinate)
                model = try model.placing(at: move.coordinate).get().next
            }
            return played
        }
        let seeds = (0..<8).map { UInt64($0) * 1000 }
        let games = try seeds.map { try game(seed: $0, limits: limits) }
        #expect(try game(seed: seeds[2], limits: limits) == games[2])
        // Without the margin the seed picks only among equal moves, which the first move
        // always has (the four are alike): the margin must give more games than that.
        var plain = limits
        plain.openingMargin = nil
        let plainGames = try seeds.map { try game(seed: $0, limits: plain) }
        #expect(Set(games).count > Set(plainGames).count)
        #expect(Set(games).count >= seeds.count / 2)
    }
}

/// What a cancelled solve's thread and the test's share.
private final class Counts: Sendable {
    let cancelled = Atomic(false)
    let pollsAfterCancellation = Atomic(0)
    let stopped = Atomic(false)
    let polls = Atomic(0)
    let nodes = Atomic(0)
    let legal = Atomic(false)
}
