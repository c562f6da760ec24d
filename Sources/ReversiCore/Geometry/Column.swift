/// A column of the board, `a` (left) to `h` (right).
public enum Column: UInt8, CaseIterable, Comparable, Hashable, Sendable, CustomStringConvertible {
    case a, b, c, d, e, f, g, h

    public init?(letter: Character) {
        guard let ascii = letter.lowercased().first?.asciiValue,
            ascii >= 97, let column = Column(rawValue: ascii - 97)
        else { return nil }
        self = column
    }

    public var letter: Character { Character(UnicodeScalar(rawValue + 97)) }
    public var description: String { String(letter) }

    public static func < (lhs: Column, rhs: Column) -> Bool { lhs.rawValue < rhs.rawValue }
}
