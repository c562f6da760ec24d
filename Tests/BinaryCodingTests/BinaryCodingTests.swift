import BinaryCoding
import Testing

/// The byte helpers the package's binary files share (the book's, spec 21.1, and the
/// evaluation's weights, spec 16.1): integers lowest byte first, and the FNV-1a checksum.
@Suite("Spec 16.1, 21.1: little-endian integers and the FNV-1a checksum of the binary files")
struct BinaryCodingTests {
    @Test("FNV-1a-64 gives the published values, a byte or an integer's bytes at a time")
    func fnv() {
        #expect(FNV1a64.of([UInt8]()) == 0xCBF2_9CE4_8422_2325)
        #expect(FNV1a64.of("a".utf8) == 0xAF63_DC4C_8601_EC8C)
        #expect(FNV1a64.of("foobar".utf8) == 0x8594_4171_F739_67E8)
        var hash = FNV1a64()
        hash.add(littleEndian: UInt16(0x0061))
        #expect(hash.value == FNV1a64.of([0x61, 0x00]))
    }

    @Test("integers are written lowest byte first and read back, signed ones included")
    func littleEndian() {
        var bytes: [UInt8] = [0xAA]
        bytes.append(littleEndian: UInt32(0x0102_0304))
        bytes.append(littleEndian: Int16.min)
        bytes.append(littleEndian: Int16(-2))
        bytes.append(littleEndian: UInt64.max - 1)
        #expect(Array(bytes.prefix(9)) == [0xAA, 0x04, 0x03, 0x02, 0x01, 0x00, 0x80, 0xFE, 0xFF])
        #expect(bytes.integer(UInt32.self, at: 1) == 0x0102_0304)
        #expect(bytes.integer(Int16.self, at: 5) == Int16.min)
        #expect(bytes.integer(Int16.self, at: 7) == -2)
        #expect(bytes.integer(UInt64.self, at: 9) == UInt64.max - 1)
    }
}
