import ReversiCore

/// The message area (spec 6.1, 6.2).
public enum Message: Hashable, Sendable {
    /// During play: the side to move.
    case turn(Disk)
    /// Game over: the side with more disks.
    case won(Disk)
    /// Game over with equal counts.
    case tied
    /// Game over: this side's time ran out, and it lost (spec 16.2).
    case lostOnTime(Disk)

    init(_ outcome: Outcome) {
        switch outcome {
        case .won(let disk): self = .won(disk)
        case .tied: self = .tied
        }
    }
}
