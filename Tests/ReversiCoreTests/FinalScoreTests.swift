import Testing

@testable import ReversiCore

/// The one definition of a final score: the outcome, the screen's score line, the engine and
/// `reversi solve` are views of it.
@Suite("Spec 2.5, 13.4: a final score counts the empty cells for the winner")
struct FinalScoreTests {
    private static let forty: UInt64 = (1 << 40) - 1
    private static let twentyAbove: UInt64 = ((1 << 20) - 1) << 40
    private static let thirtyAbove: UInt64 = ((1 << 30) - 1) << 30

    @Test(
        "spec 13.4: the winner, the margin and each side's score, the empty cells counted for the winner; a tie has neither",
        arguments: [
            (40, 24, Disk?.some(.dark), 16),
            (40, 20, .dark, 24),
            (20, 40, .light, 24),
            (3, 0, .dark, 64),
            (32, 32, nil, 0),
            (30, 30, nil, 0),
        ])
    func score(dark: Int, light: Int, winner: Disk?, margin: Int) {
        let score = FinalScore(Counts(dark: dark, light: light))
        #expect(score.winner == winner)
        #expect(score.margin == margin)
        #expect(score.outcome == (winner.map(Outcome.won) ?? .tied))
        #expect(score.difference(for: winner ?? .dark) == margin)
        #expect(score.difference(for: winner?.flipped ?? .light) == -margin)
    }

    @Test(
        "spec 13.4: the engine's bitboard score is the same: 40 against 20 with 4 empty cells is +24 and -24"
    )
    func bitboardsScoreTheSame() {
        #expect(Bitboards(own: Self.forty, opponent: Self.twentyAbove).finalScore == 24)
        #expect(Bitboards(own: Self.twentyAbove, opponent: Self.forty).finalScore == -24)
        let thirty: UInt64 = (1 << 30) - 1
        #expect(Bitboards(own: thirty, opponent: Self.thirtyAbove).finalScore == 0)
    }
}
