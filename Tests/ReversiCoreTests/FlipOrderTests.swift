import Testing
import ReversiCore

@Suite("Spec 4: flip animation order")
struct FlipOrderTests {
    @Test("the section 4 example animates e6, then d5 c4 b3, then f6 g6, then e7")
    func sectionFourExample() throws {
        let board = try Board(text: """
            --------
            x-------
            -o------
            --ooo---
            ---ox---
            -----oox
            ---ooo--
            --o-x---
            """)
        let moves = try #require(LegalMoves(GameState(board: board, turn: .dark)))
        let move = try #require(moves.move(at: .e6))
        #expect(move.animationSteps == [.e6, .d5, .c4, .b3, .f6, .g6, .e7])
        #expect(LineRules.flipped(placing: .dark, at: .e6, on: board) == [.d5, .c4, .b3, .f6, .g6, .e7])
        #expect(move.applied(to: board).description == """
            --------
            x-------
            -x------
            --xoo---
            ---xx---
            ----xxxx
            ---oxo--
            --o-x---
            """)
    }
}
