import ReversiCore

/// The message area (spec 6.1, 6.2).
public enum Message: Hashable, Sendable {
    /// During play: the side to move.
    case turn(Disk)
    /// Game over: the side with more disks.
    case won(Disk)
    /// Game over with equal counts.
    case tied

    init(_ outcome: Outcome) {
        switch outcome {
        case .won(let disk): self = .won(disk)
        case .tied: self = .tied
        }
    }
}
