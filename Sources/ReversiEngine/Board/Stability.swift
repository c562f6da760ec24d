/// The disks of `own` that no future move can flip, found from the walls and the full lines
/// inwards.
///
/// A disk flips only when it lies inside a line between a placed disk and an opposing one. So
/// along one axis (row, column, diagonal, anti-diagonal) it is safe when that line through it
/// is full (nobody can place there), when a wall is next to it on that axis, or when the
/// neighbour on that axis is a stable disk of its own colour (the run that would flip it
/// would have to flip that one too). A disk safe on all four axes is stable; growing the set
/// until it stops changing finds every disk these rules prove, which includes every disk in a
/// run from an own corner along an edge.
///
/// `lines` are the full lines of the board, shared by both sides' calls.
@inline(__always)
func stableDisks(own: UInt64, lines: FullLines) -> UInt64 {
    let columnsAH: UInt64 = 0x8181_8181_8181_8181
    let rows18: UInt64 = 0xFF00_0000_0000_00FF
    let border = columnsAH | rows18
    let horizontal = lines.rows | columnsAH
    let vertical = lines.columns | rows18
    let diagonal = lines.diagonals | border
    let antiDiagonal = lines.antiDiagonals | border
    var stable = own & horizontal & vertical & diagonal & antiDiagonal
    if stable == 0 { return 0 }
    // The shifts by 1, 7 and 9 wrap from one edge column to the other, and need no mask: the
    // cells of columns a and h are safe on the row and both diagonals by their wall already.
    while true {
        let next =
            own
            & (horizontal | (stable &<< 1) | (stable &>> 1))
            & (vertical | (stable &<< 8) | (stable &>> 8))
            & (diagonal | (stable &<< 9) | (stable &>> 9))
            & (antiDiagonal | (stable &<< 7) | (stable &>> 7))
        if next == stable { return stable }
        stable = next
    }
}

/// The cells whose row, column, diagonal or anti-diagonal holds no empty cell.
struct FullLines {
    let rows: UInt64
    let columns: UInt64
    let diagonals: UInt64
    let antiDiagonals: UInt64

    @inline(__always)
    init(_ occupied: UInt64) {
        var inRow = occupied & (occupied &>> 4)
        inRow &= inRow &>> 2
        inRow &= inRow &>> 1
        rows = (inRow & 0x0101_0101_0101_0101) &* 0xFF
        var inColumn = occupied & (occupied &>> 32)
        inColumn &= inColumn &>> 16
        inColumn &= inColumn &>> 8
        columns = (inColumn & 0xFF) &* 0x0101_0101_0101_0101
        let empty = ~occupied
        // Spread each empty cell along its line both ways: 1, 2, then 4 steps, each shift
        // masked so that it does not wrap from one edge column to the other.
        var up = empty | ((empty &<< 9) & 0xFEFE_FEFE_FEFE_FEFE)
        up |= (up &<< 18) & 0xFCFC_FCFC_FCFC_FCFC
        up |= (up &<< 36) & 0xF0F0_F0F0_F0F0_F0F0
        var down = empty | ((empty &>> 9) & 0x7F7F_7F7F_7F7F_7F7F)
        down |= (down &>> 18) & 0x3F3F_3F3F_3F3F_3F3F
        down |= (down &>> 36) & 0x0F0F_0F0F_0F0F_0F0F
        diagonals = ~(up | down)
        var upLeft = empty | ((empty &<< 7) & 0x7F7F_7F7F_7F7F_7F7F)
        upLeft |= (upLeft &<< 14) & 0x3F3F_3F3F_3F3F_3F3F
        upLeft |= (upLeft &<< 28) & 0x0F0F_0F0F_0F0F_0F0F
        var downRight = empty | ((empty &>> 7) & 0xFEFE_FEFE_FEFE_FEFE)
        downRight |= (downRight &>> 14) & 0xFCFC_FCFC_FCFC_FCFC
        downRight |= (downRight &>> 28) & 0xF0F0_F0F0_F0F0_F0F0
        antiDiagonals = ~(upLeft | downRight)
    }
}
