import ReversiCore

/// The midgame search: principal variation search to a fixed depth on the evaluation, with
/// the table (its move first, its bounds when deep enough) and fastest-first ordering. A
/// finished game is scored exactly (`Evaluation.final`), above every heuristic value.
extension Searcher {
    mutating func search(_ position: Bitboards, _ alpha: Int, _ beta: Int, depth: Int, ply: Int)
        -> Int
    {
        if visit() { return 0 }
        if depth <= 0 { return Evaluation.evaluate(position, won: finishedGameWon) }
        let empties = position.empty.nonzeroBitCount
        if depth >= empties && empties <= Self.solvedInMidgameEmpties {
            return solveInMidgame(position, alpha, beta, empties: empties)
        }
        if depth == 1 { return searchLastPly(position, alpha, beta) }
        var alpha = alpha
        var beta = beta
        var tableMove = Int(TableEntry.noMove)
        if let entry = table.probe(position) {
            if Int(entry.depth) >= depth, let value = entry.cutoff(&alpha, &beta) {
                return value
            }
            tableMove = Int(entry.move)
        }
        let moves = position.legalMoves
        if moves == 0 {
            let passed = position.passed
            if passed.legalMoves == 0 {
                return Evaluation.final(position.finalScore, won: finishedGameWon)
            }
            return 0 &- search(passed, 0 &- beta, 0 &- alpha, depth: depth, ply: ply &+ 1)
        }
        if depth >= probCutFrom, let bound = probCut(position, alpha, beta, depth: depth, ply: ply)
        {
            return bound
        }
        var list = moveList(ply)
        var remaining = moves
        while remaining != 0 {
            let square = popLowest(&remaining)
            let flipped = flipTables.flips(position, at: square)
            let key =
                square == tableMove
                ? Int.min : Self.orderingKey(position.child(square, flipped), flipped: flipped)
            list.append(square: square, flipped: flipped, key: key)
        }
        let variation = principalVariation(
            alpha, beta, noScore: -Evaluation.infinity, moveCount: list.count,
            childAfter: { index in
                let move = list.takeBest(from: index)
                return position.child(move.square, move.flipped)
            },
            searchChild: { searcher, child, alpha, beta in
                searcher.search(child, alpha, beta, depth: depth &- 1, ply: ply &+ 1)
            })
        if isStopped { return 0 }
        let best = variation.score
        let bestMove = variation.index >= 0 ? list[variation.index].square : Int(TableEntry.noMove)
        table.store(
            position, depth: depth, lower: best > alpha ? best : -Evaluation.infinity,
            upper: best < beta ? best : Evaluation.infinity, move: bestMove)
        return best
    }

    /// Up to this many empties a node the search reaches the end from is solved exactly
    /// instead: the solver's last plies visit a node many times faster than this search, and
    /// a selective search to the end (spec 20.2) spends most of its nodes there. Below 9
    /// empties the solver reads and writes no table, so the midgame's entries, on another
    /// scale, never meet its own; its move lists are moved past the midgame's plies.
    static let solvedInMidgameEmpties = 8

    /// The exact score of `position` on this search's scale (`Evaluation.final`), solved on
    /// the disk window that `alpha` and `beta` mean there: fail-soft as the search is.
    @inline(__always)
    private mutating func solveInMidgame(
        _ position: Bitboards, _ alpha: Int, _ beta: Int, empties: Int
    ) -> Int {
        let window = Evaluation.diskWindow(alpha, beta, won: finishedGameWon)
        solverLists = Self.midgameSolverLists
        let score = solve(position, window.lower, window.upper, empties: empties)
        solverLists = 0
        return Evaluation.final(score, won: finishedGameWon)
    }

    /// Multi-ProbCut (spec 20.1): the bound the node is cut at when a shallow search predicts,
    /// with the selectivity's confidence, that the deep one would reach `beta` or stay at
    /// `alpha` or below; nil when no test cuts. A test is a null-window search at the shallow
    /// value that the prediction puts at the window's edge plus or minus the margin. It runs
    /// only when the position's evaluation is already past that value: elsewhere it seldom
    /// cuts, and its search would cost more than the cuts save (on FFO 1-44 at depth 10, the
    /// 99% step visited up to 1.5 times the exhaustive search's positions testing from the
    /// window's edge, and never more testing from the value; docs/engine.md: ProbCut). Windows
    /// beyond the heuristic values (a decided game) are never cut on a prediction.
    @inline(never)
    private mutating func probCut(
        _ position: Bitboards, _ alpha: Int, _ beta: Int, depth: Int, ply: Int
    ) -> Int? {
        guard let probCuts else { return nil }
        let cut = probCuts.entry(depth: depth, empties: position.empty.nonzeroBitCount)
        guard cut.shallowDepth > 0 else { return nil }
        let estimate = Double(Evaluation.evaluate(position, won: finishedGameWon))
        let high = ((Double(beta) + cut.margin - cut.offset) / cut.slope).rounded(.up)
        if beta < Evaluation.bound && high < Double(Evaluation.bound) && estimate >= high {
            let threshold = Int(high)
            let score = search(
                position, threshold &- 1, threshold, depth: cut.shallowDepth, ply: ply)
            if isStopped { return 0 }
            if score >= threshold {
                pruned = true
                return beta
            }
        }
        let low = ((Double(alpha) - cut.margin - cut.offset) / cut.slope).rounded(.down)
        if alpha > -Evaluation.bound && low > -Double(Evaluation.bound) && estimate <= low {
            let threshold = Int(low)
            let score = search(
                position, threshold, threshold &+ 1, depth: cut.shallowDepth, ply: ply)
            if isStopped { return 0 }
            if score <= threshold {
                pruned = true
                return alpha
            }
        }
        return nil
    }

    /// One ply from the horizon every move is followed by an evaluation, so neither the table
    /// nor sorting pays: the moves are tried in the order of the board, each child visited as
    /// a node (so budgets and stop checks hold exactly), until one reaches `beta`.
    private mutating func searchLastPly(_ position: Bitboards, _ alpha: Int, _ beta: Int) -> Int {
        var remaining = position.legalMoves
        if remaining == 0 {
            let passed = position.passed
            if passed.legalMoves == 0 {
                return Evaluation.final(position.finalScore, won: finishedGameWon)
            }
            if visit() { return 0 }
            return 0 &- searchLastPly(passed, 0 &- beta, 0 &- alpha)
        }
        var best = -Evaluation.infinity
        while remaining != 0 {
            let square = popLowest(&remaining)
            if visit() { return 0 }
            let flipped = flipTables.flips(position, at: square)
            let score =
                0 &- Evaluation.evaluate(position.child(square, flipped), won: finishedGameWon)
            if score > best {
                best = score
                if score >= beta { break }
            }
        }
        return best
    }
}
