import ReversiCore
import ReversiEngine

/// The number of a search the session asked for. An answer carries it back, so that the
/// answer of a search that was stopped, or of a position since changed, is told apart and
/// dropped (spec 17.7), as the game's thinking is.
public struct SearchTicket: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let number: Int

    public init(_ number: Int) { self.number = number }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.number < rhs.number }

    public var description: String { "#\(number)" }
}

/// A search the shell is to run: the position (the side to move has a legal move), what the
/// search may spend, and how many of the best moves the answer must rank.
public struct SearchRequest: Hashable, Sendable {
    public let ticket: SearchTicket
    public let moves: LegalMoves
    public let limits: SearchLimits
    /// 1 for a move; NBoard's `hint N` asks for the N best.
    public let ranked: Int
}

/// A move and its score for the side that plays it.
public struct ScoredMove: Hashable, Sendable {
    public let coordinate: Coordinate
    public let score: Score

    public init(_ coordinate: Coordinate, _ score: Score) {
        self.coordinate = coordinate
        self.score = score
    }
}

/// What a search found, ticketed.
public struct SearchAnswer: Hashable, Sendable, DepthWithSelectivity {
    public let ticket: SearchTicket
    /// Best first; at least one, each a legal move of the request's position.
    public let moves: [ScoredMove]
    /// The depth reached: plies, or the empty cells of an exact score.
    public let depth: Int
    public let nodes: Int
    public let seconds: Double
    /// The selectivity `depth` was searched at (spec 20.2): 100% for an exact score or a book
    /// move.
    public let selectivity: Selectivity

    public init(
        ticket: SearchTicket, moves: [ScoredMove], depth: Int, nodes: Int, seconds: Double,
        selectivity: Selectivity = .exhaustive
    ) {
        self.ticket = ticket
        self.moves = moves
        self.depth = depth
        self.nodes = nodes
        self.seconds = seconds
        self.selectivity = selectivity
    }

}

/// How far a running search has got: reported by the shell while it runs.
public struct SearchProgress: Hashable, Sendable, DepthWithSelectivity {
    public let ticket: SearchTicket
    public let depth: Int
    public let best: ScoredMove
    /// The replies the search expects after the best move (spec 16.3): with it, the
    /// principal variation the protocols' thinking lines show.
    public let continuation: [Coordinate]
    public let nodes: Int
    public let seconds: Double
    /// The selectivity `depth` was searched at (spec 20.2).
    public let selectivity: Selectivity

    public init(
        ticket: SearchTicket, depth: Int, best: ScoredMove, continuation: [Coordinate] = [],
        nodes: Int, seconds: Double, selectivity: Selectivity = .exhaustive
    ) {
        self.ticket = ticket
        self.depth = depth
        self.best = best
        self.continuation = continuation
        self.nodes = nodes
        self.seconds = seconds
        self.selectivity = selectivity
    }

    /// The principal variation, cells separated by spaces: `d3 c5 f6`.
    public var lineText: String {
        ([best.coordinate] + continuation).map(\.description).joined(separator: " ")
    }
}
