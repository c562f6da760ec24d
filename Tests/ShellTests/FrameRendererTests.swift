import ReversiApp
import ReversiCore
import ReversiEngine
import Testing

@testable import reversi

/// The terminal frame of characteristic screens, as a terminal shows it (colours off; the
/// attributes are dropped by `terminalText`).
@Suite("The terminal draws the screen it is given")
struct FrameRendererTests {
    func shown(_ screen: Screen, controls: KeyControls = KeyControls()) -> String {
        let renderer = FrameRenderer(
            screen: screen, controls: controls, spinner: "⠋", size: .fallback,
            style: Style(colors: false))
        return terminalText(of: renderer.frame, rows: 24)
    }

    /// The rows of what `shown` gives, the first row first.
    func rows(_ screen: Screen, controls: KeyControls = KeyControls()) -> [Substring] {
        shown(screen, controls: controls).split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The side panel's key help, the same on every screen.
    static let keyHelp = """
                                         u undo  U redo  r reset
        """

    @Test(
        "spec 1.2, 5.1, 6.1: a new game: coordinates, the cursor on d3, the selectable moves, counts, modes, the turn"
    )
    func start() {
        #expect(
            shown(Screens.start) == """
                  Reversi

                     a  b  c  d  e  f  g  h
                  1  ·  ·  ·  ·  ·  ·  ·  ·      ● dark     2   manual   (x)
                  2  ·  ·  ·  ·  ·  ·  ·  ·      ○ light    2   manual   (o)
                  3  ·  ·  · [+] ·  ·  ·  ·
                  4  ·  ·  +  ○  ●  ·  ·  ·      ●'s turn
                  5  ·  ·  ·  ●  ○  +  ·  ·
                  6  ·  ·  ·  ·  +  ·  ·  ·      arrows, hjkl move
                  7  ·  ·  ·  ·  ·  ·  ·  ·      Enter, Space, a1 … h8 place
                  8  ·  ·  ·  ·  ·  ·  ·  ·      x, o switch  ? hint  q quit
                """ + "\n" + Self.keyHelp)
    }

    @Test(
        "spec 4.1, 5.2: mid-move: the placed disk marked as the last move, e5 not yet flipped, the counts from before, nothing selectable"
    )
    func midAnimation() {
        #expect(
            shown(Screens.midAnimation) == """
                  Reversi

                     a  b  c  d  e  f  g  h
                  1  ·  ·  ·  ·  ·  ·  ·  ·      ● dark     2   manual   (x)
                  2  ·  ·  ·  ·  ·  ·  ·  ·      ○ light    2   computer (o) level 0
                  3  ·  ·  · [·] ·  ·  ·  ·
                  4  ·  ·  ·  ○  ●  ·  ·  ·      ●'s turn
                  5  ·  ·  ·  ●  ○ (●) ·  ·
                  6  ·  ·  ·  ·  ·  ·  ·  ·      arrows, hjkl move
                  7  ·  ·  ·  ·  ·  ·  ·  ·      Enter, Space, a1 … h8 place
                  8  ·  ·  ·  ·  ·  ·  ·  ·      x, o switch  ? hint  q quit
                """ + "\n" + Self.keyHelp)
    }

    @Test("spec 3.5: the thinking side shows the spinner")
    func thinking() {
        let lines = rows(Screens.thinking)
        #expect(
            lines[4]
                == "  2  ·  ·  ·  ·  ·  ·  ·  ·      ○ light    1   computer (o) level 0  ⠋ thinking"
        )
        #expect(lines[3] == "  1  ·  ·  ·  ·  ·  ·  ·  ·      ● dark     4   manual   (x)")
    }

    @Test(
        "spec 2.2, 2.4, 15.9: the pass alert names the side that passes and the side that plays next; the message shows the passing side's turn"
    )
    func passAlert() {
        #expect(
            shown(Screens.passAlert) == """
                  Reversi

                     a  b  c  d  e  f  g  h
                  1  ●  ○  ·  ·  ·  ·  ·  ·      ● dark     1   manual   (x)
                  2  ·  ·  ·  ·  ·  ·  ·  ·      ○ light    1   manual   (o)
                  3  ·  ·  · [·] ·  ·  ·  ·
                  4  ·  ·  ·  ·  ·  ·  ·  ·      ○'s turn
                  5  ·  ·  ·  ·  ·  ·  ·  ·
                  6  ·  ·  ·  ·  ·  ·  ·  ·      arrows, hjkl move
                  7  ·  ·  ·  ·  ·  ·  ·  ·      Enter, Space, a1 … h8 place
                  8  ·  ·  ·  ·  ·  ·  ·  ·      x, o switch  ? hint  q quit
                """ + "\n" + Self.keyHelp + "\n"
                    + """
                      ┌─ Pass ───────────────────────────────────┐
                      │ Cannot place a disk.                     │
                      │ ○ light passes; ● dark plays next.       │
                      │                              [ Dismiss ] │
                      └──────────────────────────────────────────┘
                    """)
    }

    @Test(
        "spec 15.13: with both sides Computer the pass alert says the game goes on by itself, within its box"
    )
    func passGoesOnByItself() {
        var screen = Screens.passAlert
        screen.modes = PlayerModes(dark: .computer, light: .computer)
        let box = shown(screen).split(separator: "\n").suffix(5).map(String.init)
        #expect(box[1] == "  │ Cannot place a disk. Going on by itself. │")
        #expect(Set(box.map(\.count)).count == 1, "every line of the box as wide: \(box)")
    }

    @Test(
        "spec 7.2: the reset confirmation shows the focus the screen gives it",
        arguments: [
            (ResetButton.cancel, "  │                       [ Cancel ]    OK   │"),
            (.ok, "  │                         Cancel    [ OK ] │"),
        ])
    func resetConfirmation(focus: ResetButton, buttons: String) {
        let lines = rows(Screens.resetConfirmation(focus: focus))
        #expect(
            lines.suffix(4) == [
                "  ┌─ Reset ──────────────────────────────────┐",
                "  │ Do you really want to reset the game?    │",
                Substring(buttons),
                "  └──────────────────────────────────────────┘",
            ])
        #expect(lines[5] == "  3  ·  ·  · [·] ·  ·  ·  ·", "no selectable move under the dialog")
    }

    @Test(
        "spec 2.5, 6.2, 13.4, 15.10: game over: the winner, the final score, how to start again, the last move marked, nothing selectable"
    )
    func gameOver() {
        let lines = rows(Screens.gameOver)
        #expect(lines[3] == "  1  ●  ● (●) ·  ·  ·  ·  ·      ● dark     3   manual   (x)")
        #expect(lines[4] == "  2  ·  ·  ·  ·  ·  ·  ·  ·      ○ light    0   manual   (o)")
        #expect(lines[6] == "  4  ·  ·  ·  ·  ·  ·  ·  ·      ● won")
        #expect(
            lines.suffix(2) == [
                "  ● 3 – 0 ○: dark wins by 64", "  Game over: press r for a new game.",
            ])
    }

    @Test("spec 15.7: a refusal is a notice below the board, marked, with the legal moves")
    func refusal() {
        #expect(
            rows(Screens.refusal).last
                == "  ! a1 is not a legal move for ● dark: it flips no disk (legal: c4 d3 e6 f5)")
    }

    @Test("spec 15.8: a resumed game says so below the board, without the problem mark")
    func resumed() {
        #expect(
            rows(Screens.resumed).suffix(2) == [
                "  Resumed the saved game (/tmp/game.txt). --light computer applies to a new",
                "  game: reversi --new --light computer",
            ])
    }

    @Test("spec 8.5: a notice is wrapped to the window below the board")
    func notice() {
        let lines = rows(Screens.notice)
        #expect(
            lines.suffix(2) == [
                "  ! /tmp/game.txt is not a saved game: the file is empty; it was kept as",
                "  /tmp/game.txt.unreadable-1 and a new game started",
            ])
    }

    @Test("a half-typed cell is shown until its row comes; the cursor follows a typed cell")
    func typedColumn() {
        var controls = KeyControls()
        _ = controls.handle(.character("b"), on: Screens.start, in: .fallback)
        let lines = rows(Screens.start, controls: controls)
        #expect(lines[7] == "  5  ·  ·  ·  ●  ○  +  ·  ·      typed: b_")
        _ = controls.handle(.character("4"), on: Screens.start, in: .fallback)
        let moved = rows(Screens.start, controls: controls)
        #expect(moved[6] == "  4  · [·] +  ○  ●  ·  ·  ·      ●'s turn")
    }

    @Test("a window too small for the game asks for room")
    func tooSmall() {
        let renderer = FrameRenderer(
            screen: Screens.start, controls: KeyControls(), spinner: "⠋",
            size: TerminalSize(columns: 40, rows: 12),
            style: Style(colors: false))
        #expect(
            terminalText(of: renderer.frame, rows: 12)
                == "Please make the window at least\n64 × 22 (q quits).")
    }
}

extension FrameRendererTests {
    /// A computer thinking on the clock, with its best line so far.
    static var thinkingOnTheClock: Screen {
        var screen = Screens.thinking
        screen.clock = Screen.ClockFace(
            remaining: BySide(dark: .milliseconds(272_400), light: .milliseconds(59_300)),
            running: .light)
        screen.thought = Thought(
            .search(SearchDepth(plies: 9), nodes: 1_234_567), best: .c3, continuation: [.d3, .c4],
            score: .heuristic(-150), elapsed: .milliseconds(500))
        return screen
    }

    @Test(
        "spec 16.2, 16.3: both clocks beside the sides, minutes or tenths under a minute, and what the thinking computer found under them"
    )
    func clockAndThought() {
        let lines = rows(Self.thinkingOnTheClock)
        #expect(
            lines[3] == "  1  ·  ·  ·  ·  ·  ·  ·  ·      ● dark     4   manual   (x)  4:32")
        #expect(
            lines[4]
                == "  2  ·  ·  ·  ·  ·  ·  ·  ·      ○ light    1   computer (o) level 0  0:59.3  ⠋ thinking"
        )
        #expect(lines[5].hasSuffix("·      depth 9  about -1.5  c3 d3 c4"))
        #expect(lines[7].hasSuffix("·      1,234,567 nodes at 2.5 M/s"))
    }

    @Test(
        "spec 16.3: a line longer than the window loses its last moves whole; line mode prints it all"
    )
    func longLineCutAtWholeMoves() {
        var screen = Self.thinkingOnTheClock
        screen.thought = Thought(
            .search(SearchDepth(plies: 9), nodes: 1_234_567), best: .c3,
            continuation: [.d3, .c4, .e3, .f2, .g1, .b4, .c5, .c6, .b3, .a2, .a3],
            score: .heuristic(-150), elapsed: .milliseconds(500))
        // 80 columns, the side panel from column 34: 46 for the headline, which would cut c6.
        #expect(rows(screen)[5].hasSuffix("·      depth 9  about -1.5  c3 d3 c4 e3 f2 g1 b4 c5"))
        #expect(
            PlainScreen.render(screen).contains(
                "thought: depth 9  about -1.5  c3 d3 c4 e3 f2 g1 b4 c5 c6 b3 a2 a3  1,234,567"))
    }

    @Test("spec 16.3: a headline too narrow for even the best move is cut, never wider than asked")
    func headlineWidths() throws {
        let thought = try #require(Self.thinkingOnTheClock.thought)
        #expect(thought.headline(fitting: 100) == "depth 9  about -1.5  c3 d3 c4")
        #expect(thought.headline(fitting: 28) == "depth 9  about -1.5  c3 d3")
        #expect(thought.headline(fitting: 25) == "depth 9  about -1.5  c3")
        #expect(thought.headline(fitting: 10) == "depth 9  a")
        #expect(thought.headline(fitting: 0) == "")
    }

    @Test("spec 16.2, 16.3: line mode prints both clocks, the running one marked, and the thought")
    func plainClockAndThought() {
        let text = PlainScreen.render(Self.thinkingOnTheClock)
        #expect(text.contains("\nclock: x 4:32  ▸o 0:59.3\n"))
        #expect(
            text.contains(
                "\nthought: depth 9  about -1.5  c3 d3 c4  1,234,567 nodes at 2.5 M/s\n"))
    }

    @Test("spec 16.2: a game lost on time says whose time ran out and who won")
    func lostOnTime() {
        #expect(
            Message.lostOnTime(.light).text { $0.named } == "○ light's time ran out: ● dark won")
    }
}
