/// The eight symmetries of the square, on bitboards (bit `8 * row + column`, `a1` bit 0): the
/// book keys a position by the least of its eight images, so that a position and its
/// reflections and turns share one entry (spec 21.1), the four first moves among them.
struct BoardSymmetry: Hashable, Sendable, CaseIterable {
    /// Bit 0 mirrors the columns, bit 1 the rows, bit 2 then transposes: every symmetry of the
    /// square is one of these eight.
    let code: Int

    static let allCases = (0..<8).map(BoardSymmetry.init(code:))
    static let identity = BoardSymmetry(code: 0)

    func image(of bits: UInt64) -> UInt64 {
        var bits = bits
        if code & 1 != 0 { bits = Self.mirroringColumns(bits) }
        if code & 2 != 0 { bits = bits.byteSwapped }
        if code & 4 != 0 { bits = Self.transposing(bits) }
        return bits
    }

    /// The image of one square (0..<64); 64, the book's pass, is its own image.
    func image(ofSquare square: Int) -> Int {
        guard (0..<64).contains(square) else { return square }
        return image(of: 1 &<< UInt64(square)).trailingZeroBitCount
    }

    /// Column `c` to column `7 - c`: the bits of each byte reversed.
    private static func mirroringColumns(_ bits: UInt64) -> UInt64 {
        var bits = bits
        bits = ((bits >> 1) & 0x5555_5555_5555_5555) | ((bits & 0x5555_5555_5555_5555) << 1)
        bits = ((bits >> 2) & 0x3333_3333_3333_3333) | ((bits & 0x3333_3333_3333_3333) << 2)
        bits = ((bits >> 4) & 0x0F0F_0F0F_0F0F_0F0F) | ((bits & 0x0F0F_0F0F_0F0F_0F0F) << 4)
        return bits
    }

    /// Row and column swapped (the reflection in the a1–h8 diagonal), by three delta swaps.
    private static func transposing(_ bits: UInt64) -> UInt64 {
        var bits = bits
        var swapped = 0x0F0F_0F0F_0000_0000 & (bits ^ (bits << 28))
        bits ^= swapped ^ (swapped >> 28)
        swapped = 0x3333_0000_3333_0000 & (bits ^ (bits << 14))
        bits ^= swapped ^ (swapped >> 14)
        swapped = 0x5500_5500_5500_5500 & (bits ^ (bits << 7))
        bits ^= swapped ^ (swapped >> 7)
        return bits
    }
}
