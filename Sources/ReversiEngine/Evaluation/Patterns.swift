import ReversiCore

/// The patterns the evaluation reads: groups of cells whose contents, as one base-3 number
/// (empty 0, the side to move's 1, the opponent's 2), index a table of learned values.
///
/// Every group appears on the board several times, turned or mirrored (the four edges, the
/// four corners, …), and all the appearances of a group share its table, so what is learned
/// about one corner holds for the others. The cells of a line are gathered with shifts, a
/// mirror or a transpose of the whole board and, for diagonals, one multiplication; no loop
/// over cells. `PatternsTests` reads the same indices cell by cell.
package enum Patterns {
    /// A group of cells and the number of its appearances on the board.
    package struct Group: Sendable {
        package let cells: Int
        package let appearances: Int
        /// The size of its table: every way of filling its cells.
        package var size: Int { Int(pow3(cells)) }
    }

    /// The groups, in the order of their tables in a phase's weights and of `forEachIndex`.
    package static let groups = [
        Group(cells: 8, appearances: 4),  // edge
        Group(cells: 9, appearances: 4),  // corner 3×3
        Group(cells: 8, appearances: 4),  // second line
        Group(cells: 8, appearances: 4),  // third line
        Group(cells: 8, appearances: 4),  // fourth line
        Group(cells: 8, appearances: 2),  // long diagonal
        Group(cells: 7, appearances: 4),  // diagonal of 7
        Group(cells: 6, appearances: 4),  // diagonal of 6
        Group(cells: 5, appearances: 4),  // diagonal of 5
        Group(cells: 4, appearances: 4),  // diagonal of 4
    ]

    /// Where each group's table starts in a phase's weights.
    package static let offsets: [Int] = groups.indices.map { index in
        groups[..<index].reduce(0) { $0 + $1.size }
    }

    /// The weights of one phase: every group's table, then the weight of mobility and a
    /// constant.
    package static let phaseSize = offsets[groups.count - 1] + groups[groups.count - 1].size + 2
    package static var mobilityWeight: Int { phaseSize - 2 }
    package static var constantWeight: Int { phaseSize - 1 }

    /// The appearances of all groups: the indices `forEachIndex` gives per position.
    package static let appearances = groups.reduce(0) { $0 + $1.appearances }

    /// The phases of the game, each with weights of its own: empties 0–7, 8–15, …, 56–60.
    package static let phases = 8

    @inline(__always)
    package static func phase(empties: Int) -> Int { min(empties &>> 3, phases &- 1) }

    private static func pow3(_ exponent: Int) -> Int32 {
        (0..<exponent).reduce(1) { result, _ in result * 3 }
    }

    /// The base-3 value of each set of up to 10 bits: bit `i` counts `3^i`.
    package static let ternary: [Int32] = (0..<1024).map { bits in
        (0..<10).reduce(0) { value, bit in value + (bits >> bit & 1 == 1 ? pow3(bit) : 0) }
    }

    /// Where each group's table starts, as constants for `forEachIndex` (the search's hot
    /// loop reads them millions of times a second); a test holds them equal to `offsets`.
    enum Offset {
        static let edge = 0
        static let corner = 6561
        static let secondLine = 26244
        static let thirdLine = 32805
        static let fourthLine = 39366
        static let longDiagonal = 45927
        static let diagonal7 = 52488
        static let diagonal6 = 54675
        static let diagonal5 = 55404
        static let diagonal4 = 55647
    }

    /// Calls `body` with each appearance's index into the phase's weights: the group's offset
    /// plus the contents of its cells. Written out in full, without arrays, as the search
    /// calls it for every position it evaluates.
    @inline(__always)
    package static func forEachIndex(
        _ position: Bitboards, ternary: UnsafePointer<Int32>, _ body: (Int) -> Void
    ) {
        let own = position.own
        let opponent = position.opponent
        @inline(__always)
        func value(_ ownBits: UInt64, _ opponentBits: UInt64) -> Int {
            Int(ternary[Int(truncatingIfNeeded: ownBits)])
                &+ 2 &* Int(ternary[Int(truncatingIfNeeded: opponentBits)])
        }
        @inline(__always)
        func rows(_ own: UInt64, _ opponent: UInt64) {
            @inline(__always)
            func row(_ shift: UInt64, _ offset: Int) {
                body(offset &+ value((own &>> shift) & 0xFF, (opponent &>> shift) & 0xFF))
            }
            /// A line `shift` bits from the bottom, and its mirror as far from the top.
            @inline(__always)
            func rowPair(_ shift: UInt64, _ offset: Int) {
                row(shift, offset)
                row(56 &- shift, offset)
            }
            rowPair(0, Offset.edge)
            rowPair(8, Offset.secondLine)
            rowPair(16, Offset.thirdLine)
            rowPair(24, Offset.fourthLine)
        }
        @inline(__always)
        func corner(_ own: UInt64, _ opponent: UInt64) {
            body(Offset.corner &+ value(cornerBits(own), cornerBits(opponent)))
        }
        @inline(__always)
        func diagonal(_ mask: UInt64, _ offset: Int) {
            let shift = UInt64(truncatingIfNeeded: gather(mask).trailingZeroBitCount)
            body(offset &+ value(gather(own & mask) &>> shift, gather(opponent & mask) &>> shift))
        }
        /// A short diagonal's four appearances: as given, turned half a turn, mirrored left to
        /// right, and flipped top to bottom (the masks fold to constants).
        @inline(__always)
        func diagonals(_ mask: UInt64, _ offset: Int) {
            let mirror = mirrored(mask)
            diagonal(mask, offset)
            diagonal(mirror.byteSwapped, offset)
            diagonal(mirror, offset)
            diagonal(mask.byteSwapped, offset)
        }
        rows(own, opponent)
        rows(transposed(own), transposed(opponent))
        let ownMirrored = mirrored(own)
        let opponentMirrored = mirrored(opponent)
        corner(own, opponent)
        corner(ownMirrored, opponentMirrored)
        corner(own.byteSwapped, opponent.byteSwapped)
        corner(ownMirrored.byteSwapped, opponentMirrored.byteSwapped)
        diagonal(0x8040_2010_0804_0201, Offset.longDiagonal)
        diagonal(0x0102_0408_1020_4080, Offset.longDiagonal)
        diagonals(0x0080_4020_1008_0402, Offset.diagonal7)
        diagonals(0x0000_8040_2010_0804, Offset.diagonal6)
        diagonals(0x0000_0080_4020_1008, Offset.diagonal5)
        diagonals(0x0000_0000_8040_2010, Offset.diagonal4)
    }

    /// The cells a1–c1, a2–c2, a3–c3 as bits 0–8.
    @inline(__always)
    static func cornerBits(_ cells: UInt64) -> UInt64 {
        (cells & 0x7) | ((cells &>> 5) & 0x38) | ((cells &>> 10) & 0x1C0)
    }

    /// The cells of a diagonal (at most one on each column) as bits 0–7 by column: the
    /// multiplication adds the board's rows up, and no two cells of the diagonal share a
    /// column, so no sum carries and the top row collects each cell once.
    @inline(__always)
    static func gather(_ diagonal: UInt64) -> UInt64 {
        (diagonal &* 0x0101_0101_0101_0101) &>> 56
    }

    /// The board mirrored across the a1–h8 diagonal: columns become rows.
    @inline(__always)
    package static func transposed(_ cells: UInt64) -> UInt64 {
        var x = cells
        var t = 0x0F0F_0F0F_0000_0000 & (x ^ (x &<< 28))
        x ^= t ^ (t &>> 28)
        t = 0x3333_0000_3333_0000 & (x ^ (x &<< 14))
        x ^= t ^ (t &>> 14)
        t = 0x5500_5500_5500_5500 & (x ^ (x &<< 7))
        x ^= t ^ (t &>> 7)
        return x
    }

    /// The board mirrored left to right: column a becomes column h.
    @inline(__always)
    package static func mirrored(_ cells: UInt64) -> UInt64 {
        var x = cells
        x = ((x &>> 1) & 0x5555_5555_5555_5555) | ((x & 0x5555_5555_5555_5555) &<< 1)
        x = ((x &>> 2) & 0x3333_3333_3333_3333) | ((x & 0x3333_3333_3333_3333) &<< 2)
        x = ((x &>> 4) & 0x0F0F_0F0F_0F0F_0F0F) | ((x & 0x0F0F_0F0F_0F0F_0F0F) &<< 4)
        return x
    }

    /// The eight symmetries of the board: the identity, mirrors and turns.
    package static func symmetries(_ cells: UInt64) -> [UInt64] {
        let turned = [cells, mirrored(cells), cells.byteSwapped, mirrored(cells).byteSwapped]
        return turned + turned.map(transposed)
    }
}
