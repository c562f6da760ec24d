import ReversiApp
import ReversiCore
import ReversiEngine
import Testing

@testable import reversi

/// The palette, with colours on: each kind of cell, the cursor and the last move's brackets,
/// and a notice, in the colours the game draws them with.
@Suite("Spec 15.12: the board's colours")
struct FrameColorTests {
    static func frame(_ screen: Screen) -> String {
        FrameRenderer(
            screen: screen, controls: KeyControls(), spinner: "⠋", size: .fallback,
            style: Style(colors: true)
        ).frame
    }

    static func colored(_ text: String, _ code: Int) -> String {
        "\u{1B}[\(code);42m\(text)\u{1B}[39;49m"
    }

    @Test("disks, legal moves, empty cells, the hint and the brackets each have their colour")
    func cells() {
        var screen = Screens.start
        screen.hint = .shown(Hint(move: .c4, evaluation: .exact(4)))
        screen.lastMove = .e4
        let frame = Self.frame(screen)
        #expect(frame.contains(Self.colored("●", 30)), "a dark disk, black")
        #expect(frame.contains(Self.colored("○", 97)), "a light disk, bright white")
        #expect(frame.contains(Self.colored("+", 93)), "a legal move, bright yellow")
        #expect(frame.contains(Self.colored("·", 32)), "an empty cell, green")
        #expect(frame.contains(Self.colored("?", 95)), "the hint, bright magenta")
        #expect(frame.contains(Self.colored("[", 93)), "the cursor, bright yellow")
        #expect(frame.contains(Self.colored("]", 93)))
        #expect(frame.contains(Self.colored("(", 93)), "the last move, bright yellow")
        #expect(frame.contains(Self.colored(")", 93)))
        #expect(frame.contains("\u{1B}[1m" + Self.colored("[", 93)), "the cursor's cell in bold")
        #expect(!frame.contains("\u{1B}[1m" + Self.colored("(", 93)), "no other cell")
        #expect(frame.contains("\u{1B}[95mhint: "), "the hint's line, bright magenta")
    }

    @Test("a problem notice is yellow; news is not coloured")
    func notices() {
        let problem = Self.frame(Screens.notice)
        #expect(problem.contains("\u{1B}[33m! "))
        let news = Self.frame(Screens.resumed)
        #expect(!news.contains("\u{1B}[33m"))
    }
}
