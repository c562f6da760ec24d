/// How bad a move was, by the disks it lost against the best move (spec 19.1).
public enum MoveMark: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// A loss of 2 disks or more: `?`.
    case mistake = "?"
    /// A loss of 6 disks or more: `??`.
    case blunder = "??"

    /// The mark of a loss in hundredths of a disk; `nil` below 2 disks.
    public init?(lossHundredths loss: Int) {
        if loss >= 600 {
            self = .blunder
        } else if loss >= 200 {
            self = .mistake
        } else {
            return nil
        }
    }

    public var description: String { rawValue }
}
