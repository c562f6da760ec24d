import ReversiApp
import ReversiCore
import Testing

@testable import reversi

/// The terminal's keys, decoded and interpreted without a terminal (the pseudo-terminal tests
/// drive the same code through a real terminal).
@Suite("Terminal keys: decoding and what they ask for")
struct KeyInputTests {
    @Test("arrow keys, Enter, Space, letters and Ctrl-C decode; unknown sequences are skipped")
    func decoding() {
        var decoder = KeyDecoder()
        let keys = decoder.decode(
            Array("\u{1B}[A\u{1B}OB\u{1B}[C\u{1B}[D\r \u{3}f5\u{1B}[3~q".utf8))
        #expect(
            keys == [
                .up, .down, .right, .left, .enter, .space, .interrupt,
                .character("f"), .character("5"), .character("q"),
            ])
    }

    @Test("an escape sequence split across two reads is still one key")
    func splitSequence() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("x\u{1B}[".utf8)) == [.character("x")])
        #expect(decoder.decode(Array("Bj".utf8)) == [.down, .character("j")])
        #expect(decoder.decode([0x1B]) == [.escape])
    }

    private let idle = Screens.start

    @Test(
        "typing a column then a row places there; h moves left and may start h1...h8; keys that only move the cursor dismiss the notice"
    )
    func typedCoordinates() {
        var controls = KeyControls()
        #expect(controls.handle(.character("f"), on: idle) == [.dismissNotice])
        #expect(controls.handle(.character("5"), on: idle) == [.place(.f5)])
        #expect(controls.cursor == .f5)
        #expect(controls.handle(.character("h"), on: idle) == [.dismissNotice])
        #expect(controls.cursor == .e5, "h moved the cursor left")
        #expect(controls.handle(.character("3"), on: idle) == [.place(.h3)])
        #expect(controls.handle(.character("9"), on: idle) == [.dismissNotice])
        #expect(controls.handle(.down, on: idle) == [.dismissNotice])
        #expect(controls.cursor == .h4)
    }

    @Test("spec 3.2, 7.1: x and o switch each side's mode; r asks to reset; q and Ctrl-C quit")
    func commandKeys() {
        var controls = KeyControls()
        var computerLight = idle
        computerLight.modes = PlayerModes(dark: .manual, light: .computer)
        #expect(controls.handle(.character("x"), on: computerLight) == [.setMode(.dark, .computer)])
        #expect(controls.handle(.character("o"), on: computerLight) == [.setMode(.light, .manual)])
        #expect(controls.handle(.character("r"), on: idle) == [.requestReset])
        #expect(controls.handle(.character("q"), on: idle) == [.quit])
        #expect(controls.handle(.interrupt, on: idle) == [.quit])
    }

    @Test(
        "spec 7.2: in the reset confirmation, arrows move the focus, Enter presses the focused button, y and n answer"
    )
    func resetConfirmation() {
        var controls = KeyControls()
        var asking = idle
        asking.resetConfirmation = .cancel
        #expect(controls.handle(.enter, on: asking) == [.cancelReset])
        #expect(controls.handle(.right, on: asking) == [.moveResetFocus])
        #expect(controls.handle(.tab, on: asking) == [.moveResetFocus])
        asking.resetConfirmation = .ok
        #expect(controls.handle(.enter, on: asking) == [.confirmReset])
        #expect(controls.handle(.character("n"), on: asking) == [.cancelReset])
        #expect(controls.handle(.character("y"), on: asking) == [.confirmReset])
        #expect(
            controls.handle(.character("x"), on: asking) == [.setMode(.dark, .computer)],
            "modes switch at any time, also under the confirmation")
        #expect(controls.cursor == .d3, "the arrows moved the focus, not the cursor")
    }

    @Test("spec 2.2: Enter dismisses the pass alert instead of placing")
    func passAlert() {
        var controls = KeyControls()
        var passing = idle
        passing.passAlert = .dark
        #expect(controls.handle(.enter, on: passing) == [.dismissPass])
        #expect(controls.handle(.space, on: passing) == [.dismissPass])
    }
}
