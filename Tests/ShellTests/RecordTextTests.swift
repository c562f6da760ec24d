import ReversiApp
import ReversiCore
import Testing

@testable import reversi

@Suite("Spec 12.2: the record beside the board")
struct RecordTextTests {
    /// Twelve plies: more than the screen shows while the game goes on.
    static let plies: [Transcript.Entry] = [
        .f5, .d6, .c3, .d3, .c4, .f4, .f6, .f3, .e6, .e7, .d7, .c5,
    ].map { .place($0) }

    @Test("spec 12.2: while the game goes on, the last 10 plies, numbered from where they are")
    func recentWhilePlaying() {
        var screen = Screens.start
        screen.record = Self.plies
        #expect(
            RecordText.shown(screen)
                == "3. c3  4. d3  5. c4  6. f4  7. f6  8. f3  9. e6  10. e7  11. d7  12. c5*")
    }

    @Test("spec 12.2: once the game is over, every ply")
    func allAtTheEnd() {
        var screen = Screens.gameOver
        screen.record = Self.plies
        #expect(RecordText.shown(screen).hasPrefix("1. f5  2. d6  3. c3"))
        #expect(RecordText.shown(screen).hasSuffix("12. c5*"))
    }
}
