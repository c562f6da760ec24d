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

    /// FNV-1a over the values' 32-bit patterns: one number for thousands of evaluations.
    static func digest(_ values: [Int]) -> UInt64 {
        values.reduce(0xCBF2_9CE4_8422_2325) { hash, value in
            (0..<4).reduce(hash) { hash, byte in
                (hash ^ UInt64(UInt32(truncatingIfNeeded: value) >> (8 * byte) & 0xFF))
                    &* 0x0000_0100_0000_01B3
            }
        }
    }

    @Test("the evaluations of 200 seeded random games' positions are the ones pinned")
    func pinnedValues() {
        let values = Self.sampleValues(games: 200, seed: 42)
        #expect(values.count == 12197)
        #expect(values.prefix(12) == [-46, 107, 3, 88, -91, 212, -236, 126, -4, 1362, -1581, 1577])
        #expect(Self.digest(values) == 0x2d77_2ac3_5a2d_2243)
    }
}
