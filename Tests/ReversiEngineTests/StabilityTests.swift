import PropertyCheck
import Testing

@testable import ReversiEngine

/// The bit tricks of `FullLines` and `stableDisks` against the rules they stand for, written
/// cell by cell: a masked shift off by one bit changes a count of stable disks only in a few
/// positions, which the searches' results may never show.
@Suite("Stable disks and full lines, against a plain cell-by-cell reading")
struct StabilityTests {
    /// The four axes as steps of (column, row): row, column, diagonal, anti-diagonal.
    static let axes = [(1, 0), (0, 1), (1, 1), (-1, 1)]

    static func bit(_ column: Int, _ row: Int) -> UInt64? {
        (0..<8).contains(column) && (0..<8).contains(row) ? 1 << UInt64(row * 8 + column) : nil
    }

    /// Whether the line through the cell along the axis has no empty cell.
    static func isFull(_ occupied: UInt64, _ column: Int, _ row: Int, axis: (Int, Int)) -> Bool {
        [1, -1].allSatisfy { sign in
            var (c, r) = (column, row)
            while let cell = bit(c, r) {
                if occupied & cell == 0 { return false }
                c += sign * axis.0
                r += sign * axis.1
            }
            return true
        }
    }

    /// The stable disks of `own` by the rules `stableDisks` documents: on each axis, a full
    /// line, a wall beside the disk, or a stable own disk beside it; grown until it stops.
    static func stable(own: UInt64, occupied: UInt64) -> UInt64 {
        var stable: UInt64 = 0
        while true {
            var next: UInt64 = 0
            for row in 0..<8 {
                for column in 0..<8 {
                    guard let cell = bit(column, row), own & cell != 0 else { continue }
                    let safe = axes.allSatisfy { axis in
                        isFull(occupied, column, row, axis: axis)
                            || [1, -1].contains { sign in
                                guard let beside = bit(column + sign * axis.0, row + sign * axis.1)
                                else { return true }  // a wall
                                return stable & beside != 0
                            }
                    }
                    if safe { next |= cell }
                }
            }
            if next == stable { return stable }
            stable = next
        }
    }

    /// A board of own, opposing and empty cells; most cases nearly full, where lines are full
    /// and disks stable.
    static let boards = Generator<(own: UInt64, opponent: UInt64)> { choices in
        let emptyIn16 = [0, 1, 2, 4, 8][choices.choose(below: 5)]
        var own: UInt64 = 0
        var opponent: UInt64 = 0
        for index in 0..<64 where choices.choose(below: 16) >= emptyIn16 {
            if choices.choose(below: 2) == 0 { own |= 1 << index } else { opponent |= 1 << index }
        }
        return (own, opponent)
    }

    @Test("the full rows, columns, diagonals and anti-diagonals, on 3000 random boards")
    func fullLines() {
        let property = Property("the full lines are the lines without an empty cell") { choices in
            let (own, opponent) = choices.draw(Self.boards)
            let occupied = own | opponent
            let lines = FullLines(occupied)
            let found = [lines.rows, lines.columns, lines.diagonals, lines.antiDiagonals]
            for (axis, mask) in zip(Self.axes, found) {
                var expected: UInt64 = 0
                for row in 0..<8 {
                    for column in 0..<8 where Self.isFull(occupied, column, row, axis: axis) {
                        expected |= Self.bit(column, row) ?? 0
                    }
                }
                guard mask == expected else {
                    throw PropertyFailure(
                        "axis \(axis) of occupied \(String(occupied, radix: 16)): "
                            + "\(String(mask, radix: 16)), expected \(String(expected, radix: 16))")
                }
            }
        }
        expectHolds(property, cases: 3000)
    }

    @Test("the stable disks, on 3000 random boards")
    func stableDisksByTheRules() {
        let property = Property("the stable disks are those the rules prove") { choices in
            let (own, opponent) = choices.draw(Self.boards)
            let found = stableDisks(own: own, lines: FullLines(own | opponent))
            let expected = Self.stable(own: own, occupied: own | opponent)
            guard found == expected else {
                throw PropertyFailure(
                    "own \(String(own, radix: 16)), opponent \(String(opponent, radix: 16)): "
                        + "\(String(found, radix: 16)), expected \(String(expected, radix: 16))")
            }
        }
        expectHolds(property, cases: 3000)
    }
}
