/// A finished game's result as a score (spec 2.5, 13.4): both counts, and the disk difference
/// with the cells still empty counted for the winner (a 40–20 finish with 4 empty cells wins
/// by 24). The one definition of a final score: the outcome, the screen's score line and the
/// engine's exact scores are all views of `difference(own:opponent:)`.
public struct FinalScore: Hashable, Sendable {
    public let counts: Counts

    public init(_ counts: Counts) { self.counts = counts }

    public init(_ board: Board) { self.init(Counts(board)) }

    /// The final score of the side with `own` disks against one with `opponent` disks: their
    /// difference, the empty cells added to the winner's side; 0 for a tie.
    @inlinable @inline(__always)
    public static func difference(own: Int, opponent: Int) -> Int {
        let difference = own &- opponent
        let empties = 64 &- own &- opponent
        if difference > 0 { return difference &+ empties }
        if difference < 0 { return difference &- empties }
        return 0
    }

    /// The final score for `disk`: positive when it won.
    public func difference(for disk: Disk) -> Int {
        Self.difference(own: counts[disk], opponent: counts[disk.flipped])
    }

    public var outcome: Outcome {
        let forDark = difference(for: .dark)
        return forDark == 0 ? .tied : .won(forDark > 0 ? .dark : .light)
    }

    /// The side with more disks; `nil` for a tie.
    public var winner: Disk? {
        guard case .won(let disk) = outcome else { return nil }
        return disk
    }

    /// How much the winner won by; 0 for a tie.
    public var margin: Int { abs(difference(for: .dark)) }
}
