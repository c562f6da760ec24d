import ReversiCore
import ReversiSpecs
import Testing

@Suite("Spec 4.1, 4.2: flip animation order")
struct FlipOrderTests {
    @Test("spec 4.3: the example animates e6, then d5 c4 b3, then f6 g6, then e7")
    func specExample() throws {
        let before = try Positions.specExample.state()
        let placement = try GameModel(before).placing(at: .e6).get()
        #expect(placement.move.animationSteps == [.e6, .d5, .c4, .b3, .f6, .g6, .e7])
        #expect(
            LineRules.flipped(placing: .dark, at: .e6, on: before.board)
                == [.d5, .c4, .b3, .f6, .g6, .e7])
        #expect(placement.next == (try Positions.specExampleAfterE6.game()))
    }

    @Test(
        "first the placed disk, then the lines upper-left, up, upper-right, right, lower-right, down, lower-left, left"
    )
    func directionOrder() throws {
        #expect(
            Direction.allCases == [
                .upperLeft, .up, .upperRight, .right, .lowerRight, .down, .lowerLeft, .left,
            ])
        let move = try #require(LegalMoves(try Positions.eightLines.state())?.move(at: .d4))
        #expect(move.animationSteps == [.d4, .c3, .d3, .d2, .e3, .e4, .e5, .d5, .c5, .c4])
    }

    @Test(
        "spec 9.4: lower-left flips before left (the original app had these two the wrong way round)"
    )
    func lowerLeftBeforeLeft() throws {
        let move = try #require(LegalMoves(try Positions.lowerLeftAndLeft.state())?.move(at: .d4))
        #expect(move.animationSteps == [.d4, .c5, .c4])
    }

    @Test("within a line, the disk nearest the placed disk flips first")
    func nearestFirst() throws {
        let board = try Board(
            text: """
                --------
                --------
                --------
                xoooooo-
                --------
                --------
                --------
                --------
                """)
        let move = try #require(LegalMoves(GameState(board: board, turn: .dark))?.move(at: .h4))
        #expect(move.animationSteps == [.h4, .g4, .f4, .e4, .d4, .c4, .b4])
    }
}
