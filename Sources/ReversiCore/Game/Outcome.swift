/// How a finished game ended: the side with more disks won, or the counts were equal.
public enum Outcome: Hashable, Sendable, CustomStringConvertible {
    case won(Disk)
    case tied

    public init(_ board: Board) { self = FinalScore(board).outcome }

    public var description: String {
        switch self {
        case .won(let disk): "\(disk) won"
        case .tied: "tied"
        }
    }
}

extension Bitboards {
    /// The final score for the side to move when neither side can move: `FinalScore`'s
    /// definition on the bitboards' counts, for the engine's inner loops.
    @inlinable @inline(__always)
    package var finalScore: Int {
        FinalScore.difference(own: own.nonzeroBitCount, opponent: opponent.nonzeroBitCount)
    }
}

extension Board {
    /// The final score for `disk` on a finished board (spec 13.4).
    public func finalScore(for disk: Disk) -> Int { FinalScore(self).difference(for: disk) }
}
