import ReversiCore

/// The reference for the exact solver: plain minimax over the rules, no pruning, no table,
/// with the score of spec 13.4 computed from the final counts.
enum Minimax {
    /// The final disk difference for the side to move with best play by both sides.
    static func score(_ state: GameState) -> Int {
        score(state.bitboards)
    }

    /// The exact score of each legal move of `state` (for the side that plays it); empty when
    /// the side to move has none.
    static func moveScores(_ state: GameState) -> [Coordinate: Int] {
        let position = state.bitboards
        var scores: [Coordinate: Int] = [:]
        for cell in Coordinate.all where position.legalMoves & cell.bit != 0 {
            let flipped = position.flips(at: cell.index)
            scores[cell] = -score(position.playing(cell.index, flipping: flipped))
        }
        return scores
    }

    private static func score(_ position: Bitboards) -> Int {
        var moves = position.legalMoves
        if moves == 0 {
            guard position.passed.legalMoves != 0 else { return finalScore(position) }
            return -score(position.passed)
        }
        var best = Int.min
        while moves != 0 {
            let square = moves.trailingZeroBitCount
            moves &= moves - 1
            let child = position.playing(square, flipping: position.flips(at: square))
            best = max(best, -score(child))
        }
        return best
    }

    /// The disk difference when nobody can move, the empty cells going to the winner.
    private static func finalScore(_ position: Bitboards) -> Int {
        let own = position.own.nonzeroBitCount
        let opponent = position.opponent.nonzeroBitCount
        let empty = 64 - own - opponent
        if own > opponent { return own - opponent + empty }
        if own < opponent { return own - opponent - empty }
        return 0
    }
}
