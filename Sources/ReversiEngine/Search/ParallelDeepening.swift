import Dispatch
import ReversiCore
import Synchronization

/// The midgame search on several threads (spec 16.4), in the manner of lazy SMP: while the
/// calling thread deepens as on one thread, every other thread deepens the same position on
/// the same table, each trying the root's moves in another order. They answer nothing; what
/// they leave in the table (bounds at depth, best moves) cuts the calling thread's search
/// short and orders it. So the answer is always one search's, and a node budget, which must
/// be reproducible, is never searched this way.
struct ParallelDeepening {
    let table: TranspositionTable
    /// The move lists of the other threads.
    let helperStorages: [MoveListStorage]
    /// The selectivity every thread searches at, the calling thread's.
    var selectivity = Selectivity.exhaustive

    /// `main`'s result, run on the calling thread while the others search `position` to
    /// `maxDepth`; the positions the others visited, and whether they cut any node on a
    /// prediction (their bounds in the table are then not proven either). They have all stopped
    /// when it returns.
    func whileHelped<Result>(
        _ position: Bitboards, _ moves: [RootMove], maxDepth: Int, _ main: () -> Result
    ) -> (Result, helperNodes: Int, helpersPruned: Bool) {
        let finished = StopFlag()
        let visited = Atomic(0)
        let pruned = Atomic(false)
        let group = DispatchGroup()
        for (number, storage) in helperStorages.enumerated() {
            let helper = Helper(
                table: table, moveLists: storage, position: position,
                moves: Self.rotated(moves, by: number + 1), maxDepth: maxDepth,
                selectivity: selectivity)
            DispatchQueue.global(qos: .userInitiated).async(group: group) {
                let (nodes, helperPruned) = helper.search(until: finished)
                visited.add(nodes, ordering: .relaxed)
                if helperPruned { pruned.store(true, ordering: .relaxed) }
            }
        }
        let result = main()
        finished.set()
        group.wait()
        return (result, visited.load(ordering: .relaxed), pruned.load(ordering: .relaxed))
    }

    /// The moves with the first `count` moved to the back: each helper starts elsewhere.
    static func rotated(_ moves: [RootMove], by count: Int) -> [RootMove] {
        guard !moves.isEmpty else { return moves }
        let start = count % moves.count
        return Array(moves[start...] + moves[..<start])
    }

    /// One other thread's search, handed to it whole.
    private struct Helper: @unchecked Sendable {
        let table: TranspositionTable
        let moveLists: MoveListStorage
        let position: Bitboards
        let moves: [RootMove]
        let maxDepth: Int
        let selectivity: Selectivity

        func search(until finished: StopFlag) -> (nodes: Int, pruned: Bool) {
            var searcher = Searcher(
                table: table, moveLists: moveLists, flipTables: .shared, nodeBudget: nil,
                selectivity: selectivity, shouldStop: { finished.isSet })
            _ = searcher.deepen(position, moves, maxDepth: maxDepth)
            return (searcher.nodes, searcher.pruned)
        }
    }
}
