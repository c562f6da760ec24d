import BinaryCoding
import Foundation

/// This verifier's build, as the reports of a sharded run record it: a hash of its own
/// executable. The version is a constant, so it does not tell a rebuilt verifier apart; the
/// executable's bytes do, on whatever node a shard runs.
enum BuildIdentity {
    static let current: String = {
        for path in ["/proc/self/exe", Bundle.main.executablePath].compactMap({ $0 }) {
            if let bytes = FileManager.default.contents(atPath: path) { return hash(bytes) }
        }
        // Unreadable: a name no other process shares, so that the merge refuses the report
        // rather than take two unknown builds for one.
        return "unidentified-\(UUID().uuidString)"
    }()

    /// 64-bit FNV-1a over the bytes, then their count: enough to tell builds apart (a hash
    /// against accidents, not against forgery), in a fraction of a second for a large binary.
    static func hash(_ bytes: Data) -> String {
        let hash = bytes.withUnsafeBytes { FNV1a64.of($0) }
        return "fnv1a64-" + String(hash, radix: 16) + "-" + String(bytes.count)
    }
}
