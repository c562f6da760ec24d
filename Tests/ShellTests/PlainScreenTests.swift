import ReversiApp
import ReversiCore
import Testing

@testable import reversi

/// Line mode's plain-text screen: the board, then one `name: value` line per item.
@Suite("Line mode prints the screen it is given")
struct PlainScreenTests {
    @Test("spec 1.6, 5.1, 6.1: a new game, with the selectable moves")
    func start() {
        #expect(
            PlainScreen.render(Screens.start) == """
                  abcdefgh
                1 --------
                2 --------
                3 --------
                4 ---ox---
                5 ---xo---
                6 --------
                7 --------
                8 --------
                counts: x 2, o 2
                modes: x manual, o manual
                message: x's turn
                moves: d3 c4 f5 e6


                """)
    }

    @Test("spec 3.5, 4.1: thinking after a move: the side thinking and the last move")
    func thinking() {
        #expect(
            PlainScreen.render(Screens.thinking) == """
                  abcdefgh
                1 --------
                2 --------
                3 --------
                4 ---ox---
                5 ---xxx--
                6 --------
                7 --------
                8 --------
                counts: x 4, o 1
                modes: x manual, o computer level 0
                message: o's turn
                thinking: o
                last move: f5


                """)
    }

    @Test("spec 2.2, 7.2, 8.5, 15.9: the alerts, the pass alert naming who passes, and the notice")
    func alertsAndNotice() {
        #expect(
            PlainScreen.render(Screens.passAlert).contains(
                "message: o's turn\nalert: Pass. Cannot place a disk. ○ light passes; ● dark plays next. (dismiss)\n\n"
            ))
        #expect(
            PlainScreen.render(Screens.resetConfirmation(focus: .ok)).contains(
                "message: x's turn\nalert: Do you really want to reset the game? (ok, cancel)\n\n"
            ))
        #expect(
            PlainScreen.render(Screens.notice).hasSuffix(
                "moves: d3 c4 f5 e6\nnotice: /tmp/game.txt is not a saved game: the file is empty; it was kept as /tmp/game.txt.unreadable-1 and a new game started\n\n"
            ))
    }

    @Test("spec 6.2, 13.4, 15.10: game over: the result, the final score and what to do next")
    func gameOver() {
        #expect(
            PlainScreen.render(Screens.gameOver) == """
                  abcdefgh
                1 xxx-----
                2 --------
                3 --------
                4 --------
                5 --------
                6 --------
                7 --------
                8 --------
                counts: x 3, o 0
                modes: x manual, o manual
                message: x won
                last move: c1
                result: ● 3 – 0 ○: dark wins by 64
                next: type reset for a new game


                """)
    }

    @Test("spec 15.8: the resumption is the notice line")
    func resumed() {
        #expect(
            PlainScreen.render(Screens.resumed).hasSuffix(
                "notice: Resumed the saved game (/tmp/game.txt). --light computer applies to a new game: reversi --new --light computer\n\n"
            ))
    }
}
