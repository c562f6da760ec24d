import ReversiCore
import ReversiEngine

/// What the computer's search has found so far, as the screen shows it while it thinks
/// (spec 16.3): the depth reached, the best line, its score for the side to move, and the
/// work done. The search reports it; the machine only carries it to the screen.
public struct Thought: Hashable, Sendable {
    /// The plies searched, or for an exact score the empty cells solved.
    public let depth: Int
    /// The best move so far, first of the principal variation.
    public let best: Coordinate
    /// The replies expected after `best`, as far as the search knows them.
    public let continuation: [Coordinate]
    public let score: Score
    public let nodes: Int
    /// How long the search has run.
    public let elapsed: Duration

    public init(
        depth: Int, best: Coordinate, continuation: [Coordinate] = [], score: Score, nodes: Int,
        elapsed: Duration
    ) {
        self.depth = depth
        self.best = best
        self.continuation = continuation
        self.score = score
        self.nodes = nodes
        self.elapsed = elapsed
    }

    /// The principal variation: the best move and what follows it.
    public var line: [Coordinate] { [best] + continuation }
}
