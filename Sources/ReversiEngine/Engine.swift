import ReversiCore

/// The search engine: finds a level's move, or solves a position exactly.
///
/// An engine owns its memory (the transposition table and the move lists), allocated once at
/// `init` and reused by every search, so a search allocates nothing in its loops. It is pure
/// and synchronous: no clock, no thread. Searches on one engine run one at a time; a front end
/// runs them off its main thread and stops one through `shouldStop`, which the search polls
/// every few milliseconds. Each search starts as on an empty table, so results never depend on
/// earlier searches.
public final class Engine {
    /// The table's default size: 2^21 entries of 24 bytes, 48 MiB.
    public static let defaultTableBytes = 48 << 20

    private let table: TableStorage
    private let moveLists = MoveListStorage()
    private var generation: UInt16 = 0

    /// An engine whose transposition table takes at most `tableBytes` (rounded down to a
    /// power-of-two number of entries; below 48 bytes the table is off).
    public init(tableBytes: Int = Engine.defaultTableBytes) {
        table = TableStorage(bytes: tableBytes)
    }

    /// The memory the transposition table takes.
    public var tableBytes: Int { table.bytes }

    /// The move `level` plays in the position of `moves`.
    ///
    /// The search stops early, answering with the best move it has, when `shouldStop` says so
    /// (a cancellation, or the caller's clock) or when `nodeBudget` positions are visited.
    /// With neither, the move depends only on the position, the level and `seed` (spec 10.6):
    /// the seed orders the moves before the search, and so picks among equally good ones.
    public func bestMove(
        for moves: LegalMoves, level: Level, seed: UInt64, nodeBudget: Int? = nil,
        shouldStop: () -> Bool = { false }
    ) -> SearchResult {
        let position = moves.state.bitboards
        var random = SplitMix64(seed: seed)
        let order = rootMoves(position).shuffled(using: &random)
        return withoutActuallyEscaping(shouldStop) { shouldStop in
            var heuristic = searcher(
                budget: min(level.nodeBudget, nodeBudget ?? Int.max), shouldStop: shouldStop)
            let choice = heuristic.deepen(position, order, maxDepth: level.depth)
            let heuristicResult = result(
                moves, square: choice?.square ?? order[0].square,
                score: .heuristic(choice?.score ?? 0), depth: choice?.depth ?? 0,
                nodes: heuristic.nodes, stopReason: heuristic.stopReason)
            let empties = position.empty.nonzeroBitCount
            guard empties <= level.exactEmpties, heuristic.stopReason != .stopped else {
                return heuristicResult
            }
            // The heuristic search's best move first: the exact search's best ordering.
            let chosen = choice?.square ?? order[0].square
            let exactOrder =
                order.filter { $0.square == chosen } + order.filter { $0.square != chosen }
            var exact = searcher(
                budget: nodeBudget.map { $0 - heuristic.nodes }, shouldStop: shouldStop)
            guard let solved = exact.solveRoot(position, exactOrder, allBest: false),
                let square = solved.squares.first
            else {
                return result(
                    moves, square: heuristicResult.move.coordinate.index,
                    score: heuristicResult.score, depth: heuristicResult.depth,
                    nodes: heuristic.nodes + exact.nodes, stopReason: exact.stopReason)
            }
            return result(
                moves, square: square, score: .exact(solved.score), depth: empties,
                nodes: heuristic.nodes + exact.nodes, stopReason: nil)
        }
    }

    /// The exact result of `state` with best play, with every best move; `nil` when stopped
    /// by `shouldStop` or `nodeBudget` first.
    public func solve(
        _ state: GameState, nodeBudget: Int? = nil, shouldStop: () -> Bool = { false }
    ) -> Solution? {
        withoutActuallyEscaping(shouldStop) { shouldStop in
            var exact = searcher(budget: nodeBudget, shouldStop: shouldStop)
            switch GameModel(state) {
            case .mustPlace(let moves):
                let position = state.bitboards
                let order = rootMoves(position).sorted { first, second in
                    Searcher.fastestFirstKey(position.child(first.square, first.flipped))
                        < Searcher.fastestFirstKey(position.child(second.square, second.flipped))
                }
                guard let solved = exact.solveRoot(position, order, allBest: true) else {
                    return nil
                }
                let best = solved.squares.sorted().compactMap {
                    moves.move(at: Coordinate(index: $0))
                }
                return Solution(score: solved.score, bestPlay: .moves(best), nodes: exact.nodes)
            case .mustPass:
                guard let score = exact.solveAnyPosition(state.bitboards) else { return nil }
                return Solution(score: score, bestPlay: .pass, nodes: exact.nodes)
            case .completed:
                return Solution(
                    score: state.bitboards.finalScore, bestPlay: .gameOver, nodes: 0)
            }
        }
    }

    /// A searcher on a fresh generation of the table: it sees none of the entries before.
    private func searcher(budget: Int?, shouldStop: @escaping () -> Bool) -> Searcher {
        if generation == UInt16.max {
            table.clear()
            generation = 0
        }
        generation += 1
        return Searcher(
            table: TranspositionTable(table, generation: generation),
            moveLists: moveLists.moves, nodeBudget: budget, shouldStop: shouldStop)
    }

    private func rootMoves(_ position: Bitboards) -> [RootMove] {
        Coordinate.cells(of: position.legalMoves).map {
            RootMove(square: $0.index, flipped: position.flips(at: $0.index))
        }
    }

    private func result(
        _ moves: LegalMoves, square: Int, score: Score, depth: Int, nodes: Int,
        stopReason: Searcher.StopReason?
    ) -> SearchResult {
        let ending: SearchResult.Ending =
            switch stopReason {
            case nil: .completed
            case .nodeBudget: .budgetSpent
            case .stopped: .stopped
            }
        return SearchResult(
            move: moves.move(at: Coordinate(index: square)) ?? moves[0], score: score,
            depth: depth, nodes: nodes, ending: ending)
    }
}
