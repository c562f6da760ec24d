import Dispatch
import ReversiCore

/// The exact solver on several threads (spec 16.4), by young-brothers-wait splitting: from
/// `splitEmpties` up, a node searches its first move alone (its first few when its window is
/// wide: `eldersBeforeSharing`); once that is done, if a thread is idle, the node's other moves
/// become a `SplitPoint` that every idle thread may join, each taking the next move until none
/// is left or one of them cuts the node off. A node whose first move did not cut it off seldom
/// has a later one that does, so the moves shared are mostly moves one thread would have
/// searched too, with the window it would have used.
///
/// The root stays on the calling thread, in order, as one thread's root search over an exact
/// solver: so the score and the best moves are those of one thread whatever the others did.
/// The calling thread alone calls the caller's stop check; when it says stop, a flag stops
/// every thread at its next poll (every `Searcher.pollInterval` positions), and the solve
/// returns only once they have all stopped.
struct ParallelSolver {
    /// From this many empties a node shares its later moves: below, a move's subtree is too
    /// small to pay for the hand-over.
    static let splitEmpties = 12

    /// How many moves a node searches alone before it shares the rest. One at a null-window
    /// node: if the first move did not cut it off, the others will mostly all be searched.
    /// Four at a node with a wider window, whose floor still rises over its first moves: a
    /// move shared is searched with the floor of when it was taken, and searched again if it
    /// beats it. On FFO 40–44, 2 threads visited 336 M positions sharing after one move
    /// everywhere, 305 M with four at the wide nodes, 320 M never sharing at them (one thread:
    /// 280 M), before the evaluation ordered the solver's moves (now about 180 M against
    /// 169 M).
    @inline(__always)
    static func eldersBeforeSharing(_ alpha: Int, _ beta: Int) -> Int {
        beta &- alpha > 1 ? 4 : 1
    }

    let table: TranspositionTable
    /// The move lists of each thread; the calling thread's first.
    let storages: [MoveListStorage]
    let shouldStop: () -> Bool

    /// As `Searcher.solveRoot`: the exact score and the root's best moves, trying `moves` in
    /// order; `nil` when stopped. Also the positions every thread visited.
    func solveRoot(_ position: Bitboards, _ moves: [RootMove], allBest: Bool)
        -> (solved: (score: Int, squares: [Int])?, nodes: Int)
    {
        let pool = SplitPool()
        let group = DispatchGroup()
        for storage in storages.dropFirst() {
            let helper = Helper(table: table, moveLists: storage, pool: pool)
            DispatchQueue.global(qos: .userInitiated).async(group: group) { helper.run() }
        }
        let worker = SolveWorker(pool: pool, callerStop: shouldStop)
        var main = Searcher(
            table: table, moveLists: storages[0], flipTables: .shared, nodeBudget: nil,
            shouldStop: { worker.shouldStop() })
        let solved = main.solveRoot(position, moves, allBest: allBest, worker: worker)
        pool.finish()
        group.wait()
        return (solved, main.nodes + pool.helperNodes)
    }

    /// A thread other than the caller's: it joins split points until the solve is done.
    private struct Helper: @unchecked Sendable {
        let table: TranspositionTable
        let moveLists: MoveListStorage
        let pool: SplitPool

        func run() {
            let worker = SolveWorker(pool: pool, callerStop: nil)
            var searcher = Searcher(
                table: table, moveLists: moveLists, flipTables: .shared, nodeBudget: nil,
                shouldStop: { worker.shouldStop() })
            pool.becomeIdle()
            while !pool.isFinished {
                if let point = pool.join(within: nil) {
                    pool.becomeBusy()
                    searcher.work(at: point, worker: worker)
                    pool.becomeIdle()
                } else {
                    yieldProcessor()
                }
            }
            pool.becomeBusy()
            pool.addHelperNodes(searcher.nodes)
        }
    }
}

extension Searcher {
    /// `solveSorted` for the nodes of a parallel solve from `ParallelSolver.splitEmpties` up:
    /// the first move searched alone, and the others shared with the idle threads, if any,
    /// as soon as one is searched.
    mutating func solveShared(
        _ position: Bitboards, _ alpha: Int, _ beta: Int, empties: Int, worker: SolveWorker
    ) -> Int {
        if empties < ParallelSolver.splitEmpties {
            return solve(position, alpha, beta, empties: empties)
        }
        var alpha = alpha
        var beta = beta
        var list = moveList(empties)
        switch openSortedNode(position, &alpha, &beta, empties: empties, into: &list) {
        case .settled(let score): return score
        case .mustPass:
            return 0
                &- solveShared(
                    position.passed, 0 &- beta, 0 &- alpha, empties: empties, worker: worker)
        case .ordered: break
        }
        var outcome = SplitOutcome(alpha: alpha, beta: beta)
        for index in 0..<list.count {
            if index >= ParallelSolver.eldersBeforeSharing(alpha, beta) && list.count &- index >= 2
                && worker.pool.hasIdleThread
            {
                let rest = (index..<list.count).map { list.takeBest(from: $0) }
                guard let shared = shareMoves(position, rest, outcome, empties: empties, worker)
                else { return 0 }
                outcome = shared
                break
            }
            let move = list.takeBest(from: index)
            let child = position.child(move.square, move.flipped)
            let score = searchMove(
                child, outcome.floor, beta, empties: empties, first: index == 0, worker: worker)
            if isStopped { return 0 }
            if outcome.report(score, square: move.square) { break }
        }
        table.store(
            position, depth: empties, lower: outcome.best > alpha ? outcome.best : -64,
            upper: outcome.best < beta ? outcome.best : 64, move: outcome.bestSquare)
        return outcome.best
    }

    /// One move of a node, as principal variation search does it: the first with the window
    /// from `floor` to `beta`, any other with a null window at `floor` and, if it beats it, again
    /// with the rest of the window. The child's score, from the mover's side.
    @inline(__always)
    private mutating func searchMove(
        _ child: Bitboards, _ floor: Int, _ beta: Int, empties: Int, first: Bool,
        worker: SolveWorker
    ) -> Int {
        if first {
            return 0
                &- solveShared(child, 0 &- beta, 0 &- floor, empties: empties &- 1, worker: worker)
        }
        let score =
            0
            &- solveShared(
                child, 0 &- floor &- 1, 0 &- floor, empties: empties &- 1, worker: worker)
        guard score > floor && score < beta && !isStopped else { return score }
        return 0 &- solveShared(child, 0 &- beta, 0 &- floor, empties: empties &- 1, worker: worker)
    }

    /// The node's moves `rest` shared with the idle threads, this one searching them too; the
    /// node's outcome once every thread has left them, or `nil` when the solve stopped or a
    /// node above was cut off.
    private mutating func shareMoves(
        _ position: Bitboards, _ rest: [ScoredMove], _ outcome: SplitOutcome, empties: Int,
        _ worker: SolveWorker
    ) -> SplitOutcome? {
        let point = SplitPoint(
            position: position, empties: empties, moves: rest, outcome: outcome,
            parent: worker.current)
        worker.pool.open(point)
        work(at: point, worker: worker)
        worker.pool.close(point)
        // Until the others are done with its moves, this thread helps them below. They see a
        // stop at their own polls; this thread asks too, now and then, as the calling thread
        // must pass a stop of the caller on to them.
        worker.pool.becomeIdle()
        var waits = 0
        while point.hasWorkers {
            if let below = worker.pool.join(within: point) {
                worker.pool.becomeBusy()
                work(at: below, worker: worker)
                worker.pool.becomeIdle()
            } else {
                waits &+= 1
                if waits % 256 == 0 && worker.shouldStop() { stop() }
                yieldProcessor()
            }
        }
        worker.pool.becomeBusy()
        return isStopped ? nil : point.outcome
    }

    /// Searches the moves of `point`, which this thread has joined, until none is left or it
    /// is cut off, then leaves it. A stop that only meant `point` was cut off ends here: the
    /// search goes on above.
    mutating func work(at point: SplitPoint, worker: SolveWorker) {
        let above = worker.current
        worker.current = point
        while let (move, floor) = point.take() {
            let child = point.position.child(move.square, move.flipped)
            let score = searchMove(
                child, floor, point.beta, empties: point.empties, first: false, worker: worker)
            if isStopped { break }
            point.report(score, square: move.square)
        }
        point.leave()
        worker.current = above
        resume(stopped: worker.shouldStop())
    }
}

/// The best score of a node's moves so far, which one it was, and the floor of the window the
/// next move is searched with.
struct SplitOutcome {
    let alpha: Int
    let beta: Int
    private(set) var best = Searcher.noScore
    private(set) var bestSquare = Int(TableEntry.noMove)
    private(set) var floor: Int

    init(alpha: Int, beta: Int) {
        self.alpha = alpha
        self.beta = beta
        floor = alpha
    }

    /// Takes in a move's score; true when it cuts the node off.
    @inline(__always)
    mutating func report(_ score: Int, square: Int) -> Bool {
        if score > best { bestSquare = square }
        return raise(&best, &floor, to: score, beta: beta)
    }
}

/// Yields the processor while a thread waits for work: the waits are short, and a sleep would
/// outlast them.
@inline(__always)
private func yieldProcessor() {
    #if canImport(Glibc)
        sched_yield()
    #elseif canImport(Darwin)
        sched_yield()
    #endif
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
