/// Integers in the bytes of the package's binary files, lowest byte first. Inlinable, so that
/// a reader's loop over thousands of records is specialised to its integers.
extension [UInt8] {
    @inlinable
    package mutating func append<Integer: FixedWidthInteger>(littleEndian value: Integer) {
        for shift in stride(from: 0, to: Integer.bitWidth, by: 8) {
            append(UInt8(truncatingIfNeeded: value >> shift))
        }
    }

    /// The little-endian integer at `offset`; the caller has checked that its bytes are there.
    @inlinable
    package func integer<Integer: FixedWidthInteger>(_: Integer.Type, at offset: Int) -> Integer {
        var value: Integer = 0
        for index in 0..<Integer.bitWidth / 8 {
            value |= Integer(truncatingIfNeeded: self[offset + index]) << (index * 8)
        }
        return value
    }
}
