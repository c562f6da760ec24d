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

/// How far a running search has got, reported by the shell while it runs: the engine's last
/// finished depth, for the search `ticket` names, `seconds` after it started.
public struct SearchProgress: Hashable, Sendable {
    public let ticket: SearchTicket
    public let update: SearchUpdate
    public let seconds: Double

    public init(ticket: SearchTicket, update: SearchUpdate, seconds: Double) {
        self.ticket = ticket
        self.update = update
        self.seconds = seconds
    }

    /// The principal variation the protocols' thinking lines show, cells separated by spaces:
    /// `d3 c5 f6`.
    public var lineText: String {
        ([update.move] + update.continuation).map(\.description).joined(separator: " ")
    }
}
