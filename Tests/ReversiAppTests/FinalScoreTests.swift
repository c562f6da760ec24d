import ReversiCore
import Testing

@testable import ReversiApp

@Suite("Spec 15.10: the final score on the screen")
struct FinalScoreTests {
    @Test(
        "spec 15.10: the screen has a final score once the game is over, and only then; it is the counts' score"
    )
    func onlyAtTheEnd() throws {
        var screen = Screen(
            board: .initial, counts: Counts(dark: 2, light: 2), message: .turn(.dark),
            modes: .manual)
        #expect(screen.finalScore == nil)
        screen.message = .won(.dark)
        screen.counts = Counts(dark: 3, light: 0)
        #expect(screen.finalScore == FinalScore(Counts(dark: 3, light: 0)))
        #expect(screen.finalScore?.counts == screen.counts)
        screen.message = .tied
        #expect(screen.finalScore != nil)
    }
}
