import Foundation
import ReversiApp
import ReversiCore
import ReversiEngine
import Testing

@testable import reversi

/// The searching levels in the shell: off the main actor, answered through the injected clock
/// no sooner than the minimum, cancelled for real.
@MainActor
@Suite("Spec 10.4, 10.5, 14.4: a searching level thinks on its own queue and stops when cancelled")
struct SearchingPlayerTests {
    let clock = TestClock()
    /// The answers handed back to the main actor, run when the test says so.
    let deliveries = Deliveries()

    final class Deliveries: @unchecked Sendable {
        private let lock = NSLock()
        private var work: [@MainActor @Sendable () -> Void] = []

        func add(_ item: @escaping @MainActor @Sendable () -> Void) {
            lock.withLock { work.append(item) }
        }

        @MainActor func run() {
            for item in lock.withLock({
                defer { work = [] }
                return work
            }) { item() }
        }
    }

    /// Answers at once with `cell`, at an even estimate.
    static func instant(_ cell: Coordinate) -> SearchingPlayer.Search {
        { _, _, _, _ in Hint(move: cell, evaluation: .heuristic(0)) }
    }

    /// Spins until told to stop (at most `limit` seconds, so that a broken cancellation fails
    /// the test rather than hanging it), then answers the first legal move.
    static func spinning(limit: Double = 10) -> SearchingPlayer.Search {
        { moves, _, shouldStop, _ in
            let end = Date().addingTimeInterval(limit)
            while !shouldStop() && Date() < end {}
            return Hint(move: moves[0].coordinate, evaluation: .heuristic(0))
        }
    }

    func player(_ search: @escaping SearchingPlayer.Search, cap: Double? = nil) -> SearchingPlayer {
        let deliveries = deliveries
        return SearchingPlayer(
            search: search, scheduler: clock, cap: cap, deliver: { deliveries.add($0) })
    }

    final class Answers: @unchecked Sendable {
        var cells: [Coordinate] = []
    }

    @Test("spec 10.5: a search done at once still answers only after the minimum visible time")
    func minimumVisibleTime() throws {
        let moves = try #require(LegalMoves(.initial))
        let searching = player(Self.instant(.f5))
        let answers = Answers()
        _ = searching.think(about: moves, within: try #require(Level.strongestUntimed.search)) {
            answers.cells.append($0)
        }
        #expect(searching.waitForSearches(timeout: 10))
        deliveries.run()
        clock.advance(by: SearchingPlayer.defaultMinimumSeconds - 0.01)
        #expect(answers.cells.isEmpty)
        clock.advance(by: 0.01)
        #expect(answers.cells == [.f5])
    }

    @Test("spec 10.5: a search that outlasts the minimum answers as soon as it is done")
    func answerWhenDone() throws {
        let moves = try #require(LegalMoves(.initial))
        let searching = player(Self.instant(.d3))
        let answers = Answers()
        _ = searching.think(about: moves, within: try #require(Level.strongestUntimed.search)) {
            answers.cells.append($0)
        }
        clock.advance(by: 5)
        #expect(answers.cells.isEmpty)
        #expect(searching.waitForSearches(timeout: 10))
        deliveries.run()
        #expect(answers.cells == [.d3])
    }

    @Test(
        "spec 10.4, 14.4: a cancelled search returns at its next poll, no processor stays busy, and its answer is never given"
    )
    func cancellationStopsTheSearch() throws {
        let moves = try #require(LegalMoves(.initial))
        let searching = player(Self.spinning())
        let answers = Answers()
        let request = searching.think(
            about: moves, within: try #require(Level.strongestUntimed.search)
        ) {
            answers.cells.append($0)
        }
        // The search spins until stopped: only the cancellation can end it within the second.
        #expect(!searching.waitForSearches(timeout: 0.2))
        let cancelled = Date()
        request.cancel()
        #expect(searching.waitForSearches(timeout: 1))
        #expect(Date().timeIntervalSince(cancelled) < 1)
        deliveries.run()
        clock.advance(by: 5)
        #expect(answers.cells.isEmpty)
    }

    final class Levels: @unchecked Sendable {
        private let lock = NSLock()
        private var levels: [SearchLimits] = []
        func add(_ level: SearchLimits) { lock.withLock { levels.append(level) } }
        var all: [SearchLimits] { lock.withLock { levels } }
    }

    @Test(
        "spec 13.1: a hint searches at the second strongest level, which solves the last 16 empty cells"
    )
    func hintLevel() throws {
        let moves = try #require(LegalMoves(.initial))
        let asked = Levels()
        let searching = player { moves, level, _, _ in
            asked.add(level)
            return Hint(move: moves[0].coordinate, evaluation: .heuristic(0))
        }
        _ = searching.hint(for: moves) { _ in }
        #expect(searching.waitForSearches(timeout: 10))
        #expect(asked.all == [try #require(Level(4)?.search)])
        #expect(asked.all.map(\.exactEmpties) == [16])
    }

    @Test("spec 10.5: an explicit --think caps the search and the minimum")
    func thinkCapsTheSearch() throws {
        let moves = try #require(LegalMoves(.initial))
        let searching = player(Self.spinning(), cap: 0.1)
        let answers = Answers()
        _ = searching.think(about: moves, within: try #require(Level.strongestUntimed.search)) {
            answers.cells.append($0)
        }
        #expect(searching.waitForSearches(timeout: 5))
        deliveries.run()
        clock.advance(by: 0.1)
        #expect(answers.cells == [moves[0].coordinate])
    }

    @Test("spec 10.2, 10.6: the engine's search plays a legal move, the same for the same seed")
    func engineSearch() throws {
        let moves = try #require(LegalMoves(.initial))
        let level = try #require(Level(3)?.search)
        let first = SearchingPlayer.engine(seed: 9)(moves, level, { false }, { _ in })
        let again = SearchingPlayer.engine(seed: 9)(moves, level, { false }, { _ in })
        #expect(moves.contains(first.move))
        #expect(first == again)
    }

    @Test(
        "spec 20.2, 20.5: the engine's last report, the answer's, keeps the selectivity its depth was searched at"
    )
    func engineReportsTheSelectivity() throws {
        let moves = try #require(LegalMoves(.initial))
        let limits = SearchLimits(depth: 5, exactEmpties: 0, selectivity: .percent73)
        var updates: [SearchUpdate] = []
        _ = SearchingPlayer.engine(seed: 9)(moves, limits, { false }, { updates.append($0) })
        let last = try #require(updates.last)
        #expect(last.searchDepth == SearchDepth(plies: 5, selectivity: .percent73))
    }

    @Test(
        "spec 16.3, 20.2: what a selective search reports reaches the thinking as a search at its depth and selectivity"
    )
    func thinkingShowsTheSelectivity() throws {
        let moves = try #require(LegalMoves(.initial))
        let update = SearchUpdate(
            depth: 22, move: .d3, continuation: [.c5], score: .heuristic(150), nodes: 900,
            selectivity: .percent73)
        let searching = player { _, _, _, progress in
            progress(update)
            return Hint(move: .d3, evaluation: update.score)
        }
        let thoughts = Thoughts()
        _ = searching.think(
            about: moves, within: try #require(Level.strongestUntimed.search),
            progress: { thoughts.all.append($0) }, answer: { _ in })
        #expect(searching.waitForSearches(timeout: 10))
        deliveries.run()
        let thought = try #require(thoughts.all.last)
        #expect(
            thought.source == .search(SearchDepth(plies: 22, selectivity: .percent73), nodes: 900))
        #expect(thought.line == [.d3, .c5])
    }

    final class Thoughts: @unchecked Sendable {
        var all: [Thought] = []
    }
}
