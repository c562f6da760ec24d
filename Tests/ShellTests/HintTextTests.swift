import ReversiApp
import ReversiCore
import ReversiEngine
import Testing

@testable import reversi

/// How both front ends show a hint, and how it is asked for.
@Suite("Spec 13.1: the hint on the terminal board and in line mode")
struct HintTextTests {
    static func withHint(_ hint: Screen.HintShown) -> Screen {
        var screen = Screens.start
        screen.hint = hint
        return screen
    }

    @Test("spec 13.1: an exact evaluation is a disk difference; an estimate is about so many disks")
    func evaluationText() {
        #expect(Score.exact(4).text == "+4 exact")
        #expect(Score.exact(0).text == "0 exact")
        #expect(Score.exact(-12).text == "-12 exact")
        #expect(Score.heuristic(250).text == "about +2.5")
        #expect(Score.heuristic(-36).text == "about -0.4")
        #expect(Score.heuristic(4).text == "about 0.0")
        // Spec 13.4: a game the search found won or lost, by at least so many disks.
        #expect(Score.decided(10).text == "+10 or more")
        #expect(Score.decided(-64).text == "-64 or worse")
    }

    @Test("spec 13.1: the terminal marks the hinted cell and shows the hint beside the board")
    func terminalMarksTheHint() {
        let renderer = FrameRenderer(
            screen: Self.withHint(.shown(Hint(move: .c4, evaluation: .exact(4)))),
            controls: KeyControls(), spinner: "⠋", size: .fallback, style: Style(colors: false))
        let rows = terminalText(of: renderer.frame, rows: 24).split(
            separator: "\n", omittingEmptySubsequences: false)
        #expect(rows[5] == "  3  ·  ·  · [+] ·  ·  ·  ·      hint: c4 (+4 exact)")
        #expect(rows[6] == "  4  ·  ·  ?  ○  ●  ·  ·  ·      ●'s turn")
    }

    @Test("spec 13.1: line mode prints the hint, or that it is searched")
    func lineModePrintsTheHint() {
        let shown = PlainScreen.render(
            Self.withHint(.shown(Hint(move: .f5, evaluation: .heuristic(250)))))
        #expect(shown.contains("\nhint: f5 (about +2.5)\nmoves: d3 c4 f5 e6\n"))
        #expect(PlainScreen.render(Self.withHint(.searching)).contains("\nhint: searching…\n"))
    }

    @Test("spec 13.1: ? asks for a hint in the terminal, hint in line mode")
    func askingForAHint() throws {
        var controls = KeyControls()
        #expect(controls.handle(.character("?"), on: Screens.start, in: .fallback) == [.hint])
        #expect(Intent.hint.event == .person(.hintRequested))
        #expect(try LineCommand.parse("hint").get() == .hint)
    }
}
