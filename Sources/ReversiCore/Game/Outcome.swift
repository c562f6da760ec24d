/// How a finished game ended: the side with more disks won, or the counts were equal.
public enum Outcome: Hashable, Sendable, CustomStringConvertible {
    case won(Disk)
    case tied

    public init(_ board: Board) {
        let dark = board.count(of: .dark)
        let light = board.count(of: .light)
        self = dark == light ? .tied : .won(dark > light ? .dark : .light)
    }

    public var description: String {
        switch self {
        case .won(let disk): "\(disk) won"
        case .tied: "tied"
        }
    }
}

extension Bitboards {
    /// The final disk difference for the side to move when neither side can move, the empty
    /// cells counted for the winner (spec 13.4: a 40–20 finish with 4 empty cells is +24).
    @inlinable @inline(__always)
    package var finalScore: Int {
        let own = self.own.nonzeroBitCount
        let opponent = self.opponent.nonzeroBitCount
        let difference = own &- opponent
        let empties = 64 &- own &- opponent
        if difference > 0 { return difference &+ empties }
        if difference < 0 { return difference &- empties }
        return 0
    }
}

extension Board {
    /// The final disk difference for `disk` on a finished board, the empty cells counted for
    /// the winner (spec 13.4).
    public func finalScore(for disk: Disk) -> Int { bitboards(for: disk).finalScore }
}
