/// A cell of the board, written in standard notation (`a1` top-left, `h8` bottom-right).
///
/// Built from a column and a row, both enums, so every value is on the board.
public struct Coordinate: Hashable, Comparable, Sendable, CustomStringConvertible,
    LosslessStringConvertible
{
    public let column: Column
    public let row: Row

    public init(_ column: Column, _ row: Row) {
        self.column = column
        self.row = row
    }

    /// Parses `f5`, `F5`; anything else is `nil`.
    public init?(_ notation: String) {
        let characters = Array(notation)
        guard characters.count == 2,
            let column = Column(letter: characters[0]),
            let row = Row(digit: characters[1])
        else { return nil }
        self.init(column, row)
    }

    /// Row-major order (a1, b1, … h1, a2, …): the order of the text diagrams.
    public static let all: [Coordinate] = Row.allCases.flatMap { row in
        Column.allCases.map { Coordinate($0, row) }
    }

    public var description: String { "\(column.letter)\(row.digit)" }

    public static func < (lhs: Coordinate, rhs: Coordinate) -> Bool { lhs.index < rhs.index }

    /// The cell `distance` steps away in `direction`, or `nil` when that is off the board.
    /// Inlinable: the checker's reference rules step through cells in every position it
    /// reaches (4% fewer instructions in `rules --depth 6`).
    @inlinable
    public func moved(_ direction: Direction, by distance: Distance = .one) -> Coordinate? {
        let steps = Int(distance.rawValue)
        let x = Int(column.rawValue) + direction.dx * steps
        let y = Int(row.rawValue) + direction.dy * steps
        guard x >= 0, x < 8, y >= 0, y < 8,
            let column = Column(rawValue: UInt8(x)), let row = Row(rawValue: UInt8(y))
        else { return nil }
        return Coordinate(column, row)
    }
}

extension Coordinate {
    /// The bit of this cell in a bitboard: bit `8 * row + column`, so `a1` is bit 0.
    @usableFromInline
    package var index: Int { Int(row.rawValue) &* 8 &+ Int(column.rawValue) }

    @usableFromInline
    package var bit: UInt64 { 1 &<< UInt64(index) }

    /// The cell of a bitboard bit; `index` must be in 0..<64, which every caller derives
    /// from a non-zero `UInt64`.
    @usableFromInline
    package init(index: Int) {
        self.init(Column.allCases[index & 7], Row.allCases[(index >> 3) & 7])
    }

    /// The cells of a bitboard, in row-major order.
    package static func cells(of bits: UInt64) -> [Coordinate] {
        var result: [Coordinate] = []
        result.reserveCapacity(bits.nonzeroBitCount)
        var remaining = bits
        while remaining != 0 {
            result.append(Coordinate(index: remaining.trailingZeroBitCount))
            remaining &= remaining &- 1
        }
        return result
    }
}
