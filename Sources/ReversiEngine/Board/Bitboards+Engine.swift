import ReversiCore

/// What the search asks of a position beyond the rules: counts, the final score, regions and
/// neighbourhoods. All of it is a few shifts and popcounts, and all of it is inlined into the
/// search's loops.
extension Bitboards {
    /// The score when the last empty cell stays empty because nobody can play it, given the
    /// side to move's disk count on a board with one empty cell (the odd total rules out a tie).
    @inline(__always)
    static func finalScoreWithOneEmpty(ownCount: Int) -> Int {
        let difference = 2 &* ownCount &- 63
        return difference > 0 ? difference &+ 1 : difference &- 1
    }

    /// The position after the side to move places on `square`, flipping `flipped`, seen from
    /// the opponent; `playing(_:flipping:)` under a shorter name for the search's loops.
    @inline(__always)
    func child(_ square: Int, _ flipped: UInt64) -> Bitboards {
        Bitboards(
            own: opponent ^ flipped,
            opponent: own | flipped | (1 &<< UInt64(truncatingIfNeeded: square)))
    }
}

/// The cells next to each cell of a set, in the eight directions, without wrapping around the
/// board's edges.
@inline(__always)
func neighbours(of cells: UInt64) -> UInt64 {
    let notColumnA: UInt64 = 0xFEFE_FEFE_FEFE_FEFE
    let notColumnH: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    let toHigherColumn = (cells &<< 1) & notColumnA
    let toLowerColumn = (cells &>> 1) & notColumnH
    let row = cells | toHigherColumn | toLowerColumn
    return (row | (row &<< 8) | (row &>> 8)) & ~cells
}

/// The four quadrants of the board (a1–d4, e1–h4, a5–d8, e5–h8). Near the end of a game the
/// empty cells fall into regions, and playing first where a region has an odd number of
/// empties tends to leave the last move in each region to the side that moved first: the
/// parity heuristic.
enum Quadrants {
    static let masks: (UInt64, UInt64, UInt64, UInt64) = (
        0x0000_0000_0F0F_0F0F, 0x0000_0000_F0F0_F0F0, 0x0F0F_0F0F_0000_0000,
        0xF0F0_F0F0_0000_0000
    )

    /// The cells of every quadrant that holds an odd number of the cells in `empty`.
    @inline(__always)
    static func odd(_ empty: UInt64) -> UInt64 {
        let (q0, q1, q2, q3) = masks
        var result: UInt64 = 0
        if (empty & q0).nonzeroBitCount & 1 != 0 { result |= q0 }
        if (empty & q1).nonzeroBitCount & 1 != 0 { result |= q1 }
        if (empty & q2).nonzeroBitCount & 1 != 0 { result |= q2 }
        if (empty & q3).nonzeroBitCount & 1 != 0 { result |= q3 }
        return result
    }
}

/// The X-squares (diagonally next to a corner) and C-squares (next to it along an edge) of
/// the corners that are still empty.
@inline(__always)
func cellsNextToEmptyCorners(_ empty: UInt64) -> (x: UInt64, c: UInt64) {
    let a1 = empty & 0x0000_0000_0000_0001
    let h1 = empty & 0x0000_0000_0000_0080
    let a8 = empty & 0x0100_0000_0000_0000
    let h8 = empty & 0x8000_0000_0000_0000
    let x = (a1 &<< 9) | (h1 &<< 7) | (a8 &>> 7) | (h8 &>> 9)
    let c =
        (a1 &<< 1) | (a1 &<< 8) | (h1 &>> 1) | (h1 &<< 8) | (a8 &<< 1) | (a8 &>> 8)
        | (h8 &>> 1) | (h8 &>> 8)
    return (x, c)
}
