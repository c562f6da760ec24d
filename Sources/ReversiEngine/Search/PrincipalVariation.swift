import ReversiCore

/// The principal variation loop, written once for every node that searches an ordered list of
/// moves: the exact solver's sorted nodes, the midgame search's nodes, and both roots.
extension Searcher {
    /// How a node treats a move that scores above its floor.
    enum Scouting {
        /// A node inside the tree: a move at `beta` or above cuts it off, so a null-window
        /// score that reaches `beta` is not searched again.
        case cutOff
        /// The root, which wants a move and not just a bound: no move cuts off, and every move
        /// that beats the best so far is searched again for its exact score. With `findingTies`,
        /// the window of each later move also takes in the best score itself, so one search
        /// tells whether the move is worse, ties or is better.
        case everyMove(findingTies: Bool)
    }

    /// Principal variation search over a node's moves, in the order `childAfter` gives them:
    /// the first with the whole window, each other with a null window just above the floor
    /// (or, finding ties, around the best score), searched again with the rest of the window
    /// when it beats the floor. Fail-soft: the best score, and the index of the move that first
    /// reached it; `noScore` and -1 when no move scored above `noScore`. On a stop the loop
    /// ends at once, with what the moves searched to the end gave; the caller checks
    /// `isStopped`. `kept` hears of each move that beats the best score so far, and with
    /// `findingTies` of each that equals it.
    ///
    /// Always inlined, with closures for what differs: each node's copy is specialised on its
    /// own closures, and the solver ran within 0.3% of the instructions of its hand-written
    /// loops (callgrind, FFO 22–25, 27, 29 and 31, default and Haswell builds).
    @inline(__always)
    mutating func principalVariation(
        _ alpha: Int, _ beta: Int, noScore: Int, moveCount: Int, scouting: Scouting = .cutOff,
        childAfter: (_ index: Int) -> Bitboards,
        searchChild: (inout Searcher, Bitboards, _ alpha: Int, _ beta: Int) -> Int,
        kept: (_ index: Int, _ tied: Bool) -> Void = { _, _ in }
    ) -> (score: Int, index: Int) {
        let cutsOff: Bool
        let tieMargin: Int
        switch scouting {
        case .cutOff:
            cutsOff = true
            tieMargin = 0
        case .everyMove(let findingTies):
            cutsOff = false
            tieMargin = findingTies ? 1 : 0
        }
        var best = noScore
        var bestIndex = -1
        var floor = alpha
        for index in 0..<moveCount {
            let child = childAfter(index)
            var score: Int
            if index == 0 {
                score = 0 &- searchChild(&self, child, 0 &- beta, 0 &- floor)
            } else {
                score = 0 &- searchChild(&self, child, 0 &- floor &- 1, 0 &- floor &+ tieMargin)
                if score > floor && (score < beta || !cutsOff) && !isStopped {
                    score = 0 &- searchChild(&self, child, 0 &- beta, 0 &- floor)
                }
            }
            if isStopped { break }
            if score > best {
                best = score
                bestIndex = index
                kept(index, false)
                if score > floor {
                    floor = score
                    if cutsOff && score >= beta { break }
                }
            } else if tieMargin != 0 && score == best {
                kept(index, true)
            }
        }
        return (best, bestIndex)
    }
}
