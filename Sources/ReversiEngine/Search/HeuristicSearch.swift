import ReversiCore

/// The midgame search: principal variation search to a fixed depth on the evaluation, with
/// the table (its move first, its bounds when deep enough) and fastest-first ordering. A
/// finished game is scored exactly (`Evaluation.final`), above every heuristic value.
extension Searcher {
    mutating func search(_ position: Bitboards, _ alpha: Int, _ beta: Int, depth: Int, ply: Int)
        -> Int
    {
        if visit() { return 0 }
        if depth <= 0 { return Evaluation.evaluate(position) }
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
            if passed.legalMoves == 0 { return Evaluation.final(position.finalScore) }
            return 0 &- search(passed, 0 &- beta, 0 &- alpha, depth: depth, ply: ply &+ 1)
        }
        var list = moveList(ply)
        var remaining = moves
        while remaining != 0 {
            let square = remaining.trailingZeroBitCount
            remaining &= remaining &- 1
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

    /// One ply from the horizon every move is followed by an evaluation, so neither the table
    /// nor sorting pays: the moves are tried in the order of the board, each child visited as
    /// a node (so budgets and stop checks hold exactly), until one reaches `beta`.
    private mutating func searchLastPly(_ position: Bitboards, _ alpha: Int, _ beta: Int) -> Int {
        var remaining = position.legalMoves
        if remaining == 0 {
            let passed = position.passed
            if passed.legalMoves == 0 { return Evaluation.final(position.finalScore) }
            if visit() { return 0 }
            return 0 &- searchLastPly(passed, 0 &- beta, 0 &- alpha)
        }
        var best = -Evaluation.infinity
        while remaining != 0 {
            let square = remaining.trailingZeroBitCount
            remaining &= remaining &- 1
            if visit() { return 0 }
            let flipped = flipTables.flips(position, at: square)
            let score = 0 &- Evaluation.evaluate(position.child(square, flipped))
            if score > best {
                best = score
                if score >= beta { break }
            }
        }
        return best
    }
}
