import ReversiCore

/// One ply of an analysed game (spec 19.1): what was played, what was best, and what it cost.
public struct MoveAnalysis: Hashable, Sendable, DepthWithSelectivity {
    /// The ply's number in the game, from 1; passes count.
    public let number: Int
    /// The side that moved (or passed).
    public let side: Disk
    public let played: Played
    /// The best move of the position; `nil` for a pass, the only move.
    public let best: Coordinate?
    /// The position's score with best play, for `side`.
    public let bestScore: Score
    /// The score of the move played, for `side`: `bestScore` when it is the best move, else the
    /// score of the position it leads to.
    public let playedScore: Score
    /// The plies the position's search saw to the end (the empties when solved).
    public let depth: Int
    /// The selectivity of that search (spec 20.2): 100% when solved.
    public let selectivity: Selectivity
    /// Whether this ply left the opening book: played from a position the book has into one
    /// it does not (spec 21.3). Always false when the analysis had no book.
    public let leftBook: Bool

    public enum Played: Hashable, Sendable, CustomStringConvertible {
        case move(Coordinate)
        case pass

        public var description: String {
            switch self {
            case .move(let cell): cell.description
            case .pass: "pass"
            }
        }
    }

    /// The disks lost against the best move, in hundredths; never negative (a played move an
    /// estimate thinks better than the best one lost nothing).
    public var lossHundredths: Int { max(0, bestScore.hundredths - playedScore.hundredths) }

    public var mark: MoveMark? { MoveMark(lossHundredths: lossHundredths) }

    /// The score after the move, from dark's side: the evaluation graph's point (spec 19.2).
    public var darkScoreAfter: Score { side == .dark ? playedScore : playedScore.negated }
}
