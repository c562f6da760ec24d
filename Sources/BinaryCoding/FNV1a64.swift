/// 64-bit FNV-1a: the checksum of the package's binary files and the hash of its builds and
/// seeds. Enough to tell a damaged file or another build, in a line a byte; a check against
/// accidents, not against forgery.
package struct FNV1a64 {
    @usableFromInline package internal(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    @inlinable
    package init() {}

    @inlinable @inline(__always)
    package mutating func add(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }

    /// Adds `number`'s bytes, lowest first, as a little-endian file holds it.
    @inlinable @inline(__always)
    package mutating func add<Integer: FixedWidthInteger>(littleEndian number: Integer) {
        for shift in stride(from: 0, to: Integer.bitWidth, by: 8) {
            add(UInt8(truncatingIfNeeded: number >> shift))
        }
    }

    /// The hash of `bytes`. Inlinable, so that a caller's loop is specialised to its bytes.
    @inlinable
    package static func of<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
        var hash = FNV1a64()
        for byte in bytes { hash.add(byte) }
        return hash.value
    }
}
