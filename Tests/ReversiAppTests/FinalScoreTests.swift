import ReversiCore
import Testing

@testable import ReversiApp

@Suite("Spec 13.4, 15.10: the final score")
struct FinalScoreTests {
    @Test(
        "spec 13.4: the winner and the margin, the empty cells counted for the winner; a tie has neither",
        arguments: [
            (Counts(dark: 40, light: 24), Disk?.some(.dark), 16),
            (Counts(dark: 40, light: 20), .dark, 24),
            (Counts(dark: 20, light: 40), .light, 24),
            (Counts(dark: 3, light: 0), .dark, 64),
            (Counts(dark: 32, light: 32), nil, 0),
            (Counts(dark: 30, light: 30), nil, 0),
        ])
    func score(counts: Counts, winner: Disk?, margin: Int) {
        let score = FinalScore(counts)
        #expect(score.winner == winner)
        #expect(score.margin == margin)
        #expect(score.counts == counts)
    }

    @Test("spec 15.10: the screen has a final score once the game is over, and only then")
    func onlyAtTheEnd() throws {
        var screen = Screen(
            board: .initial, counts: Counts(dark: 2, light: 2), message: .turn(.dark),
            modes: .manual)
        #expect(screen.finalScore == nil)
        screen.message = .won(.dark)
        screen.counts = Counts(dark: 3, light: 0)
        #expect(screen.finalScore == FinalScore(Counts(dark: 3, light: 0)))
        screen.message = .tied
        #expect(screen.finalScore != nil)
    }
}
