import ReversiCore
import ReversiEngine

/// What the computer's search has found so far, as the screen shows it while it thinks
/// (spec 16.3): where the move comes from, the best line, its score for the side to move.
/// The search reports it; the machine only carries it to the screen.
public struct Thought: Hashable, Sendable {
    public let source: Source
    /// The best move so far, first of the principal variation.
    public let best: Coordinate
    /// The replies expected after `best`, as far as the search knows them.
    public let continuation: [Coordinate]
    public let score: Score
    /// How long the computer has thought.
    public let elapsed: Duration

    /// Where a thought comes from, each with only what it has: a book move counts no
    /// positions (spec 16.3, 20.2, 21.2). A solve is a search whose score is `.exact`, not
    /// a case of its own, so that the two cannot disagree.
    public enum Source: Hashable, Sendable {
        /// A search to this depth at its selectivity, having visited `nodes` positions; with
        /// an exact score, the depth is the empty cells solved, at 100%.
        case search(SearchDepth, nodes: Int)
        /// The opening book's move: its value is the book's, from a search `depth` plies
        /// deep at the book's selectivity; no position is searched for it now.
        case book(depth: SearchDepth)
    }

    public init(
        _ source: Source, best: Coordinate, continuation: [Coordinate] = [], score: Score,
        elapsed: Duration
    ) {
        self.source = source
        self.best = best
        self.continuation = continuation
        self.score = score
        self.elapsed = elapsed
    }

    /// A search's report, `elapsed` after the search started.
    public init(_ update: SearchUpdate, elapsed: Duration) {
        self.init(
            .search(update.searchDepth, nodes: update.nodes), best: update.move,
            continuation: update.continuation, score: update.score, elapsed: elapsed)
    }

    /// The principal variation: the best move and what follows it.
    public var line: [Coordinate] { [best] + continuation }
}
