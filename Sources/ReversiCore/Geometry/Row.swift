/// A row of the board, `1` (top) to `8` (bottom).
public enum Row: UInt8, CaseIterable, Comparable, Hashable, Sendable, CustomStringConvertible {
    case one, two, three, four, five, six, seven, eight

    public init?(digit: Character) {
        guard let ascii = digit.asciiValue, ascii >= 49, let row = Row(rawValue: ascii - 49)
        else { return nil }
        self = row
    }

    public var digit: Character { Character(UnicodeScalar(rawValue + 49)) }
    public var description: String { String(digit) }

    public static func < (lhs: Row, rhs: Row) -> Bool { lhs.rawValue < rhs.rawValue }
}
