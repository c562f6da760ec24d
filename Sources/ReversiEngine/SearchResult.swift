import ReversiCore

/// What a search for a move found.
public struct SearchResult: Hashable, Sendable, DepthWithSelectivity {
    /// The move to play: always one of the legal moves searched.
    public let move: Move
    /// The replies the search expects after `move`, as far as it knows them (spec 16.3).
    public let continuation: [Coordinate]
    public let score: Score
    /// The plies searched to the end: the heuristic search's last finished depth, or for an
    /// exact score the number of empty cells.
    public let depth: Int
    /// Positions visited.
    public let nodes: Int
    /// Why the search ended.
    public let ending: Ending
    /// The selectivity of the search that gave `depth` (spec 20.2): 100% for an exact score.
    public let selectivity: Selectivity

    public enum Ending: Hashable, Sendable {
        /// The level's search ran to its end.
        case completed
        /// The level's node budget, or the caller's, ran out first.
        case budgetSpent
        /// The caller's stop check said stop (a cancellation or the caller's deadline).
        case stopped
    }
}

/// A depth the search has finished, with the best move so far: what a front end shows while
/// the computer thinks.
public struct SearchUpdate: Hashable, Sendable, DepthWithSelectivity {
    public let depth: Int
    public let move: Coordinate
    /// The replies the search expects after `move` (spec 16.3): with it, the principal
    /// variation.
    public let continuation: [Coordinate]
    public let score: Score
    /// Positions visited so far.
    public let nodes: Int
    /// The selectivity `depth` was searched at (spec 20.2).
    public let selectivity: Selectivity

    public init(
        depth: Int, move: Coordinate, continuation: [Coordinate] = [], score: Score, nodes: Int,
        selectivity: Selectivity = .exhaustive
    ) {
        self.selectivity = selectivity
        self.depth = depth
        self.move = move
        self.continuation = continuation
        self.score = score
        self.nodes = nodes
    }
}

/// The value of a move for the side that plays it, in disks: never beyond the board's 64
/// (spec 13.4).
public enum Score: Hashable, Sendable, CustomStringConvertible {
    /// The final disk difference with best play by both sides (spec 13.4).
    case exact(Int)
    /// The evaluation of the heuristic search: positive favours the side to move, about 100
    /// per disk of expected advantage, within ±6400.
    case heuristic(Int)
    /// A game the heuristic search found decided without solving it: the side wins by at
    /// least this many disks (positive), or loses by at least as many (negative). Within its
    /// depth the winner can force the game to an end at least that good for it, as it
    /// prefers a finished game to any estimate; how much more best play gives, the search did
    /// not look. Never 0; at ±64 the bound is the result, which the search still did not
    /// solve.
    case decided(Int)

    /// The most disks a score can be: the whole board.
    public static let maximumDisks = 64

    /// The score in hundredths of a disk, the unit the heuristic counts in (exactly 100 a disk
    /// once solved, the disks proven for a decided game): what the protocols print as
    /// `-1.25`.
    public var hundredths: Int {
        switch self {
        case .exact(let disks), .decided(let disks): disks * 100
        case .heuristic(let value): value
        }
    }

    /// The same score for the other side.
    public var negated: Score {
        switch self {
        case .exact(let disks): .exact(-disks)
        case .heuristic(let value): .heuristic(-value)
        case .decided(let disks): .decided(-disks)
        }
    }

    /// Whether a side should prefer this score to `other`, as the search does: a game won
    /// (solved or decided) above every estimate, a game lost below every one, then by disks.
    public func isBetter(than other: Score) -> Bool {
        (outcome, hundredths) > (other.outcome, other.hundredths)
    }

    /// 1 for a game known won, -1 for one known lost, 0 otherwise.
    private var outcome: Int {
        switch self {
        case .exact(let disks), .decided(let disks): disks.signum()
        case .heuristic: 0
        }
    }

    public var description: String {
        switch self {
        case .exact(let disks): "\(disks > 0 ? "+" : "")\(disks) exact"
        case .heuristic(let value): "\(value > 0 ? "+" : "")\(value) heuristic"
        case .decided(let disks): "\(disks > 0 ? "+" : "")\(disks) decided"
        }
    }
}

/// The exact result of a position with best play.
public struct Solution: Hashable, Sendable {
    /// The final disk difference for the side to move (spec 13.4).
    public let score: Int
    public let bestPlay: BestPlay
    /// Positions visited.
    public let nodes: Int

    public enum BestPlay: Hashable, Sendable {
        /// Every move that reaches the score, in row-major order (never empty).
        case moves([Move])
        /// The side to move has no move and must pass.
        case pass
        /// Neither side can move: the score is the final one.
        case gameOver
    }
}
