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

    /// `main`'s result, run on the calling thread while the others search `position` to
    /// `maxDepth`; and the positions the others visited. They have all stopped when it returns.
    func whileHelped<Result>(
        _ position: Bitboards, _ moves: [RootMove], maxDepth: Int, _ main: () -> Result
    ) -> (Result, helperNodes: Int) {
        let finished = StopFlag()
        let visited = Atomic(0)
        let group = DispatchGroup()
        for (number, storage) in helperStorages.enumerated() {
            let helper = Helper(
                table: table, moveLists: storage, position: position,
                moves: Self.rotated(moves, by: number + 1), maxDepth: maxDepth)
            DispatchQueue.global(qos: .userInitiated).async(group: group) {
                visited.add(helper.search(until: finished), ordering: .relaxed)
            }
        }
        let result = main()
        finished.set()
        group.wait()
        return (result, visited.load(ordering: .relaxed))
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

        func search(until finished: StopFlag) -> Int {
            var searcher = Searcher(
                table: table, moveLists: moveLists, flipTables: .shared, nodeBudget: nil,
                shouldStop: { finished.isSet })
            _ = searcher.deepen(position, moves, maxDepth: maxDepth)
            return searcher.nodes
        }
    }
}
