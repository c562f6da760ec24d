/// The move generator on two 64-bit sets: the side to move's disks (`own`) and the other
/// side's (`opponent`), bit `8 * row + column` for each cell.
///
/// This is the hot path of perft, of the checker and of playouts, so it is branch-light,
/// allocation-free and inlinable across modules. `@inlinable` alone was not enough: a profile
/// of `reversi-verify perft` showed `legalMoves` and `flips(at:)` still called out of line
/// from ReversiSpecs, so the two are also `@inline(__always)` (perft 11 then ran about 10%
/// faster in the median of eight runs; see tools/bench). `LineRules` is its executable
/// specification; a differential test keeps the two in agreement.
@frozen @usableFromInline
package struct Bitboards: Hashable, Sendable {
    @usableFromInline package var own: UInt64
    @usableFromInline package var opponent: UInt64

    @inlinable
    package init(own: UInt64, opponent: UInt64) {
        self.own = own
        self.opponent = opponent
    }

    @inlinable
    package var empty: UInt64 { ~(own | opponent) }

    /// The cells where the side to move may place: empty cells from which some direction
    /// runs over one or more opposing disks into one of its own.
    ///
    /// The four axes (shifts 1, 8, 7 and 9) are independent, so they run side by side in the
    /// lanes of one vector; each lane walks both ways along its axis from the own disks over
    /// the opposing ones, doubling the step after the first two moves (a run has at most six
    /// disks).
    @inlinable @inline(__always)
    package var legalMoves: UInt64 {
        let step = SIMD4<UInt64>(1, 8, 7, 9)
        let doubleStep = step &+ step
        // Horizontal and diagonal runs must not wrap from one edge to the other, so the
        // opposing disks they walk over exclude the edge columns.
        let noWrap = SIMD4<UInt64>(
            0x7E7E_7E7E_7E7E_7E7E, ~0, 0x7E7E_7E7E_7E7E_7E7E, 0x7E7E_7E7E_7E7E_7E7E)
        let from = SIMD4<UInt64>(repeating: own)
        let over = SIMD4<UInt64>(repeating: opponent) & noWrap
        var up = over & (from &<< step)
        var down = over & (from &>> step)
        up |= over & (up &<< step)
        down |= over & (down &>> step)
        let pairsUp = over & (over &<< step)
        let pairsDown = pairsUp &>> step
        up |= pairsUp & (up &<< doubleStep)
        down |= pairsDown & (down &>> doubleStep)
        up |= pairsUp & (up &<< doubleStep)
        down |= pairsDown & (down &>> doubleStep)
        let ends = (up &<< step) | (down &>> step)
        return (ends[0] | ends[1] | ends[2] | ends[3]) & empty
    }

    /// The opposing disks that flip when the side to move places on `square` (0..<64).
    /// Zero when the placement is illegal.
    ///
    /// Each of the eight rays from `square` is a mask (the square's row, column and two
    /// diagonals cut at the square); a ray flips when its first cell that is not an opposing
    /// disk is an own disk.
    @inlinable @inline(__always)
    package func flips(at square: Int) -> UInt64 {
        let index = UInt64(truncatingIfNeeded: square) & 63
        let after = ~UInt64(1) &<< index
        let before = (1 &<< index) &- 1
        let row: UInt64 = 0xFF &<< (index & 56)
        let column: UInt64 = 0x0101_0101_0101_0101 &<< (index & 7)
        let columnIndex = Int(truncatingIfNeeded: index & 7)
        let rowIndex = Int(truncatingIfNeeded: index &>> 3)
        let diagonal = Bitboards.line(0x8040_2010_0804_0201, movedUpBy: rowIndex &- columnIndex)
        let antiDiagonal = Bitboards.line(
            0x0102_0408_1020_4080, movedUpBy: rowIndex &+ columnIndex &- 7)
        return flipsTowardHigherBits(along: row & after)
            | flipsTowardHigherBits(along: column & after)
            | flipsTowardHigherBits(along: diagonal & after)
            | flipsTowardHigherBits(along: antiDiagonal & after)
            | flipsTowardLowerBits(along: row & before)
            | flipsTowardLowerBits(along: column & before)
            | flipsTowardLowerBits(along: diagonal & before)
            | flipsTowardLowerBits(along: antiDiagonal & before)
    }

    /// A full diagonal moved `rows` rows up (towards higher bits), or down when negative.
    @inlinable
    static func line(_ diagonal: UInt64, movedUpBy rows: Int) -> UInt64 {
        rows >= 0
            ? diagonal &<< UInt64(truncatingIfNeeded: rows &* 8)
            : diagonal &>> UInt64(truncatingIfNeeded: (0 &- rows) &* 8)
    }

    /// The flips along a ray that leaves the placed square towards higher bits: its lowest
    /// cell that is not an opposing disk must be an own disk.
    @inlinable
    package func flipsTowardHigherBits(along ray: UInt64) -> UInt64 {
        let stops = ray & ~opponent
        let anchor = stops & (0 &- stops) & own
        return anchor != 0 ? (anchor &- 1) & ray : 0
    }

    /// The same towards lower bits: the highest stop must be an own disk. With no stop at
    /// all the shift gives bit 63, which no such ray contains.
    @inlinable
    package func flipsTowardLowerBits(along ray: UInt64) -> UInt64 {
        let stops = ray & ~opponent
        let highest = (1 &<< 63 as UInt64) &>> UInt64(truncatingIfNeeded: stops.leadingZeroBitCount)
        let anchor = highest & stops & own
        return ray & (0 &- (anchor &<< 1))
    }

    /// The position after the side to move places on `square` and flips `flipped`, seen from
    /// the new side to move.
    @inlinable
    package func playing(_ square: Int, flipping flipped: UInt64) -> Bitboards {
        let placed: UInt64 = 1 &<< UInt64(truncatingIfNeeded: square & 63)
        return Bitboards(own: opponent ^ flipped, opponent: own | flipped | placed)
    }

    /// The same position with the other side to move.
    @inlinable
    package var passed: Bitboards { Bitboards(own: opponent, opponent: own) }
}
