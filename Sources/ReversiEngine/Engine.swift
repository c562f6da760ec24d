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

    /// From this many empties `solve` first runs a short heuristic search, whose best move it
    /// then solves first: the best move first makes every other move's proof cheaper.
    static let presortedSolveEmpties = 14
    /// The depth and node budget of that short search.
    static let presortDepth = 6
    static let presortBudget = 1_000_000

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

    /// The move a search within `limits` plays in the position of `moves`.
    ///
    /// The search stops early, answering with the best move it has, when `shouldStop` says so
    /// (a cancellation, or the caller's clock), when the limits' node budgets are spent
    /// or when `limits.time` has passed. With no stop and no time, the move depends only on
    /// the position, the limits and `seed` (spec 10.6): the seed orders the moves before the
    /// search, and so picks among equally good ones.
    ///
    /// `progress` hears of each depth the heuristic search finishes, for a front end to show
    /// while the computer thinks: the engine calls it and never looks at a clock or a screen
    /// for it, and it changes nothing searched.
    public func bestMove(
        for moves: LegalMoves, limits: SearchLimits, seed: UInt64,
        shouldStop: @escaping () -> Bool = { false },
        progress: (SearchUpdate) -> Void = { _ in }
    ) -> SearchResult {
        let position = moves.state.bitboards
        var random = SplitMix64(seed: seed)
        let order = rootMoves(position).shuffled(using: &random)
        let shouldStop = Self.stopCheck(shouldStop, within: limits.time)
        do {
            // The heuristic search comes first also when the level solves the position: it
            // orders the moves for the solver and answers if the solve is stopped.
            var heuristic = searcher(budget: limits.midgameBudget, shouldStop: shouldStop)
            let choice = heuristic.deepen(position, order, maxDepth: limits.depth) {
                choice, nodes in
                progress(
                    SearchUpdate(
                        depth: choice.depth, move: Coordinate(index: choice.square),
                        score: .heuristic(choice.score), nodes: nodes))
            }
            let square = choice?.square ?? order[0].square
            let empties = position.empty.nonzeroBitCount
            guard empties <= limits.exactEmpties, heuristic.stopReason != .stopped else {
                return result(
                    moves, square: square, score: .heuristic(choice?.score ?? 0),
                    depth: choice?.depth ?? 0, nodes: heuristic.nodes,
                    stopReason: heuristic.stopReason)
            }
            var exact = searcher(
                budget: limits.nodes.map { $0 - heuristic.nodes }, shouldStop: shouldStop)
            let solved = exact.solveRoot(position, order.first(square), allBest: false)
            let nodes = heuristic.nodes + exact.nodes
            guard let solved, let best = solved.squares.first else {
                return result(
                    moves, square: square, score: .heuristic(choice?.score ?? 0),
                    depth: choice?.depth ?? 0, nodes: nodes, stopReason: exact.stopReason)
            }
            return result(
                moves, square: best, score: .exact(solved.score), depth: empties, nodes: nodes,
                stopReason: nil)
        }
    }

    /// The exact result of `state` with best play, with every best move; `nil` when stopped
    /// by `shouldStop` or `nodeBudget` first.
    public func solve(
        _ state: GameState, nodeBudget: Int? = nil, shouldStop: () -> Bool = { false }
    ) -> Solution? {
        let position = state.bitboards
        return withoutActuallyEscaping(shouldStop) { shouldStop in
            switch GameModel(state) {
            case .mustPlace(let moves):
                var order = rootMoves(position).sorted { first, second in
                    Searcher.solverOrderingKey(
                        position.child(first.square, first.flipped), square: first.square,
                        flipped: first.flipped)
                        < Searcher.solverOrderingKey(
                            position.child(second.square, second.flipped),
                            square: second.square, flipped: second.flipped)
                }
                var presortNodes = 0
                if position.empty.nonzeroBitCount >= Self.presortedSolveEmpties {
                    var heuristic = searcher(
                        budget: min(Self.presortBudget, nodeBudget ?? Int.max),
                        shouldStop: shouldStop)
                    if let choice = heuristic.deepen(
                        position, order, maxDepth: Self.presortDepth)
                    {
                        order = order.first(choice.square)
                    }
                    presortNodes = heuristic.nodes
                }
                var exact = searcher(
                    budget: nodeBudget.map { $0 - presortNodes }, shouldStop: shouldStop)
                guard let solved = exact.solveRoot(position, order, allBest: true) else {
                    return nil
                }
                let best = solved.squares.sorted().compactMap {
                    moves.move(at: Coordinate(index: $0))
                }
                return Solution(
                    score: solved.score, bestPlay: .moves(best), nodes: presortNodes + exact.nodes)
            case .mustPass:
                var exact = searcher(budget: nodeBudget, shouldStop: shouldStop)
                guard let score = exact.solveAnyPosition(position) else { return nil }
                return Solution(score: score, bestPlay: .pass, nodes: exact.nodes)
            case .completed:
                return Solution(score: position.finalScore, bestPlay: .gameOver, nodes: 0)
            }
        }
    }

    /// The caller's stop check, and past `time` from now, the clock's: a time limit is the
    /// one limit the engine reads a clock for.
    private static func stopCheck(_ shouldStop: @escaping () -> Bool, within time: Duration?)
        -> () -> Bool
    {
        guard let time else { return shouldStop }
        let deadline = ContinuousClock.now + time
        return { shouldStop() || ContinuousClock.now >= deadline }
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
            moveLists: moveLists.moves, flipTables: .shared, nodeBudget: budget,
            shouldStop: shouldStop)
    }

    private func rootMoves(_ position: Bitboards) -> [RootMove] {
        Coordinate.cells(of: position.legalMoves).map {
            RootMove(square: $0.index, flipped: FlipTables.shared.flips(position, at: $0.index))
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

extension [RootMove] {
    /// The same moves with the one on `square` first.
    fileprivate func first(_ square: Int) -> [RootMove] {
        filter { $0.square == square } + filter { $0.square != square }
    }
}
