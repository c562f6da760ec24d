import EvaluationWeights
import ReversiCore
import Testing

@testable import ReversiEngine

/// The evaluation's values pinned: the weights moved from a Swift literal to a binary file
/// embedded at build time, and neither that move nor any later change of their form may
/// change what the engine computes. A new fit changes these figures on purpose.
@Suite("Spec 16.1: the evaluation's values, pinned")
struct EvaluationPinTests {
    /// The positions of `games` random games from the start (seeded), each with its value.
    static func sampleValues(games: Int, seed: UInt64) -> [Int] {
        var random = SplitMix64(seed: seed)
        var values: [Int] = []
        for _ in 0..<games {
            var position = GameState.initial.board.bitboards(for: .dark)
            while true {
                values.append(Evaluation.evaluate(position))
                var moves = position.legalMoves
                if moves == 0 {
                    position = position.passed
                    moves = position.legalMoves
                    if moves == 0 { break }
                }
                var pick = Int(random.next() % UInt64(moves.nonzeroBitCount))
                while pick > 0 {
                    moves &= moves - 1
                    pick -= 1
                }
                let square = moves.trailingZeroBitCount
                position = position.playing(square, flipping: position.flips(at: square))
            }
        }
        return values
    }

    @Test("the evaluations of 200 seeded random games' positions are the ones pinned")
    func pinnedValues() {
        let values = Self.sampleValues(games: 200, seed: 42)
        #expect(values.count == 12197)
        #expect(values.prefix(12) == [78, 1, 19, -54, 265, 110, -236, 118, 14, 1603, -1687, 1851])
        // Every value fits 16 bits (a finished game's at most 16,400): one checksum for all.
        #expect(values.allSatisfy { Int16(exactly: $0) != nil })
        let checksum = WeightsFile.checksum(values.map { Int16(truncatingIfNeeded: $0) })
        #expect(checksum == 0x12b6_34ea_3af5_379e)
    }
}
