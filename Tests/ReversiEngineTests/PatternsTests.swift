import PropertyCheck
import ReversiCore
import ReversiSpecs
import Testing

@testable import ReversiEngine

/// The evaluation's patterns (docs/engine.md: the evaluation): the shifts, mirrors and
/// multiplications that gather them, against the cells read one by one.
@Suite("Spec 16.1: the evaluation's patterns and weights")
struct PatternsTests {
    /// Every appearance of every group as its cells, lowest base-3 digit first, and its group.
    static let appearances: [(group: Int, cells: [(row: Int, column: Int)])] = {
        var result: [(Int, [(Int, Int)])] = []
        for (line, group) in [(0, 0), (7, 0), (1, 2), (6, 2), (2, 3), (5, 3), (3, 4), (4, 4)] {
            result.append((group, (0..<8).map { (line, $0) }))
            result.append((group, (0..<8).map { ($0, line) }))
        }
        let corner = (0..<9).map { ($0 / 3, $0 % 3) }
        result.append((1, corner))
        result.append((1, corner.map { ($0.0, 7 - $0.1) }))
        result.append((1, corner.map { (7 - $0.0, $0.1) }))
        result.append((1, corner.map { (7 - $0.0, 7 - $0.1) }))
        for offset in -4...4 {
            let length = 8 - abs(offset)
            guard length >= 4 else { continue }
            let group = [8: 5, 7: 6, 6: 7, 5: 8, 4: 9][length] ?? 0
            let rising = (0..<8).map { ($0 - offset, $0) }.filter { (0..<8).contains($0.0) }
            let falling = (0..<8).map { (7 - $0 + offset, $0) }.filter { (0..<8).contains($0.0) }
            result.append((group, rising))
            if offset != 0 || length == 8 { result.append((group, falling)) }
        }
        return result
    }()

    static func referenceIndices(_ position: Bitboards) -> [Int] {
        appearances.map { group, cells in
            var index = 0
            for (digit, cell) in cells.enumerated() {
                let bit: UInt64 = 1 << UInt64(cell.row * 8 + cell.column)
                let state = position.own & bit != 0 ? 1 : position.opponent & bit != 0 ? 2 : 0
                index += state * Int(pow3(digit))
            }
            return Patterns.offsets[group] + index
        }.sorted()
    }

    static func pow3(_ exponent: Int) -> Int {
        (0..<exponent).reduce(1) { result, _ in result * 3 }
    }

    static func fastIndices(_ position: Bitboards) -> [Int] {
        var indices: [Int] = []
        Patterns.ternary.withUnsafeBufferPointer { table in
            guard let base = table.baseAddress else { return }
            Patterns.forEachIndex(position, ternary: base) { indices.append($0) }
        }
        return indices.sorted()
    }

    @Test("on 3000 random boards, the gathered patterns are the cells read one by one")
    func gatheredAsRead() {
        #expect(Self.appearances.count == Patterns.appearances)
        typealias Offset = Patterns.Offset
        let constants = [
            Offset.edge, Offset.corner, Offset.secondLine, Offset.thirdLine, Offset.fourthLine,
            Offset.longDiagonal, Offset.diagonal7, Offset.diagonal6, Offset.diagonal5,
            Offset.diagonal4,
        ]
        #expect(constants == Patterns.offsets)
        for (group, cells) in Self.appearances {
            #expect(cells.count == Patterns.groups[group].cells)
        }
        let property = Property("each pattern's index is its cells'") { choices in
            let position = choices.draw(RandomPositions.anyCells)
            let fast = Self.fastIndices(position)
            let reference = Self.referenceIndices(position)
            guard fast == reference else {
                throw PropertyFailure(
                    "own \(String(position.own, radix: 16)), opponent"
                        + " \(String(position.opponent, radix: 16)): \(fast) against \(reference)")
            }
        }
        expectHolds(property, cases: 3000)
    }

    @Test(
        "the symmetries are the board's eight, as the checker's symmetries map cells, on 1000 random sets"
    )
    func symmetries() {
        let property = Property("the bitboard symmetries are the checker's") { choices in
            let cells = choices.draw(RandomPositions.anyCells).own
            let byCells = Set(
                Symmetry.allCases.map { symmetry in
                    Coordinate.cells(of: cells).reduce(UInt64(0)) { image, cell in
                        image | 1 << UInt64(symmetry.map(cell).index)
                    }
                })
            guard Set(Patterns.symmetries(cells)) == byCells else {
                throw PropertyFailure("cells \(String(cells, radix: 16))")
            }
        }
        expectHolds(property, cases: 1000)
        let a1b1c2: UInt64 = 0b11 | 1 << 10
        let images = Patterns.symmetries(a1b1c2)
        #expect(Set(images).count == 8)
        #expect(images.allSatisfy { $0.nonzeroBitCount == 3 })
        #expect(Patterns.mirrored(Patterns.mirrored(a1b1c2)) == a1b1c2)
        #expect(Patterns.transposed(Patterns.transposed(a1b1c2)) == a1b1c2)
        // b1 (bit 1) goes to a2 (bit 8) across the a1–h8 diagonal, and to g1 in the mirror.
        #expect(Patterns.transposed(1 << 1) == 1 << 8)
        #expect(Patterns.mirrored(1 << 1) == 1 << 6)
    }

    @Test(
        "in 2000 random games' positions, the evaluation is the same for all eight symmetries within a disk"
    )
    func evaluationNearlySymmetric() {
        let property = Property("the evaluation hardly depends on the board's orientation") {
            choices in
            let position = choices.draw(RandomPositions.withAtMost(4...59)).bitboards
            let values = zip(
                Patterns.symmetries(position.own), Patterns.symmetries(position.opponent)
            ).map { Evaluation.evaluate(Bitboards(own: $0, opponent: $1)) }
            guard let low = values.min(), let high = values.max(), high - low <= 100 else {
                throw PropertyFailure("\(values)")
            }
        }
        expectHolds(property, cases: 2000)
    }
}
