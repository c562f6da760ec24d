import ReversiApp
import ReversiCore
import Testing

@testable import reversi

/// The terminal's keys, decoded and interpreted without a terminal (the pure parts of the
/// shell; the pseudo-terminal tests drive the same code through a real terminal).
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

    private let idle = KeyControls.Context(
        modes: .manual, passAlertShown: false, resetConfirmationShown: false)

    @Test("typing a column then a row places there; h moves left and may start h1...h8")
    func typedCoordinates() {
        var controls = KeyControls()
        #expect(controls.handle(.character("f"), in: idle) == [])
        #expect(controls.handle(.character("5"), in: idle) == [.place(.f5)])
        #expect(controls.cursor == .f5)
        #expect(controls.handle(.character("h"), in: idle) == [])
        #expect(controls.cursor == .e5, "h moved the cursor left")
        #expect(controls.handle(.character("3"), in: idle) == [.place(.h3)])
        #expect(controls.handle(.character("9"), in: idle) == [], "a lone digit does nothing")
    }

    @Test("x and o switch each side's mode; r asks to reset; q and Ctrl-C quit")
    func commandKeys() {
        var controls = KeyControls()
        let computerLight = KeyControls.Context(
            modes: PlayerModes(dark: .manual, light: .computer), passAlertShown: false,
            resetConfirmationShown: false)
        #expect(controls.handle(.character("x"), in: computerLight) == [.setMode(.dark, .computer)])
        #expect(controls.handle(.character("o"), in: computerLight) == [.setMode(.light, .manual)])
        #expect(controls.handle(.character("r"), in: idle) == [.requestReset])
        #expect(controls.handle(.character("q"), in: idle) == [.quit])
        #expect(controls.handle(.interrupt, in: idle) == [.quit])
    }

    @Test("the reset confirmation starts on Cancel; arrows move the focus, Enter presses it")
    func resetConfirmation() {
        var controls = KeyControls()
        let asking = KeyControls.Context(
            modes: .manual, passAlertShown: false, resetConfirmationShown: true)
        #expect(controls.handle(.enter, in: asking) == [.cancelReset])
        #expect(controls.handle(.right, in: asking) == [])
        #expect(controls.handle(.enter, in: asking) == [.confirmReset])
        #expect(controls.handle(.character("n"), in: asking) == [.cancelReset])
        #expect(controls.handle(.character("y"), in: asking) == [.confirmReset])
        #expect(
            controls.handle(.character("x"), in: asking) == [.setMode(.dark, .computer)],
            "modes switch at any time, also under the confirmation")
    }

    @Test("Enter dismisses the pass alert instead of placing")
    func passAlert() {
        var controls = KeyControls()
        let passing = KeyControls.Context(
            modes: .manual, passAlertShown: true, resetConfirmationShown: false)
        #expect(controls.handle(.enter, in: passing) == [.dismissPass])
        #expect(controls.handle(.space, in: passing) == [.dismissPass])
    }
}
