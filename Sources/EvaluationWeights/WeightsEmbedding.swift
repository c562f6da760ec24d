/// The weights of a file carried inside the engine: at build time `embed-weights` turns the
/// file into a Swift source of their text (`source(embedding:)`), so the executable needs
/// nothing beside it, and the engine reads them back once (`weights(text:count:checksum:)`).
package enum WeightsEmbedding {
    /// The name of the enum the source declares.
    package static let name = "EmbeddedWeights"

    /// The Swift source embedding the weights of a file's `bytes`; the file's error when they
    /// are not a file of weights, so that a damaged file fails the build.
    package static func source(embedding bytes: [UInt8]) throws(WeightsFileError) -> String {
        let weights = try WeightsFile.decode(bytes)
        let lines = WeightsText.encode(weights).map { "        " + $0 }.joined(separator: "\n")
        let checksum = String(WeightsFile.checksum(weights), radix: 16)
        return """
            // Generated at build time by embed-weights from the file of weights
            // (docs/engine.md: the evaluation); never kept in the repository.
            enum \(name) {
                static let count = \(weights.count)
                static let checksum: UInt64 = 0x\(checksum)
                static let text = \"\"\"
            \(lines)
                    \"\"\"
            }

            """
    }

    /// The weights of an embedded `text`; nil unless it holds `count` of them whose checksum
    /// is `checksum`.
    package static func weights(text: String, count: Int, checksum: UInt64) -> [Int16]? {
        guard let weights = WeightsText.decode(text, count: count),
            WeightsFile.checksum(weights) == checksum
        else { return nil }
        return weights
    }
}
