import Dispatch
import ReversiCore
import Synchronization

/// The exact solver on several threads (spec 16.4), in the manner of ABDADA: every thread
/// solves the whole position, sharing the transposition table (`StoredEntry` keeps a torn
/// entry from being read), each with its own move lists. From `splitEmpties` up, a node
/// searches its first move at once, and puts off any other move another thread is searching
/// (`BusyPositions`) until it has searched the rest: so the threads spread over the moves, and
/// a move put off is often found in the table once its turn comes.
///
/// The calling thread's search is the one that answers, and it is the one-thread search's root
/// over an exact solver whatever the others did, so the score and the best moves are those of
/// one thread. Only the calling thread calls the caller's stop check; once it is done, stopped
/// or not, it sets a flag the others read at their polls, every `Searcher.pollInterval`
/// positions, and returns when they have all stopped.
struct ParallelSolver {
    /// From this many empties a node puts off moves that another thread is searching: below,
    /// a move's subtree is too small to pay for the look-up.
    static let splitEmpties = 12

    let table: TranspositionTable
    /// The move lists of each thread; the calling thread's first.
    let storages: [UnsafeMutablePointer<ScoredMove>]
    let shouldStop: () -> Bool

    /// As `Searcher.solveRoot`: the exact score and the root's best moves, trying `moves` in
    /// order; `nil` when stopped. Also the positions every thread visited.
    func solveRoot(_ position: Bitboards, _ moves: [RootMove], allBest: Bool)
        -> (solved: (score: Int, squares: [Int])?, nodes: Int)
    {
        let shared = SharedSearch(table: table)
        let group = DispatchGroup()
        for storage in storages.dropFirst().map(SendablePointer.init) {
            DispatchQueue.global(qos: .userInitiated).async(group: group) {
                shared.help(position, moveLists: storage.pointer)
            }
        }
        var main = Searcher(
            table: table, moveLists: storages[0], flipTables: .shared, nodeBudget: nil,
            shouldStop: shouldStop)
        let solved = main.solveRoot(position, moves, allBest: allBest, busy: shared.busy)
        shared.finished.set()
        group.wait()
        return (solved, main.nodes + shared.nodes)
    }
}

/// What the threads of one parallel solve share: the positions being searched, the flag that
/// ends the other threads' searches, and the positions they visited.
private final class SharedSearch: Sendable {
    let busy = BusyPositions()
    let finished = StopFlag()
    /// A view of memory every thread reads and writes at once, by design: see `StoredEntry`.
    nonisolated(unsafe) let table: TranspositionTable
    private let visited = Atomic(0)

    init(table: TranspositionTable) { self.table = table }

    var nodes: Int { visited.load(ordering: .acquiring) }

    /// A helping thread's search of the whole position, until the calling thread is done.
    func help(_ position: Bitboards, moveLists: UnsafeMutablePointer<ScoredMove>) {
        var searcher = Searcher(
            table: table, moveLists: moveLists, flipTables: .shared, nodeBudget: nil,
            shouldStop: { [finished] in finished.isSet })
        _ = searcher.solveShared(
            position, -64, 64, empties: position.empty.nonzeroBitCount, busy: busy)
        visited.add(searcher.nodes, ordering: .releasing)
    }
}

/// The positions some thread is searching, by a hash of the position: a counter per slot,
/// raised on entering and lowered on leaving. Two positions that share a slot only make a
/// move be put off for nothing.
final class BusyPositions: @unchecked Sendable {
    private static let slots = 1 << 16
    private let counters: UnsafeMutablePointer<Atomic<UInt32>>

    init() {
        counters = .allocate(capacity: Self.slots)
        for slot in 0..<Self.slots { (counters + slot).initialize(to: Atomic(0)) }
    }

    deinit {
        counters.deinitialize(count: Self.slots)
        counters.deallocate()
    }

    @inline(__always)
    private func slot(_ position: Bitboards) -> Int {
        let mixed =
            (position.own &* 0xC2B2_AE3D_27D4_EB4F) ^ (position.opponent &* 0x9E37_79B9_7F4A_7C15)
        return Int(truncatingIfNeeded: (mixed ^ (mixed &>> 29)) & UInt64(Self.slots - 1))
    }

    @inline(__always)
    func isBusy(_ position: Bitboards) -> Bool {
        counters[slot(position)].load(ordering: .relaxed) != 0
    }

    @inline(__always)
    func enter(_ position: Bitboards) {
        counters[slot(position)].add(1, ordering: .relaxed)
    }

    @inline(__always)
    func leave(_ position: Bitboards) {
        counters[slot(position)].subtract(1, ordering: .relaxed)
    }
}

/// The flag the calling thread sets when it is done, which the other threads read.
final class StopFlag: Sendable {
    private let storage = Atomic(false)
    var isSet: Bool { storage.load(ordering: .relaxed) }
    func set() { storage.store(true, ordering: .relaxed) }
}

/// A thread's move lists, handed to it: each thread writes only its own.
private struct SendablePointer: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<ScoredMove>
    init(_ pointer: UnsafeMutablePointer<ScoredMove>) { self.pointer = pointer }
}

extension Searcher {
    /// `solveSorted` for the nodes of a parallel solve from `ParallelSolver.splitEmpties` up:
    /// the first move searched at once, any other that another thread is searching put off
    /// until the rest are done.
    mutating func solveShared(
        _ position: Bitboards, _ alpha: Int, _ beta: Int, empties: Int, busy: BusyPositions
    ) -> Int {
        if empties < ParallelSolver.splitEmpties {
            return solve(position, alpha, beta, empties: empties)
        }
        if visit() { return 0 }
        var alpha = alpha
        var beta = beta
        if let bound = stabilityBound(position, alpha: alpha) { return bound }
        var tableMove = Int(TableEntry.noMove)
        if let entry = table.probe(position) {
            if let value = entry.cutoff(&alpha, &beta) { return value }
            tableMove = Int(entry.move)
        }
        let moves = position.legalMoves
        if moves == 0 {
            let passed = position.passed
            if passed.legalMoves == 0 { return position.finalScore }
            return 0 &- solveShared(passed, 0 &- beta, 0 &- alpha, empties: empties, busy: busy)
        }
        var list = moveList(empties)
        var remaining = moves
        while remaining != 0 {
            let square = remaining.trailingZeroBitCount
            remaining &= remaining &- 1
            let flipped = flipTables.flips(position, at: square)
            let child = position.child(square, flipped)
            if let entry = table.probe(child) {
                let bound = 0 &- Int(entry.upper)
                if bound >= beta { return bound }
            }
            let key =
                square == tableMove
                ? Int.min : Self.solverOrderingKey(child, square: square, flipped: flipped)
            list.append(square: square, flipped: flipped, key: key)
        }
        var best = Self.noScore
        var bestIndex = -1
        var floor = alpha
        var putOff: UInt64 = 0
        var searched = false
        passes: for pass in 0..<2 {
            for index in 0..<list.count {
                let move: ScoredMove
                if pass == 0 {
                    move = list.takeBest(from: index)
                } else {
                    guard putOff & (1 &<< UInt64(index)) != 0 else { continue }
                    move = list[index]
                }
                let child = position.child(move.square, move.flipped)
                if pass == 0 && searched && busy.isBusy(child) {
                    putOff |= 1 &<< UInt64(index)
                    continue
                }
                busy.enter(child)
                var score: Int
                if !searched {
                    score =
                        0
                        &- solveShared(
                            child, 0 &- beta, 0 &- floor, empties: empties &- 1, busy: busy)
                    searched = true
                } else {
                    score =
                        0
                        &- solveShared(
                            child, 0 &- floor &- 1, 0 &- floor, empties: empties &- 1, busy: busy)
                    if score > floor && score < beta && !isStopped {
                        score =
                            0
                            &- solveShared(
                                child, 0 &- beta, 0 &- floor, empties: empties &- 1, busy: busy)
                    }
                }
                busy.leave(child)
                if isStopped { return 0 }
                if score > best {
                    best = score
                    bestIndex = index
                    if score > floor {
                        floor = score
                        if score >= beta { break passes }
                    }
                }
            }
            if putOff == 0 { break }
        }
        let bestMove = bestIndex >= 0 ? list[bestIndex].square : Int(TableEntry.noMove)
        table.store(
            position, depth: empties, lower: best > alpha ? best : -64,
            upper: best < beta ? best : 64, move: bestMove)
        return best
    }
}
