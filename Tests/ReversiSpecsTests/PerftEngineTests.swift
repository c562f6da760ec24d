import ReversiCore
import ReversiSpecs
import Testing

@Suite("Spec 1.3, 1.4, 1.5, 2.2, 2.5: perft and position counts of the bitboard engine")
struct PerftEngineTests {
    /// OEIS A124004: sequences of n plies, a forced pass being a ply.
    static let sequences = [4, 12, 56, 244, 1_396, 8_200, 55_092, 390_216, 3_005_288]
    /// OEIS A124005: distinct positions (board and side to move) after n plies.
    static let positions = [4, 12, 54, 236, 1_288, 7_092, 42_614, 269_352, 1_743_560]

    @Test(
        "sequences of 1 to 9 plies match A124004; the first passes are the 24 at ply 9",
        arguments: 1...9)
    func sequenceCounts(plies: Int) {
        let count = Perft.count(from: Perft.initialPosition, plies: plies)
        #expect(count.sequences == Self.sequences[plies - 1])
        #expect(count.passes == (plies == 9 ? 24 : 0))
        // No game can end within 8 plies.
        #expect(count.gamesOverOnePlyEarlier == 0)
    }

    @Test("228 games end at ply 9, the earliest any can (4 × the games from one first move)")
    func gamesOverAtPlyNine() throws {
        // The four first moves are images of one another under the symmetries of the initial
        // position, so their subtrees count alike: one of them, times four.
        let start = Perft.initialPosition
        let firstMove = start.legalMoves.trailingZeroBitCount
        let afterOne = start.playing(firstMove, flipping: start.flips(at: firstMove))
        let count = Perft.count(from: afterOne, plies: 9)
        #expect(count.gamesOverOnePlyEarlier * 4 == 228)
        #expect(count.sequences * 4 == 24_571_056)
    }

    @Test("splitting the tree over threads changes no count", arguments: [1, 2, 3])
    func parallelCountsAgree(jobs: Int) {
        let start = Perft.initialPosition
        #expect(
            Perft.count(from: start, plies: 7, jobs: jobs) == Perft.count(from: start, plies: 7))
    }

    @Test("distinct positions after 1 to 9 plies match A124005")
    func positionCounts() throws {
        var counts: [Int] = []
        try PositionCount.count(plies: 9) { _, positions in counts.append(positions) }
        #expect(counts == Self.positions)
    }

    @Test("the last ply counted in parts gives the same number as in one table")
    func partitionedLastPly() throws {
        var counts: [Int] = []
        try PositionCount.count(plies: 7, partBudget: 1 << 18) { _, positions in
            counts.append(positions)
        }
        #expect(counts == Array(Self.positions.prefix(7)))
    }

    @Test("a position key keeps the board and the side to move in 16 bytes")
    func positionKeyRoundTrip() {
        #expect(MemoryLayout<PositionKey>.size == 16)
        let start = Perft.initialPosition
        for darkToMove in [true, false] {
            let key = PositionKey(start, darkToMove: darkToMove)
            #expect(key.darkToMove == darkToMove)
            #expect(key.bitboards == start)
            #expect(key != PositionKey(dark: 0, lightAndTurn: 0))
        }
        #expect(
            PositionKey(start, darkToMove: true) != PositionKey(start.passed, darkToMove: false))
    }
}
