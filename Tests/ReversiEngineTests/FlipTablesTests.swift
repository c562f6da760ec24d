import PropertyCheck
import ReversiCore
import Testing

@testable import ReversiEngine

/// The tables the engine finds flips with, against the move generator of the rules.
@Suite("Spec 1.5, 13.4: flips by table and by the rules")
struct FlipTablesTests {
    @Test("spec 1.5: on 3000 random boards, the table's flips of every empty cell are the rules'")
    func flips() {
        let property = Property("the table's rays flip what the rules flip") { choices in
            let position = choices.draw(RandomPositions.anyCells)
            let (own, opponent) = (position.own, position.opponent)
            var empty = position.empty
            while empty != 0 {
                let square = empty.trailingZeroBitCount
                empty &= empty - 1
                let byTable = FlipTables.shared.flips(position, at: square)
                let byRules = position.flips(at: square)
                guard byTable == byRules else {
                    throw PropertyFailure(
                        "own \(String(own, radix: 16)), opponent \(String(opponent, radix: 16)),"
                            + " \(square): \(String(byTable, radix: 16)), the rules"
                            + " \(String(byRules, radix: 16))")
                }
            }
        }
        expectHolds(property, cases: 3000)
    }

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
