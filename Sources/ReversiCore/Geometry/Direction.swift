/// The eight directions, declared in the order in which the lines of a move flip
/// (spec 4.2): upper-left, up, upper-right, right, lower-right, down, lower-left, left.
public enum Direction: UInt8, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case upperLeft, up, upperRight, right, lowerRight, down, lowerLeft, left

    /// Column step: +1 is towards `h`.
    @inlinable
    public var dx: Int {
        switch self {
        case .upperLeft, .lowerLeft, .left: -1
        case .up, .down: 0
        case .upperRight, .right, .lowerRight: 1
        }
    }

    /// Row step: +1 is towards row 8 (down).
    @inlinable
    public var dy: Int {
        switch self {
        case .upperLeft, .up, .upperRight: -1
        case .right, .left: 0
        case .lowerRight, .down, .lowerLeft: 1
        }
    }

    public var description: String {
        switch self {
        case .upperLeft: "upper-left"
        case .up: "up"
        case .upperRight: "upper-right"
        case .right: "right"
        case .lowerRight: "lower-right"
        case .down: "down"
        case .lowerLeft: "lower-left"
        case .left: "left"
        }
    }
}
