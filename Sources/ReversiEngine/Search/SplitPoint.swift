import ReversiCore
import Synchronization

/// A node of a parallel solve whose first move is searched and whose other moves any idle
/// thread may take, one at a time, until none is left or one of them cuts the node off.
final class SplitPoint: Sendable {
    let position: Bitboards
    let empties: Int
    let beta: Int
    /// The split point the thread that made this one was working in: a cut-off there makes
    /// the search of this one pointless too.
    let parent: SplitPoint?
    private let moves: [ScoredMove]
    private let state: Mutex<State>
    private let cutOff = Atomic(false)

    private struct State {
        var next = 0
        /// The threads searching its moves; the one that made it counts from the start.
        var workers = 1
        var outcome: SplitOutcome
    }

    init(
        position: Bitboards, empties: Int, moves: [ScoredMove], outcome: SplitOutcome,
        parent: SplitPoint?
    ) {
        self.position = position
        self.empties = empties
        beta = outcome.beta
        self.parent = parent
        self.moves = moves
        state = Mutex(State(outcome: outcome))
    }

    /// Counts the calling thread among the workers, unless there is nothing left to take.
    func join() -> Bool {
        state.withLock { state in
            guard state.next < moves.count, !cutOff.load(ordering: .relaxed) else { return false }
            state.workers += 1
            return true
        }
    }

    func leave() { state.withLock { $0.workers -= 1 } }

    var hasWorkers: Bool { state.withLock { $0.workers > 0 } }

    /// The next move to search and the floor of its window; `nil` when none is left or the
    /// node is cut off.
    func take() -> (move: ScoredMove, floor: Int)? {
        state.withLock { state in
            guard state.next < moves.count, !cutOff.load(ordering: .relaxed) else { return nil }
            state.next += 1
            return (moves[state.next - 1], state.outcome.floor)
        }
    }

    /// Takes in the score of a move searched to the end.
    func report(_ score: Int, square: Int) {
        state.withLock { state in
            if state.outcome.report(score, square: square) {
                cutOff.store(true, ordering: .relaxed)
            }
        }
    }

    /// The node's outcome; final once no thread works on it.
    var outcome: SplitOutcome { state.withLock { $0.outcome } }

    /// Whether this split point or one it lies under is cut off.
    var isCutOffHereOrAbove: Bool {
        selfAndAbove.contains { $0.cutOff.load(ordering: .relaxed) }
    }

    /// Whether this split point is `ancestor` or lies under it.
    func lies(under ancestor: SplitPoint) -> Bool { selfAndAbove.contains { $0 === ancestor } }

    /// This split point, the one it lies under, and so on up.
    private var selfAndAbove: UnfoldFirstSequence<SplitPoint> {
        sequence(first: self, next: \.parent)
    }
}

/// What the threads of one parallel solve share: the split points open to join, how many
/// threads are idle, and the flags that stop them.
final class SplitPool: Sendable {
    private let points = Mutex<[SplitPoint]>([])
    private let idleThreads = Atomic(0)
    private let aborted = StopFlag()
    private let finished = StopFlag()
    private let visited = Atomic(0)

    var hasIdleThread: Bool {
        @inline(__always) get { idleThreads.load(ordering: .relaxed) > 0 }
    }

    func becomeIdle() { idleThreads.add(1, ordering: .relaxed) }
    func becomeBusy() { idleThreads.subtract(1, ordering: .relaxed) }

    func open(_ point: SplitPoint) { points.withLock { $0.append(point) } }
    func close(_ point: SplitPoint) { points.withLock { $0.removeAll { $0 === point } } }

    /// An open split point, under `ancestor` if given, that the calling thread has joined.
    func join(within ancestor: SplitPoint?) -> SplitPoint? {
        points.withLock { points in
            points.first { point in
                (ancestor.map { point.lies(under: $0) } ?? true) && point.join()
            }
        }
    }

    /// Every thread stops at its next poll: the caller said stop.
    func abort() { aborted.set() }
    var isAborted: Bool { aborted.isSet }

    /// The calling thread is done: the other threads return.
    func finish() { finished.set() }
    var isFinished: Bool { finished.isSet }

    func addHelperNodes(_ count: Int) { visited.add(count, ordering: .relaxed) }
    var helperNodes: Int { visited.load(ordering: .relaxed) }
}

/// One thread of a parallel solve: the split point it works in, and when it must stop.
final class SolveWorker: @unchecked Sendable {
    let pool: SplitPool
    /// The caller's stop check, for the calling thread only.
    private let callerStop: (() -> Bool)?
    /// Only its own thread reads or writes it.
    var current: SplitPoint?

    init(pool: SplitPool, callerStop: (() -> Bool)?) {
        self.pool = pool
        self.callerStop = callerStop
    }

    /// True when the caller said stop, or a split point this thread works under is cut off.
    /// The caller's check is asked until it says stop, and never again.
    func shouldStop() -> Bool {
        if pool.isAborted { return true }
        if let callerStop, callerStop() {
            pool.abort()
            return true
        }
        return current?.isCutOffHereOrAbove ?? false
    }
}
