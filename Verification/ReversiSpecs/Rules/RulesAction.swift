import ReversiCore

/// What the side to move can do in the rules alone: place a disk, or pass.
public enum RulesAction: Hashable, Sendable, CustomStringConvertible {
    case place(Coordinate)
    case pass

    public var description: String {
        switch self {
        case .place(let cell): "place \(cell)"
        case .pass: "pass"
        }
    }
}
