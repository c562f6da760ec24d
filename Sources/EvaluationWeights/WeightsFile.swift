import BinaryCoding

/// The evaluation's weights as a file: the form the repository keeps them in, which
/// `reversi-train fit` writes and the build embeds in the engine (docs/engine.md: the
/// evaluation). Every number is little-endian:
///
///     bytes 0–3        the magic, "RVWT"
///     bytes 4–7        the format's version, 1 (UInt32)
///     bytes 8–11       the number of weights, n (UInt32)
///     next 2n bytes    the weights (Int16 each), the payload
///     last 8 bytes     the payload's checksum (UInt64, FNV-1a-64 over its bytes)
///
/// A file that breaks this layout, or whose weights fail their checksum, is refused with the
/// reason, never read in part.
package enum WeightsFile {
    package static let magic = Array("RVWT".utf8)
    package static let version: UInt32 = 1
    static let headerBytes = 12
    static let checksumBytes = 8

    /// The file's bytes for `weights`.
    package static func encode(_ weights: [Int16]) -> [UInt8] {
        var bytes = magic
        bytes.reserveCapacity(headerBytes + 2 * weights.count + checksumBytes)
        bytes.append(littleEndian: version)
        bytes.append(littleEndian: UInt32(truncatingIfNeeded: weights.count))
        for weight in weights {
            bytes.append(littleEndian: weight)
        }
        bytes.append(littleEndian: checksum(weights))
        return bytes
    }

    /// The weights of the file's `bytes`, or why they are not a file of weights.
    package static func decode(_ bytes: [UInt8]) throws(WeightsFileError) -> [Int16] {
        guard bytes.count >= headerBytes + checksumBytes else {
            throw .truncated(bytes: bytes.count, needed: headerBytes + checksumBytes)
        }
        guard bytes.starts(with: magic) else { throw .wrongMagic }
        let version = bytes.integer(UInt32.self, at: 4)
        guard version == Self.version else { throw .unsupportedVersion(version) }
        let count = Int(bytes.integer(UInt32.self, at: 8))
        let size = headerBytes + 2 * count + checksumBytes
        guard bytes.count >= size else { throw .truncated(bytes: bytes.count, needed: size) }
        guard bytes.count == size else { throw .trailingBytes(bytes: bytes.count, expected: size) }
        let weights = (0..<count).map { index in
            bytes.integer(Int16.self, at: headerBytes + 2 * index)
        }
        let stored = bytes.integer(UInt64.self, at: size - checksumBytes)
        let computed = checksum(weights)
        guard stored == computed else { throw .wrongChecksum(stored: stored, computed: computed) }
        return weights
    }

    /// The payload's checksum: FNV-1a-64 over the weights' little-endian bytes. A check
    /// against accidents (a cut download, a stray edit, a decoder's slip), not against forgery.
    package static func checksum(_ weights: [Int16]) -> UInt64 {
        var hash = FNV1a64()
        for weight in weights { hash.add(littleEndian: weight) }
        return hash.value
    }
}

/// Why bytes are not a file of weights, in words a build log can show.
package enum WeightsFileError: Error, Equatable, CustomStringConvertible {
    case truncated(bytes: Int, needed: Int)
    case wrongMagic
    case unsupportedVersion(UInt32)
    case trailingBytes(bytes: Int, expected: Int)
    case wrongChecksum(stored: UInt64, computed: UInt64)

    package var description: String {
        switch self {
        case .truncated(let bytes, let needed):
            "the file is cut short: \(bytes) bytes where its format needs \(needed)"
        case .wrongMagic:
            "not a file of weights: it does not start with \"RVWT\""
        case .unsupportedVersion(let version):
            "version \(version) of the weights' format; this build reads version "
                + "\(WeightsFile.version)"
        case .trailingBytes(let bytes, let expected):
            "the file is \(bytes) bytes, more than the \(expected) its header announces"
        case .wrongChecksum(let stored, let computed):
            "the weights do not match their checksum (the file says "
                + "\(hex(stored)), the weights give \(hex(computed))): the file is damaged"
        }
    }

    private func hex(_ number: UInt64) -> String { "0x" + String(number, radix: 16) }
}
