import Testing

@testable import ReversiCore

/// The engine and `reversi solve` score a finished game by this one definition.
@Suite("Spec 13.4: a final score counts the empty cells for the winner")
struct FinalScoreTests {
    private static let forty: UInt64 = (1 << 40) - 1
    private static let twentyAbove: UInt64 = ((1 << 20) - 1) << 40
    private static let thirtyAbove: UInt64 = ((1 << 30) - 1) << 30

    @Test("40 against 20 with 4 empty cells is +24 for the winner and -24 for the loser")
    func winnerTakesTheEmptyCells() {
        #expect(Bitboards(own: Self.forty, opponent: Self.twentyAbove).finalScore == 24)
        #expect(Bitboards(own: Self.twentyAbove, opponent: Self.forty).finalScore == -24)
    }

    @Test("a tie scores 0 whatever is left empty")
    func tieIsZero() {
        let thirty: UInt64 = (1 << 30) - 1
        #expect(Bitboards(own: thirty, opponent: Self.thirtyAbove).finalScore == 0)
    }
}
