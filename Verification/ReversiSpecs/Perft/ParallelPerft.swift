import Foundation
import ReversiCore

extension Perft {
    /// The same count spread over `jobs` threads (`jobs` ≥ 1; 1 runs on the caller's thread).
    ///
    /// The tree is cut a few plies down into many more subtrees than threads; each thread
    /// takes the next unclaimed subtree until none is left, so a thread that drew small
    /// subtrees does not sit idle while another finishes a large one.
    package static func count(from position: Bitboards, plies: Int, jobs: Int) -> PerftCount {
        let splitPly = min(plies - 2, 4)
        guard jobs > 1, splitPly >= 1 else { return count(from: position, plies: plies) }
        var subtrees: [Bitboards] = []
        collect(position, plies: splitPly, into: &subtrees)
        let queue = SubtreeQueue(subtrees)
        let threads = (0..<jobs).map { _ in
            WorkerThread { queue.drain(plies: plies - splitPly) }
        }
        threads.forEach { $0.start() }
        threads.forEach { $0.join() }
        return queue.total
    }

    /// The positions `plies` plies down, one per sequence (a position reached twice is
    /// explored twice, as perft counts sequences). Games that end before then have no
    /// subtree; the caller cuts at least two plies above the last, where they are not counted.
    static func collect(_ position: Bitboards, plies: Int, into subtrees: inout [Bitboards]) {
        guard plies > 0 else {
            subtrees.append(position)
            return
        }
        let moves = position.legalMoves
        if moves == 0 {
            let passed = position.passed
            if passed.legalMoves != 0 { collect(passed, plies: plies - 1, into: &subtrees) }
            return
        }
        var remaining = moves
        while remaining != 0 {
            let square = remaining.trailingZeroBitCount
            remaining &= remaining &- 1
            collect(
                position.playing(square, flipping: position.flips(at: square)), plies: plies - 1,
                into: &subtrees)
        }
    }
}

/// The subtrees not yet claimed and the counts of those finished. The lock guards both; it is
/// taken once per subtree, never inside one.
private final class SubtreeQueue: @unchecked Sendable {
    private let subtrees: [Bitboards]
    private var next = 0
    private var sum = PerftCount()
    private let lock = NSLock()

    init(_ subtrees: [Bitboards]) { self.subtrees = subtrees }

    var total: PerftCount { lock.withLock { sum } }

    func drain(plies: Int) {
        var local = PerftCount()
        while let subtree = claim() {
            Perft.accumulate(subtree, plies: plies, into: &local)
        }
        lock.withLock { sum = sum + local }
    }

    private func claim() -> Bitboards? {
        lock.withLock {
            guard next < subtrees.count else { return nil }
            defer { next += 1 }
            return subtrees[next]
        }
    }
}

/// A thread that can be waited for (Foundation's `Thread` has no join).
private final class WorkerThread: @unchecked Sendable {
    private let thread: Thread
    private let finished = DispatchSemaphore(value: 0)

    init(_ body: @escaping @Sendable () -> Void) {
        let finished = self.finished
        thread = Thread {
            body()
            finished.signal()
        }
        // Deep recursion is a few hundred bytes a ply; the default stack is ample, but a
        // secondary thread's default is smaller on some systems.
        thread.stackSize = 1 << 22
    }

    func start() { thread.start() }
    func join() { finished.wait() }
}
