import ReversiCore

/// What the analysis learnt of one position where a disk must be placed: its best move and its
/// score for the side to move, from one search (spec 19.1).
public struct PositionValue: Hashable, Sendable, DepthWithSelectivity {
    /// A move that reaches `score`.
    public let best: Coordinate
    /// Every move known to reach `score`, `best` among them: all of them once solved.
    public let bestMoves: [Coordinate]
    /// The score for the side to move: exact once the position was solved (spec 19.5), an
    /// estimate before.
    public let score: Score
    /// The plies searched to the end: the heuristic search's depth, or the empties when solved.
    public let depth: Int
    /// The selectivity `depth` was searched at (spec 20.2): 100% when solved.
    public let selectivity: Selectivity

    public init(
        best: Coordinate, score: Score, depth: Int, bestMoves: [Coordinate] = [],
        selectivity: Selectivity = .exhaustive
    ) {
        self.best = best
        self.bestMoves = bestMoves.contains(best) ? bestMoves : [best] + bestMoves
        self.score = score
        self.depth = depth
        self.selectivity = selectivity
    }

}
