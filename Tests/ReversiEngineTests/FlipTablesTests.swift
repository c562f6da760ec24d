import PropertyCheck
import ReversiCore
import Testing

@testable import ReversiEngine

/// The tables the last empty cell's flips are counted with, against the move generator.
@Suite("Spec 13.4: the last empty cell's flips, by table and by the rules")
struct FlipTablesTests {
    @Test("on 3000 random full boards with one empty cell, the table's count is the rules' flips")
    func lastFlipCount() {
        let property = Property("the last empty cell's flips count as the rules flip") { choices in
            let empty = choices.choose(below: 64)
            var own: UInt64 = 0
            for index in 0..<64 where index != empty && choices.choose(below: 2) == 0 {
                own |= 1 << UInt64(index)
            }
            let opponent = ~own & ~(1 << UInt64(empty))
            let position = Bitboards(own: own, opponent: opponent)
            let counted = FlipTables.shared.lastFlipCount(own, at: empty)
            let flipped = position.flips(at: empty).nonzeroBitCount
            guard counted == flipped else {
                throw PropertyFailure(
                    "own \(String(own, radix: 16)), empty \(empty): \(counted), the rules \(flipped)"
                )
            }
        }
        expectHolds(property, cases: 3000)
    }
}
