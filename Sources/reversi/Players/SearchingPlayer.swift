import Dispatch
import Foundation
import ReversiApp
import ReversiCore
import ReversiEngine

/// The searching levels (spec 10.2, 10.4, 10.5): the engine runs on a serial queue of its own,
/// never on the main thread; a cancelled request stops its search at the search's next poll
/// (a few milliseconds), so no processor stays busy for an answer that will be dropped
/// (spec 14.4). The answer comes on the main actor, but never before `minimumSeconds` after
/// the request, so that the thinking indicator is seen. A person's hint is searched the same
/// way, with the levels table's hint search (spec 13.1).
@MainActor
final class SearchingPlayer {
    /// Finds the move of a search, with its evaluation; polls the stop check it is given, and
    /// tells `progress` of each depth it finishes and, last, of its result (spec 16.3).
    typealias Search =
        @Sendable (
            LegalMoves, SearchLimits, _ shouldStop: @escaping () -> Bool,
            _ progress: (SearchUpdate) -> Void
        ) -> Hint
    /// What the search has found so far, on the main actor (spec 16.3).
    typealias Progress = @MainActor @Sendable (Thought) -> Void

    /// The shortest time between two reports of what the search has found: a few a second at
    /// most, so that the screen is not redrawn for nothing (spec 16.3).
    nonisolated static let progressInterval = Duration.milliseconds(250)
    /// Hands work from the search's queue to the main actor.
    typealias Deliver = @Sendable (@escaping @MainActor @Sendable () -> Void) -> Void

    /// How long the indicator shows at least, when no shorter `--think` is given: long enough
    /// to be seen, short enough not to feel slow.
    static let defaultMinimumSeconds = 0.5

    private let search: Search
    private let scheduler: any Scheduler
    private let deliver: Deliver
    private let minimumSeconds: Double
    /// An explicit `--think`: the longest a search may run (spec 10.5).
    private let cap: Double?
    private let queue = DispatchQueue(label: "reversi.search")

    init(
        search: @escaping Search, scheduler: any Scheduler, cap: Double?,
        deliver: @escaping Deliver = SearchingPlayer.onMainQueue
    ) {
        self.search = search
        self.scheduler = scheduler
        self.cap = cap
        self.deliver = deliver
        minimumSeconds = min(Self.defaultMinimumSeconds, cap ?? .infinity)
    }

    /// The engine's search, one engine (and one transposition table, allocated on the first
    /// search) for the whole game; the same seed, level and position give the same move
    /// (spec 10.6). Its exact solves run on `threads` threads (spec 16.4).
    static func engine(seed: UInt64, threads: Int = 1) -> Search {
        let box = EngineBox(threads: threads)
        return { moves, limits, shouldStop, progress in
            let found = box.engine.bestMove(
                for: moves, limits: limits, seed: seed, shouldStop: shouldStop, progress: progress)
            progress(
                SearchUpdate(
                    depth: found.depth, move: found.move.coordinate,
                    continuation: found.continuation, score: found.score, nodes: found.nodes,
                    selectivity: found.selectivity))
            return Hint(move: found.move.coordinate, evaluation: found.score)
        }
    }

    static let onMainQueue: Deliver = { work in
        DispatchQueue.main.async { MainActor.assumeIsolated { work() } }
    }

    /// Thinks about `moves` within the level's `limits` and, under a game clock, within
    /// `moveTime`: then the answer comes as soon as it is found, as every moment shown costs
    /// the side its own time (spec 16.2).
    func think(
        about moves: LegalMoves, within limits: SearchLimits, moveTime: Duration? = nil,
        progress: @escaping Progress = { _ in },
        answer: @escaping @MainActor @Sendable (Coordinate) -> Void
    ) -> any Cancellable {
        let search = self.search
        return start(
            minimumSeconds: moveTime == nil ? minimumSeconds : 0, progress: progress,
            answer: { answer($0.move) },
            work: { shouldStop, report in
                search(moves, limits.within(moveTime), shouldStop) { update in
                    report { Thought(update, elapsed: $0) }
                }
            })
    }

    /// Answers with the opening book's move (spec 21.2): found at once, shown as the book's
    /// move with its value and the depth behind it, and answered after the same minimum time
    /// as a search's.
    func play(
        _ chosen: BookMove, at cell: Coordinate, moveTime: Duration? = nil,
        progress: @escaping Progress = { _ in },
        answer: @escaping @MainActor @Sendable (Coordinate) -> Void
    ) -> any Cancellable {
        start(
            minimumSeconds: moveTime == nil ? minimumSeconds : 0, progress: progress,
            answer: { answer($0.move) },
            work: { _, report in
                report {
                    Thought(
                        .book(depth: chosen.searchDepth), best: cell, score: chosen.score,
                        elapsed: $0)
                }
                return Hint(move: cell, evaluation: chosen.score)
            })
    }

    /// Searches the best move for the person to move, with its evaluation (spec 13.1).
    func hint(
        for moves: LegalMoves, answer: @escaping @MainActor @Sendable (Hint) -> Void
    ) -> any Cancellable {
        let search = self.search
        return start(
            minimumSeconds: minimumSeconds, answer: answer,
            work: { shouldStop, _ in search(moves, Level.hintSearch, shouldStop) { _ in } })
    }

    /// A request's work on the search's queue: it polls `shouldStop`, and reports what it
    /// has found as a thought made for the time it has taken so far.
    private typealias Work =
        @Sendable (
            _ shouldStop: @escaping () -> Bool,
            _ report: (_ thought: (_ elapsed: Duration) -> Thought) -> Void
        ) -> Hint

    private func start(
        minimumSeconds: Double, progress: @escaping Progress = { _ in },
        answer: @escaping @MainActor @Sendable (Hint) -> Void, work: @escaping Work
    ) -> any Cancellable {
        let request = Request(answer: answer)
        request.minimum = scheduler.schedule(after: minimumSeconds) { request.minimumPassed() }
        let started = ContinuousClock.now
        let deadline = cap.map { started + .seconds($0) }
        let deliver = self.deliver
        queue.async {
            var reports = ProgressReports(interval: Self.progressInterval)
            let found = work {
                request.isCancelled || deadline.map { ContinuousClock.now >= $0 } ?? false
            } _: { thought in
                let thought = thought(ContinuousClock.now - started)
                guard reports.due(thought) else { return }
                deliver { if !request.isCancelled { progress(thought) } }
            }
            let last = reports.undelivered
            deliver {
                if let last, !request.isCancelled { progress(last) }
                request.found(found)
            }
        }
        return request
    }

    /// Waits until every search started so far has returned; for tests.
    nonisolated func waitForSearches(timeout seconds: Double) -> Bool {
        let done = DispatchSemaphore(value: 0)
        queue.async { done.signal() }
        return done.wait(timeout: .now() + seconds) == .success
    }

    /// One request: its cancellation flag, read by the search on its queue, and on the main
    /// actor the answer waiting for the minimum time, or the minimum waiting for the answer.
    final class Request: Cancellable, @unchecked Sendable {
        private let stop = StopFlag()
        private let answer: @MainActor @Sendable (Hint) -> Void
        @MainActor var minimum: (any Cancellable)?
        @MainActor private var minimumIsOver = false
        @MainActor private var found: Hint?

        init(answer: @escaping @MainActor @Sendable (Hint) -> Void) { self.answer = answer }

        var isCancelled: Bool { stop.isSet }

        func cancel() {
            stop.set()
            MainActor.assumeIsolated { minimum?.cancel() }
        }

        @MainActor func minimumPassed() {
            minimumIsOver = true
            answerIfReady()
        }

        @MainActor func found(_ found: Hint) {
            self.found = found
            answerIfReady()
        }

        @MainActor private func answerIfReady() {
            guard minimumIsOver, let found, !isCancelled else { return }
            answer(found)
        }
    }
}

/// The engine, made on the search queue when first used and used only there.
private final class EngineBox: @unchecked Sendable {
    let threads: Int
    lazy var engine = Engine(threads: threads)

    init(threads: Int) { self.threads = threads }
}
