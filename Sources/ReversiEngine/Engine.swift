import ReversiCore

/// The search engine: finds a level's move, or solves a position exactly.
///
/// An engine owns its memory (the transposition table and the move lists), allocated once at
/// `init` and reused by every search, so a search allocates nothing in its loops. It is
/// synchronous: a call returns with its answer. It reads a clock only for a limit's `time`,
/// and starts threads only for a search on more than one (`threads`, spec 16.4) without a
/// node budget: the exact solve (`ParallelSolver`) and the midgame search
/// (`ParallelDeepening`). They have all stopped when the call returns. Searches on one engine
/// run one at a time; a front end runs them off its main thread and stops one through
/// `shouldStop`, which the search polls every few milliseconds, on the calling thread only. Each search starts as on an empty
/// table, so results never depend on earlier searches.
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
    /// The move lists of the other threads of a search.
    private let helperMoveLists: [MoveListStorage]
    private var generation: UInt16 = 0

    /// The threads a search without a node budget runs on (spec 16.4).
    public let threads: Int

    /// An engine whose transposition table takes at most `tableBytes` (rounded down to a
    /// power-of-two number of entries; below 48 bytes the table is off), and whose exact
    /// solves and midgame searches run on `threads` threads (at least one). A search with a
    /// node budget runs on one thread whatever `threads` says, so that it stays reproducible
    /// (spec 10.6, 16.4).
    public init(tableBytes: Int = Engine.defaultTableBytes, threads: Int = 1) {
        table = TableStorage(bytes: tableBytes)
        self.threads = max(threads, 1)
        helperMoveLists = (1..<self.threads).map { _ in MoveListStorage() }
    }

    /// The memory the transposition table takes.
    public var tableBytes: Int { table.bytes }

    /// The move a search within `limits` plays in the position of `moves`.
    ///
    /// The search stops early, answering with the best move it has, when `shouldStop` says so
    /// (a cancellation, or the caller's clock), when the limits' node budgets are spent
    /// or when `limits.time` has passed. With no stop and no time, the move depends only on
    /// the position, the limits and `seed` (spec 10.6): the seed orders the moves before the
    /// search, and so picks among equally good ones, and with an opening margin among the
    /// nearly as good ones of a game's first moves (the score is then the best move's).
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
        let empties = position.empty.nonzeroBitCount
        let solves = empties <= limits.exactEmpties
        if solves && limits.selectivity.prunes {
            return endSelectivelyFirst(
                moves, order, limits: limits, shouldStop: shouldStop, progress: progress)
        }
        // The heuristic search comes first also when the level solves the position: it
        // orders the moves for the solver and answers if the solve is stopped. With a time,
        // it gets a quarter of it before a solve, which gets the rest (spec 16.1).
        // In a game's first moves, a level with an opening margin keeps a quarter of its time
        // to find the moves near the best, among which the seed draws (spec 16.1).
        let margin = solves || 60 - empties >= SearchLimits.variedPlies ? nil : limits.openingMargin
        let heuristicTime =
            solves
            ? limits.time.map { $0 / 4 } : margin != nil ? limits.time.map { $0 * 3 / 4 } : nil
        let heuristicStop = Self.stopCheck(shouldStop, within: heuristicTime)
        // A depth not expected to finish in the heuristic search's time is not started, so a
        // timed level answers once deeper is out of reach (spec 16.1).
        let start = ContinuousClock.now
        var iterations = (heuristicTime ?? limits.time).map(IterationBudget.init)
        func goesDeeper() -> Bool {
            guard var budget = iterations else { return true }
            let elapsed = ContinuousClock.now - start
            budget.finished(after: elapsed)
            iterations = budget
            return budget.startsNext(at: elapsed)
        }
        do {
            var heuristic = searcher(
                budget: limits.midgameBudget, selectivity: limits.selectivity,
                shouldStop: heuristicStop)
            // A search with a node budget stays on one thread: the others' work changes what
            // the table holds when, so the move would no longer depend on the limits alone, as
            // levels 1 to 5 promise (spec 10.6, 16.4).
            let helpers = limits.midgameBudget == nil ? helperMoveLists : []
            let parallel = ParallelDeepening(
                table: heuristic.table, helperStorages: helpers, selectivity: limits.selectivity)
            let (choice, helperNodes, helpersPruned) = parallel.whileHelped(
                position, order, maxDepth: limits.depth
            ) {
                heuristic.deepen(
                    position, order, maxDepth: limits.depth, goesDeeper: goesDeeper
                ) { choice, nodes in
                    progress(
                        SearchUpdate(
                            depth: choice.depth, move: Coordinate(index: choice.square),
                            continuation: self.expectedLine(
                                after: choice.square, from: position, length: choice.depth - 1),
                            score: Score(searched: choice.score, pruned: choice.pruned),
                            nodes: nodes, selectivity: limits.selectivity))
                }
            }
            let heuristicScore = Score(
                searched: choice?.score ?? 0, pruned: heuristic.pruned || helpersPruned)
            var square = choice?.square ?? order[0].square
            if let margin, let choice, !shouldStop() {
                heuristic.proceed(shouldStop: shouldStop)
                let near = heuristic.movesNear(position, order, choice, margin: margin)
                square = near[Int(random.next() % UInt64(near.count))]
            }
            // Only the caller's stop, or the whole time, ends the search before the solve.
            let stopped =
                heuristic.stopReason == .stopped && (limits.time == nil || shouldStop())
            guard solves, !stopped else {
                return result(
                    moves, square: square, score: heuristicScore,
                    depth: choice?.depth ?? 0, nodes: heuristic.nodes + helperNodes,
                    stopReason: heuristic.stopReason, selectivity: limits.selectivity)
            }
            let exact = solveRoot(
                position, order.first(square), allBest: false,
                budget: limits.nodes.map { $0 - heuristic.nodes }, shouldStop: shouldStop)
            let nodes = heuristic.nodes + helperNodes + exact.nodes
            guard let solved = exact.solved, let best = solved.squares.first else {
                return result(
                    moves, square: square, score: heuristicScore,
                    depth: choice?.depth ?? 0, nodes: nodes, stopReason: exact.stopReason,
                    selectivity: limits.selectivity)
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
                let exact = solveRoot(
                    position, order, allBest: true, budget: nodeBudget.map { $0 - presortNodes },
                    shouldStop: shouldStop)
                guard let solved = exact.solved else { return nil }
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
    static func stopCheck(_ shouldStop: @escaping () -> Bool, within time: Duration?)
        -> () -> Bool
    {
        guard let time else { return shouldStop }
        let deadline = ContinuousClock.now + time
        return { shouldStop() || ContinuousClock.now >= deadline }
    }

    /// The exact solve of the root, on every thread of the engine when it has no budget.
    func solveRoot(
        _ position: Bitboards, _ order: [RootMove], allBest: Bool, budget: Int?,
        shouldStop: @escaping () -> Bool
    ) -> (solved: (score: Int, squares: [Int])?, nodes: Int, stopReason: Searcher.StopReason?) {
        guard threads > 1, budget == nil else {
            var exact = searcher(budget: budget, shouldStop: shouldStop)
            let solved = exact.solveRoot(position, order, allBest: allBest)
            return (solved, exact.nodes, exact.stopReason)
        }
        let parallel = ParallelSolver(
            table: nextTable(), storages: [moveLists] + helperMoveLists,
            shouldStop: shouldStop)
        let (solved, nodes) = parallel.solveRoot(position, order, allBest: allBest)
        return (solved, nodes, solved == nil ? .stopped : nil)
    }

    /// A searcher on a fresh generation of the table: it sees none of the entries before, so
    /// none a search at another selectivity left.
    func searcher(
        budget: Int?, selectivity: Selectivity = .exhaustive, shouldStop: @escaping () -> Bool
    ) -> Searcher {
        Searcher(
            table: nextTable(),
            moveLists: moveLists, flipTables: .shared, nodeBudget: budget,
            selectivity: selectivity, shouldStop: shouldStop)
    }

    /// The table on a fresh generation: it sees none of the entries before.
    private func nextTable() -> TranspositionTable {
        if generation == UInt16.max {
            table.clear()
            generation = 0
        }
        generation += 1
        return TranspositionTable(table, generation: generation)
    }

    func rootMoves(_ position: Bitboards) -> [RootMove] {
        Coordinate.cells(of: position.legalMoves).map {
            RootMove(square: $0.index, flipped: FlipTables.shared.flips(position, at: $0.index))
        }
    }

    func result(
        _ moves: LegalMoves, square: Int, score: Score, depth: Int, nodes: Int,
        stopReason: Searcher.StopReason?, selectivity: Selectivity = .exhaustive
    ) -> SearchResult {
        let ending: SearchResult.Ending =
            switch stopReason {
            case nil: .completed
            case .nodeBudget: .budgetSpent
            case .stopped: .stopped
            }
        let move = moves.move(at: Coordinate(index: square)) ?? moves[0]
        return SearchResult(
            move: move,
            continuation: expectedLine(
                after: move.coordinate.index, from: moves.state.bitboards, length: depth - 1),
            score: score, depth: depth, nodes: nodes, ending: ending, selectivity: selectivity)
    }

    /// The replies the latest search expects after `square` (spec 16.3), read from its table.
    func expectedLine(after square: Int, from position: Bitboards, length: Int)
        -> [Coordinate]
    {
        TranspositionTable(table, generation: generation).expectedLine(
            after: square, from: position, length: length)
    }
}

extension [RootMove] {
    /// The same moves with the one on `square` first.
    func first(_ square: Int) -> [RootMove] {
        filter { $0.square == square } + filter { $0.square != square }
    }
}
