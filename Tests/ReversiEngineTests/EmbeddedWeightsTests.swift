import EvaluationWeights
import Foundation
import Testing

@testable import ReversiEngine

/// The file of weights the repository keeps and the weights the build embeds from it
/// (docs/engine.md: the evaluation).
@Suite("Spec 16.1: the evaluation's file of weights and the weights embedded from it")
struct EmbeddedWeightsTests {
    static let file = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/ReversiEngine/Evaluation/evaluation.weights")

    static var embedded: [Int16]? {
        WeightsEmbedding.weights(
            text: EmbeddedWeights.text, count: EmbeddedWeights.count,
            checksum: EmbeddedWeights.checksum)
    }

    @Test("the file's stored checksum matches its weights, and the engine embeds exactly them")
    func fileMatchesEmbedded() throws {
        let bytes = [UInt8](try Data(contentsOf: Self.file))
        let weights = try WeightsFile.decode(bytes)
        let stored = bytes.suffix(8).reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        #expect(WeightsFile.checksum(weights) == stored)
        #expect(Self.embedded == weights)
        #expect(EmbeddedWeights.checksum == stored)
    }

    @Test("the weights are the ones pinned, as many as the patterns have, and decode from the text")
    func pinnedChecksum() {
        // A new fit changes this number on purpose; nothing else may.
        #expect(EmbeddedWeights.checksum == 0xd060_ea9c_faac_bf62)
        #expect(EmbeddedWeights.count == Patterns.phases * Patterns.phaseSize)
        #expect(Self.embedded?.count == EmbeddedWeights.count)
    }

    @Test("the embedded weights are learned: not all zero in any phase")
    func trainedWeights() {
        let weights = Self.embedded
        #expect(weights != nil)
        for phase in 0..<Patterns.phases {
            let slice = weights?[phase * Patterns.phaseSize..<(phase + 1) * Patterns.phaseSize]
            #expect(slice?.contains { $0 != 0 } == true, "phase \(phase)")
        }
    }

    @Test("embedded text that fails its checksum or count is refused")
    func damagedTextRefused() {
        let text = EmbeddedWeights.text
        let count = EmbeddedWeights.count
        let checksum = EmbeddedWeights.checksum
        #expect(WeightsEmbedding.weights(text: text, count: count, checksum: checksum ^ 1) == nil)
        #expect(WeightsEmbedding.weights(text: text, count: count - 1, checksum: checksum) == nil)
        // One weight changed (its last character moved on by one letter) fails the checksum.
        let changed = String(text.dropLast()) + (text.last == "A" ? "B" : "A")
        #expect(WeightsEmbedding.weights(text: changed, count: count, checksum: checksum) == nil)
    }
}
