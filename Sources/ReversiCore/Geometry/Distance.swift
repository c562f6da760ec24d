/// How many steps a cell lies from another along a line: 1 to 7, the most a board allows.
public enum Distance: UInt8, CaseIterable, Comparable, Hashable, Sendable {
    case one = 1
    case two, three, four, five, six, seven

    public static func < (lhs: Distance, rhs: Distance) -> Bool { lhs.rawValue < rhs.rawValue }
}
