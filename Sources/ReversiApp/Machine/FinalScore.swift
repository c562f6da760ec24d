import ReversiCore

/// A finished game's result as a score (spec 13.4): both counts, the winner, and the margin,
/// with the cells still empty counted for the winner (a 40–20 finish with 4 empty cells wins by
/// 24). A tie has no winner and a margin of 0.
public struct FinalScore: Hashable, Sendable {
    public let counts: Counts

    public init(_ counts: Counts) { self.counts = counts }

    /// The side with more disks; `nil` for a tie.
    public var winner: Disk? {
        counts.dark == counts.light ? nil : counts.dark > counts.light ? .dark : .light
    }

    public var margin: Int {
        guard winner != nil else { return 0 }
        let empty = Coordinate.all.count - counts.dark - counts.light
        return abs(counts.dark - counts.light) + empty
    }
}

extension Screen {
    /// The final score, once the game is over (spec 13.4, 15.10).
    public var finalScore: FinalScore? {
        switch message {
        case .turn: nil
        case .won, .tied: FinalScore(counts)
        }
    }
}
