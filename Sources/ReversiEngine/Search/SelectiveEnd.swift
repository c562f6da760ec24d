import ReversiCore

/// The end of the game searched selectively first (spec 20.2): at a position the limits solve,
/// with a selectivity below 100%, the midgame search goes to the end of the game (its depth
/// the empty cells, where it scores finished games exactly) at the limits' selectivity, and
/// with a time at each step above it up to 99%, every step on a fresh table and trying the
/// last step's move first. Then the exact solve, when it is expected to fit: without a time
/// always (levels bounded by nodes stay reproducible and play their solved positions
/// perfectly); with a time, when the last step's time times `exactCostFactor` fits in what is
/// left, since a solve that does not finish costs the move the time it took.
///
/// Without a time the steps above the first are skipped: each costs about as much as the solve
/// that follows anyway (on FFO positions of 21 to 24 empties the five steps took 5 times the
/// solve's time, the first alone 0.75 times; docs/engine.md: ProbCut), and they only refine an
/// estimate the solve replaces. With a time they are what the move falls back on when the solve
/// does not fit.
extension Engine {
    /// How many times the 99% search to the end the exact solve costs, at most, on the
    /// positions measured (docs/engine.md: ProbCut: at most 2.7 times on FFO positions of 21 to
    /// 24 empties, 1.0 up to 20, half in the median), with a margin.
    static let exactCostFactor = 4

    func endSelectivelyFirst(
        _ moves: LegalMoves, _ order: [RootMove], limits: SearchLimits,
        shouldStop: @escaping () -> Bool, progress: (SearchUpdate) -> Void
    ) -> SearchResult {
        let position = moves.state.bitboards
        let empties = position.empty.nonzeroBitCount
        let start = ContinuousClock.now
        // The steps take at most half the time, the solve what is left.
        let stepStop = Self.stopCheck(shouldStop, within: limits.time.map { $0 / 2 })
        let budget = limits.midgameBudget
        var nodes = 0
        var best: (choice: Searcher.HeuristicChoice, selectivity: Selectivity)?
        var stepsFinished = true
        var stopReason: Searcher.StopReason?
        var lastStep = Duration.zero
        let steps = Selectivity.allCases.filter { $0 >= limits.selectivity && $0.prunes }
        for step in limits.time == nil ? Array(steps.prefix(1)) : steps {
            let stepStart = ContinuousClock.now
            var searcher = searcher(
                budget: budget.map { $0 - nodes }, selectivity: step, shouldStop: stepStop)
            searcher.finishedGameWon = 0
            let choice = searcher.deepen(
                position, best.map { order.first($0.choice.square) } ?? order, maxDepth: empties,
                onDepth: { choice, stepNodes in
                    progress(
                        SearchUpdate(
                            depth: choice.depth, move: Coordinate(index: choice.square),
                            continuation: expectedLine(
                                after: choice.square, from: position, length: choice.depth - 1),
                            score: Score(searched: choice.score, pruned: choice.pruned),
                            nodes: nodes + stepNodes, selectivity: step))
                })
            nodes += searcher.nodes
            if let choice, choice.depth >= best?.choice.depth ?? 0 { best = (choice, step) }
            lastStep = ContinuousClock.now - stepStart
            if searcher.isStopped {
                stepsFinished = false
                stopReason = searcher.stopReason
                break
            }
        }
        let square = best?.choice.square ?? order[0].square
        func selective(ending: Searcher.StopReason?, solveNodes: Int = 0) -> SearchResult {
            result(
                moves, square: square,
                score: Score(
                    searched: best?.choice.score ?? 0, pruned: best?.choice.pruned ?? true),
                depth: best?.choice.depth ?? 0, nodes: nodes + solveNodes, stopReason: ending,
                selectivity: best?.selectivity ?? limits.selectivity)
        }
        if stopReason == .stopped && (limits.time == nil || shouldStop()) {
            return selective(ending: .stopped)
        }
        if let time = limits.time {
            let left = time - (ContinuousClock.now - start)
            guard stepsFinished, lastStep * Self.exactCostFactor <= left else {
                return selective(ending: stepsFinished ? nil : .stopped)
            }
        }
        let exact = solveRoot(
            position, order.first(square), allBest: false,
            budget: limits.nodes.map { $0 - nodes }, shouldStop: shouldStop)
        guard let solved = exact.solved, let move = solved.squares.first else {
            return selective(ending: exact.stopReason, solveNodes: exact.nodes)
        }
        return result(
            moves, square: move, score: .exact(solved.score), depth: empties,
            nodes: nodes + exact.nodes, stopReason: nil)
    }
}
