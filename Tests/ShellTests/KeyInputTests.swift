import ReversiApp
import ReversiCore
import ReversiEngine
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

    @Test("control keys: Enter as CR or LF, Tab, Ctrl-C and Ctrl-D; Escape before another key")
    func controlKeys() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x0D]) == [.enter])
        #expect(decoder.decode([0x0A]) == [.enter])
        #expect(decoder.decode([0x09]) == [.tab])
        #expect(decoder.decode([0x03]) == [.interrupt])
        #expect(decoder.decode([0x04]) == [.interrupt])
        #expect(
            decoder.decode([0x08, 0x05, 0x0B]).allSatisfy {
                ![.tab, .interrupt, .enter].contains($0)
            })
        #expect(decoder.decode([0x1B, 0x71]) == [.escape, .character("q")])
    }

    @Test("an escape sequence split across two reads is still one key")
    func splitSequence() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("x\u{1B}[".utf8)) == [.character("x")])
        #expect(decoder.decode(Array("Bj".utf8)) == [.down, .character("j")])
        #expect(decoder.decode([0x1B]) == [.escape])
    }

    @Test(
        "spec 15.12: an SGR press of the first button is a click, also split across reads; releases, other buttons and the wheel are not"
    )
    func mouseReports() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[<0;23;8M".utf8)) == [.click(column: 23, row: 8)])
        #expect(decoder.decode(Array("\u{1B}[<4;5;4M".utf8)) == [.click(column: 5, row: 4)])
        #expect(decoder.decode(Array("\u{1B}[<0;9".utf8)) == [])
        #expect(
            decoder.decode(Array(";16Mq".utf8)) == [.click(column: 9, row: 16), .character("q")])
        for ignored in [
            "\u{1B}[<0;23;8m", "\u{1B}[<2;23;8M", "\u{1B}[<64;23;8M", "\u{1B}[<32;2;3M",
        ] {
            #expect(decoder.decode(Array(ignored.utf8)) == [], "\(ignored.debugDescription)")
        }
    }

    @Test(
        "an old-style mouse report is skipped whole; Ctrl-Z is the suspend key; an endless sequence is dropped"
    )
    func otherInput() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B, 0x5B, 0x4D, 0x20, 0x66, 0x35, 0x6B]) == [.character("k")])
        // Split before its last position byte, it waits for that byte rather than read it as a key.
        #expect(decoder.decode([0x1B, 0x5B, 0x4D, 0x20, 0x66]) == [])
        #expect(decoder.decode([0x35, 0x6B]) == [.character("k")])
        // Whole at the end of a read, it is skipped at once: the next key is read as a key.
        #expect(decoder.decode([0x1B, 0x5B, 0x4D, 0x20, 0x66, 0x35]) == [])
        #expect(decoder.decode(Array("x".utf8)) == [.character("x")])
        #expect(decoder.decode([0x1A]) == [.suspend])
        #expect(decoder.decode(Array("\u{1B}[".utf8) + Array(repeating: 0x31, count: 100)) == [])
        #expect(decoder.decode(Array("x".utf8)) == [.character("x")], "nothing was kept")
    }

    @Test("an unfinished sequence of up to 64 bytes waits for the rest; a longer one is dropped")
    func longestSequence() {
        var decoder = KeyDecoder()
        let unfinished = Array("\u{1B}[<".utf8) + Array(repeating: 0x31, count: 61)
        #expect(decoder.decode(unfinished) == [])
        #expect(decoder.decode(Array(";1;1m".utf8)) == [], "the rest of the 64: a release")
        #expect(decoder.decode(unfinished + [0x31]) == [])
        #expect(decoder.decode(Array("x".utf8)) == [.character("x")], "the 65 were dropped")
    }

    private let idle = Screens.start

    @Test(
        "spec 15.12: a click on a cell does what typing it does; on a button, what pressing it does; elsewhere, it only dismisses the notice"
    )
    func clicks() {
        var controls = KeyControls()
        let (row, column) = FrameLayout.position(of: .f5)
        #expect(
            controls.handle(.click(column: column + 1, row: row), on: idle, in: .fallback) == [
                .place(.f5)
            ])
        #expect(controls.cursor == .f5)
        #expect(
            controls.handle(.click(column: 70, row: 20), on: idle, in: .fallback) == [
                .dismissNotice
            ])
        for (screen, expected) in [
            (Screens.passAlert, Intent.dismissPass),
            (Screens.resetConfirmation(focus: .cancel), .confirmReset),
        ] {
            let layout = FrameLayout(screen: screen, size: .fallback)
            let button = layout.buttons.last
            let click = Key.click(column: button?.column ?? 0, row: button?.row ?? 0)
            #expect(controls.handle(click, on: screen, in: .fallback) == [expected])
        }
        let layout = FrameLayout(screen: Screens.resetConfirmation(focus: .ok), size: .fallback)
        let cancel = layout.buttons.first
        #expect(
            controls.handle(
                .click(column: cancel?.column ?? 0, row: cancel?.row ?? 0),
                on: Screens.resetConfirmation(focus: .ok), in: .fallback) == [.cancelReset])
    }

    @Test(
        "spec 10.3: + and - raise and lower the computer side's level (the side to move's when both are computer); at either end the level stays, for the machine to refuse"
    )
    func levelKeys() throws {
        var controls = KeyControls()
        let one = try #require(Level(1))
        var screen = Screens.thinking
        #expect(
            controls.handle(.character("+"), on: screen, in: .fallback) == [.setLevel(.light, one)])
        #expect(
            controls.handle(.character("="), on: screen, in: .fallback) == [.setLevel(.light, one)])
        #expect(
            controls.handle(.character("-"), on: screen, in: .fallback) == [
                .setLevel(.light, .random)
            ])
        screen.modes = PlayerModes(dark: .computer, light: .computer)
        screen.levels = SideLevels(dark: .strongest, light: one)
        #expect(
            controls.handle(.character("+"), on: screen, in: .fallback) == [
                .setLevel(.light, try #require(Level(2)))
            ])
        screen.message = .turn(.dark)
        #expect(
            controls.handle(.character("+"), on: screen, in: .fallback) == [
                .setLevel(.dark, .strongest)
            ])
    }

    @Test("spec 10.3: line mode sets a level with 'level light 4' and says what is wrong otherwise")
    func levelCommand() throws {
        #expect(
            try LineCommand.parse("level light 4").get()
                == .setLevel(.light, try #require(Level(4))))
        #expect(try LineCommand.parse("LEVEL dark 0").get() == .setLevel(.dark, .random))
        for (line, error) in [
            ("level light 21", "unknown level '21': expected 0 to 20"),
            ("level grey 1", "unknown side 'grey': expected dark or light"),
            ("level light", "usage: level dark|light 0-20"),
        ] {
            #expect(throws: LineCommandError(error)) { try LineCommand.parse(line).get() }
        }
    }

    @Test("spec 15.12: Ctrl-Z suspends, whatever is on the screen")
    func suspend() {
        var controls = KeyControls()
        #expect(controls.handle(.suspend, on: idle, in: .fallback) == [.suspend])
        #expect(controls.handle(.suspend, on: Screens.passAlert, in: .fallback) == [.suspend])
    }

    @Test(
        "typing a column then a row places there; h moves left and may start h1...h8; keys that only move the cursor dismiss the notice"
    )
    func typedCoordinates() {
        var controls = KeyControls()
        #expect(controls.handle(.character("f"), on: idle, in: .fallback) == [.dismissNotice])
        #expect(controls.handle(.character("5"), on: idle, in: .fallback) == [.place(.f5)])
        #expect(controls.cursor == .f5)
        #expect(controls.handle(.character("h"), on: idle, in: .fallback) == [.dismissNotice])
        #expect(controls.cursor == .e5, "h moved the cursor left")
        #expect(controls.handle(.character("3"), on: idle, in: .fallback) == [.place(.h3)])
        #expect(controls.handle(.character("9"), on: idle, in: .fallback) == [.dismissNotice])
        #expect(controls.handle(.down, on: idle, in: .fallback) == [.dismissNotice])
        #expect(controls.cursor == .h4)
    }

    @Test("spec 19.3: A asks for the analysis and types no column: a digit after it places nothing")
    func analysisKeyTypesNoColumn() {
        var controls = KeyControls()
        #expect(controls.handle(.character("A"), on: idle, in: .fallback) == [.analyse])
        #expect(controls.typedColumn == nil)
        #expect(controls.handle(.character("4"), on: idle, in: .fallback) == [.dismissNotice])
        #expect(controls.handle(.character("F"), on: idle, in: .fallback) == [.dismissNotice])
        #expect(
            controls.handle(.character("5"), on: idle, in: .fallback) == [.place(.f5)], "caps lock")
    }

    @Test("spec 15.12: the arrow keys move the cursor one cell")
    func arrowKeys() {
        var controls = KeyControls()
        for (key, cell): (Key, Coordinate) in [
            (.right, .e3), (.down, .e4), (.left, .d4), (.up, .d3), (.left, .c3),
        ] {
            #expect(controls.handle(key, on: idle, in: .fallback) == [.dismissNotice])
            #expect(controls.cursor == cell, "after \(key)")
        }
    }

    @Test(
        "spec 15.12: the first button with Shift, Alt or Ctrl is a click; the middle button is not")
    func clickModifiers() {
        var decoder = KeyDecoder()
        for button in [4, 8, 16, 28] {
            #expect(
                decoder.decode(Array("\u{1B}[<\(button);5;6M".utf8)) == [.click(column: 5, row: 6)])
        }
        #expect(decoder.decode(Array("\u{1B}[<1;5;6M".utf8)) == [])
        #expect(decoder.decode(Array("\u{1B}[<5;5;6M".utf8)) == [])
    }

    @Test("k, j and l move the cursor one cell up, down and right, as the arrows do")
    func viKeys() {
        var controls = KeyControls()
        #expect(controls.handle(.character("f"), on: idle, in: .fallback) == [.dismissNotice])
        #expect(controls.handle(.character("5"), on: idle, in: .fallback) == [.place(.f5)])
        for (key, cell): (Character, Coordinate) in [
            ("k", .f4), ("j", .f5), ("l", .g5), ("j", .g6),
        ] {
            #expect(controls.handle(.character(key), on: idle, in: .fallback) == [.dismissNotice])
            #expect(controls.cursor == cell, "after \(key)")
        }
    }

    @Test("spec 3.2, 7.1: x and o switch each side's mode; r asks to reset; q and Ctrl-C quit")
    func commandKeys() {
        var controls = KeyControls()
        var computerLight = idle
        computerLight.modes = PlayerModes(dark: .manual, light: .computer)
        #expect(
            controls.handle(.character("x"), on: computerLight, in: .fallback) == [
                .setMode(.dark, .computer)
            ])
        #expect(
            controls.handle(.character("o"), on: computerLight, in: .fallback) == [
                .setMode(.light, .manual)
            ])
        #expect(controls.handle(.character("r"), on: idle, in: .fallback) == [.requestReset])
        #expect(controls.handle(.character("q"), on: idle, in: .fallback) == [.quit])
        #expect(controls.handle(.interrupt, on: idle, in: .fallback) == [.quit])
    }

    @Test(
        "spec 7.2: in the reset confirmation, arrows and Tab move the focus, Enter and Space press the focused button, y answers OK, n and Esc Cancel"
    )
    func resetConfirmation() {
        var controls = KeyControls()
        var asking = idle
        asking.resetConfirmation = .cancel
        #expect(controls.handle(.enter, on: asking, in: .fallback) == [.cancelReset])
        #expect(controls.handle(.right, on: asking, in: .fallback) == [.moveResetFocus])
        #expect(controls.handle(.tab, on: asking, in: .fallback) == [.moveResetFocus])
        #expect(controls.handle(.left, on: asking, in: .fallback) == [.moveResetFocus])
        #expect(controls.handle(.character("h"), on: asking, in: .fallback) == [.moveResetFocus])
        #expect(controls.handle(.character("l"), on: asking, in: .fallback) == [.moveResetFocus])
        #expect(controls.handle(.space, on: asking, in: .fallback) == [.cancelReset])
        #expect(controls.handle(.escape, on: asking, in: .fallback) == [.cancelReset])
        asking.resetConfirmation = .ok
        #expect(controls.handle(.enter, on: asking, in: .fallback) == [.confirmReset])
        #expect(controls.handle(.space, on: asking, in: .fallback) == [.confirmReset])
        #expect(
            controls.handle(.escape, on: asking, in: .fallback) == [.cancelReset],
            "Esc cancels whatever has the focus")
        #expect(controls.handle(.character("n"), on: asking, in: .fallback) == [.cancelReset])
        #expect(controls.handle(.character("y"), on: asking, in: .fallback) == [.confirmReset])
        #expect(
            controls.handle(.character("x"), on: asking, in: .fallback) == [
                .setMode(.dark, .computer)
            ],
            "modes switch at any time, also under the confirmation")
        #expect(controls.cursor == .d3, "the arrows moved the focus, not the cursor")
    }

    @Test("spec 2.2: Enter dismisses the pass alert instead of placing")
    func passAlert() {
        var controls = KeyControls()
        var passing = idle
        passing.passAlert = .dark
        #expect(controls.handle(.enter, on: passing, in: .fallback) == [.dismissPass])
        #expect(controls.handle(.space, on: passing, in: .fallback) == [.dismissPass])
    }

    @Test("spec 7.2, 15.6: without the reset confirmation, Tab and Esc only dismiss the notice")
    func tabAndEscapeOutsideTheConfirmation() {
        var controls = KeyControls()
        #expect(controls.handle(.tab, on: idle, in: .fallback) == [.dismissNotice])
        #expect(controls.handle(.escape, on: idle, in: .fallback) == [.dismissNotice])
        #expect(controls.cursor == .d3)
    }
}
