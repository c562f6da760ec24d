import EvaluationWeights
import ReversiCore
import Testing

/// The evaluation's weights as a file and as the text the engine embeds (docs/engine.md: the
/// evaluation): what the trainer writes, the build reads back, and a damaged file refused
/// with its reason.
@Suite("Spec 16.1: the file of weights, its checksum and its embedded text")
struct WeightsFileTests {
    static let weights: [Int16] =
        [0, 0, 0, Int16.min, Int16.max, -1, 1, 300, -300]
        + Array(repeating: 0, count: 100) + [42]

    /// The file's bytes with `change` applied.
    static func damaged(_ change: (inout [UInt8]) -> Void) -> [UInt8] {
        var bytes = WeightsFile.encode(weights)
        change(&bytes)
        return bytes
    }

    /// The error decoding `bytes` throws, or nil when they decode.
    static func error(_ bytes: [UInt8]) -> WeightsFileError? {
        do throws(WeightsFileError) {
            _ = try WeightsFile.decode(bytes)
            return nil
        } catch {
            return error
        }
    }

    @Test(
        "a file gives back its weights, laid out as documented: magic, version, count, weights, checksum"
    )
    func roundTrip() throws {
        let bytes = WeightsFile.encode(Self.weights)
        #expect(try WeightsFile.decode(bytes) == Self.weights)
        #expect(bytes.count == 12 + 2 * Self.weights.count + 8)
        #expect(Array(bytes.prefix(4)) == Array("RVWT".utf8))
        #expect(Array(bytes[4..<12]) == [1, 0, 0, 0, UInt8(Self.weights.count), 0, 0, 0])
        // Int16.min, little-endian, as the fourth weight.
        #expect(Array(bytes[18..<20]) == [0x00, 0x80])
        let checksum = WeightsFile.checksum(Self.weights)
        #expect(
            Array(bytes.suffix(8))
                == (0..<8).map { UInt8(truncatingIfNeeded: checksum >> (8 * $0)) })
        #expect(try WeightsFile.decode(WeightsFile.encode([])) == [])
    }

    @Test("the checksum is FNV-1a-64 over the weights' little-endian bytes")
    func checksumIsFNV() {
        #expect(WeightsFile.checksum([]) == 0xcbf2_9ce4_8422_2325)
        // FNV-1a-64 of the bytes 0x61 0x00 ("a" then a zero byte).
        #expect(WeightsFile.checksum([0x61]) == 0x089b_e207_b544_f1e4)
        #expect(WeightsFile.checksum([1, 2]) != WeightsFile.checksum([2, 1]))
    }

    @Test(
        "a damaged file is refused with its reason: cut, wrong magic, version or checksum, extra bytes"
    )
    func damagedFilesRefused() {
        let size = 12 + 2 * Self.weights.count + 8
        #expect(Self.error([]) == .truncated(bytes: 0, needed: 20))
        #expect(
            Self.error(Self.damaged { $0.removeLast(size - 11) })
                == .truncated(bytes: 11, needed: 20))
        #expect(
            Self.error(Self.damaged { $0.removeLast() })
                == .truncated(bytes: size - 1, needed: size))
        #expect(
            Self.error(Self.damaged { $0.removeLast(9) })
                == .truncated(bytes: size - 9, needed: size))
        #expect(Self.error(Self.damaged { $0[0] = UInt8(ascii: "X") }) == .wrongMagic)
        #expect(Self.error(Self.damaged { $0[4] = 2 }) == .unsupportedVersion(2))
        // A count larger than the bytes: the file is cut, not read beyond its end.
        #expect(
            Self.error(Self.damaged { $0[11] = 0xFF })
                == .truncated(bytes: size, needed: 12 + 2 * (Self.weights.count + 0xFF00_0000) + 8))
        #expect(
            Self.error(Self.damaged { $0.append(0) })
                == .trailingBytes(bytes: size + 1, expected: size))
        let checksum = WeightsFile.checksum(Self.weights)
        #expect(
            Self.error(Self.damaged { $0[13] ^= 1 })
                == .wrongChecksum(
                    stored: checksum,
                    computed: WeightsFile.checksum([256] + Self.weights.dropFirst())))
        #expect(
            Self.error(Self.damaged { $0[size - 1] ^= 0x80 })
                == .wrongChecksum(stored: checksum ^ 1 << 63, computed: checksum))
    }

    @Test("each refusal says what is wrong in words a build log can show")
    func errorsAreWorded() {
        #expect(
            "\(WeightsFileError.truncated(bytes: 5, needed: 20))".contains("cut short: 5 bytes"))
        #expect("\(WeightsFileError.wrongMagic)".contains("not a file of weights"))
        #expect("\(WeightsFileError.unsupportedVersion(2))".contains("version 2"))
        #expect("\(WeightsFileError.trailingBytes(bytes: 30, expected: 20))".contains("30 bytes"))
        #expect(
            "\(WeightsFileError.wrongChecksum(stored: 0xab, computed: 0xcd))".contains(
                "the file says 0xab, the weights give 0xcd"))
    }

    @Test(
        "the source embedding a file holds its weights, count and checksum; a damaged file fails it"
    )
    func embeddingSource() throws {
        let source = try WeightsEmbedding.source(embedding: WeightsFile.encode(Self.weights))
        let checksum = WeightsFile.checksum(Self.weights)
        #expect(source.contains("enum EmbeddedWeights {"))
        #expect(source.contains("static let count = \(Self.weights.count)\n"))
        #expect(source.contains("static let checksum: UInt64 = 0x\(String(checksum, radix: 16))\n"))
        let literal = source.split(separator: "\"\"\"", omittingEmptySubsequences: false)
        #expect(literal.count == 3)
        #expect(
            WeightsEmbedding.weights(
                text: String(literal[1]), count: Self.weights.count, checksum: checksum)
                == Self.weights)
        #expect(throws: WeightsFileError.wrongMagic) {
            try WeightsEmbedding.source(embedding: Self.damaged { $0[1] = 0 })
        }
    }

    @Test("the weights' text gives back the weights, runs of zeros and the extremes included")
    func weightsText() {
        var random = SplitMix64(seed: 11)
        let weights: [Int16] =
            [0, 0, 0, Int16.min, Int16.max, -1, 1] + Array(repeating: 0, count: 5000)
            + (0..<2000).map { _ in
                random.next() % 3 == 0 ? 0 : Int16(truncatingIfNeeded: random.next())
            }
        let text = WeightsText.encode(weights, width: 40).joined(separator: "\n")
        #expect(WeightsText.decode(text, count: weights.count) == weights)
        #expect(WeightsText.decode(text, count: weights.count + 1) == nil)
        #expect(WeightsText.decode(text + "A", count: weights.count) == nil)
        #expect(WeightsText.decode("!!!", count: 1) == nil)
        #expect(WeightsText.decode(".AA", count: 0) == nil)
    }
}
