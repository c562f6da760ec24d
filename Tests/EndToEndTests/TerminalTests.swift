import Testing

/// The full-screen game in a pseudo-terminal: raw keys in, the drawn screen out.
@Suite(
    "Terminal: the game in a pseudo-terminal",
    .enabled(
        if: PseudoTerminal.unavailable == nil,
        "needs python3 and tools/pty-session.py (see PseudoTerminal.unavailable)"))
struct TerminalTests {
    /// The screen rows of the board, row 1 first, as drawn (cursor `[ ]`, last move `( )`).
    private func boardRow(_ screen: String, _ row: Int) -> String {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        guard
            let line = lines.first(where: {
                $0.hasPrefix("  \(row)  ") || $0.hasPrefix("  \(row) [")
            })
        else { return "" }
        var cells = line.prefix(28)
        while cells.last == " " { cells.removeLast() }
        return String(cells)
    }

    /// The terminal as the game left it at its end: main screen, modes as before, no mouse
    /// reporting.
    private func expectRestored(_ result: ProcessResult, exit status: Int? = nil) {
        if let status { #expect(result.stdout.contains("exit: \(status)\n"), "\(result.stdout)") }
        let end = result.stdout.components(separatedBy: "\nexit: ").last ?? ""
        let signalled = result.stdout.components(separatedBy: "\nsignal: ").last ?? ""
        let report = end.count < signalled.count ? end : signalled
        #expect(report.contains("alternate screen: off"), "\(result.stdout)")
        #expect(report.contains("mouse reporting: off"), "\(result.stdout)")
        #expect(report.contains("terminal modes restored: yes"), "\(result.stdout)")
    }

    @Test("the first screen: board with coordinates, legal moves, counts, message, modes; q quits")
    func firstScreen() throws {
        let result = try PseudoTerminal.run(
            ["--no-save"], script: ["expect ●'s turn", "screen", "send q"])
        let screen = try #require(result.screens.first)
        #expect(screen.contains("a  b  c  d  e  f  g  h"))
        #expect(boardRow(screen, 3) == "  3  ·  ·  · [+] ·  ·  ·  ·", "cursor on d3, a legal move")
        #expect(boardRow(screen, 4) == "  4  ·  ·  +  ○  ●  ·  ·  ·")
        #expect(boardRow(screen, 5) == "  5  ·  ·  ·  ●  ○  +  ·  ·")
        #expect(screen.contains("● dark     2   manual"))
        #expect(screen.contains("○ light    2   manual"))
        expectRestored(result, exit: 0)
    }

    @Test("a typed coordinate places there: the disk and its flip are drawn, then the counts")
    func typedMove() throws {
        let result = try PseudoTerminal.run(
            ["--no-save", "--step", "0"],
            script: ["expect ●'s turn", "send f5", "expect ○'s turn", "screen", "send \\x03"])
        let screen = try #require(result.screens.first)
        #expect(boardRow(screen, 5) == "  5  ·  ·  ·  ●  ● [●] ·  ·")
        #expect(screen.contains("● dark     4"))
        #expect(screen.contains("○ light    1"))
        expectRestored(result, exit: 0)
    }

    @Test("arrow keys move the cursor and Enter places at it; the last move is marked")
    func cursorKeys() throws {
        let result = try PseudoTerminal.run(
            ["--no-save", "--step", "0"],
            script: [
                "expect ●'s turn", "send \\x1b[B", "send \\r", "send \\x1b[A", "send \\r",
                "expect ○'s turn", "send \\x1b[B", "expect · [●] ●", "screen", "send q",
            ])
        let screen = try #require(result.screens.first)
        #expect(boardRow(screen, 3) == "  3  ·  ·  + (●) +  ·  ·  ·", "d3 placed and marked")
        #expect(
            boardRow(screen, 4) == "  4  ·  ·  · [●] ●  ·  ·  ·", "Enter on occupied d4 did nothing"
        )
    }

    @Test("x switches a thinking computer to Manual: the spinner goes at once")
    func modeSwitchDuringThinking() throws {
        let result = try PseudoTerminal.run(
            ["--no-save", "--new", "--dark", "computer", "--think", "30"],
            script: [
                "expect thinking", "screen", "send x", "expect manual   (x)", "screen", "send q",
            ])
        let screens = result.screens
        try #require(screens.count == 2)
        #expect(screens[0].contains("● dark     2   computer (x) level 0  "))
        #expect(screens[1].contains("● dark     2   manual   (x)"))
        #expect(!screens[1].contains("thinking"))
        #expect(boardRow(screens[1], 3) == "  3  ·  ·  · [+] ·  ·  ·  ·", "dark may move now")
    }

    @Test(
        "r asks to reset with the focus on Cancel; the arrows move the focus and Enter presses OK"
    )
    func resetConfirmation() throws {
        let result = try PseudoTerminal.run(
            ["--no-save", "--step", "0", "--light", "computer", "--think", "30", "--new"],
            script: [
                "expect ●'s turn", "send f5", "expect thinking", "send r",
                "expect [ Cancel ]    OK", "screen", "send \\x1b[C", "expect Cancel    [ OK ]",
                "send \\r", "expect ● dark     2", "screen", "send q",
            ])
        let screens = result.screens
        try #require(screens.count == 2)
        #expect(screens[0].contains("Do you really want to reset the game?"))
        #expect(boardRow(screens[1], 5) == "  5  ·  ·  ·  ●  ○ [+] ·  ·", "the initial board")
        #expect(screens[1].contains("○ light    2   manual"), "both sides Manual")
        #expect(!screens[1].contains("Do you really"))
        #expect(!screens[1].contains("thinking"))
    }

    @Test("a notice shows an unreadable save file until the next key")
    func notice() throws {
        let directory = try SaveDirectory()
        try directory.write("not a saved game\n")
        let result = try PseudoTerminal.run(
            ["--save-file", directory.saveFile],
            script: [
                "expect unreadable-1", "screen", "send \\x1b[B", "expect [○]", "screen", "send q",
            ])
        let screens = result.screens
        try #require(screens.count == 2)
        #expect(screens[0].contains("! "))
        #expect(!screens[1].contains("unreadable-1"), "the cursor key dismissed it")
    }

    @Test(
        "spec 8.5, 15.2, 15.6: a save file that cannot be written is a notice on the screen; the game goes on, and the end says so again"
    )
    func unwritableSaveFile() throws {
        let directory = try SaveDirectory()
        let saveFile = try directory.unwritableSaveFile()
        let result = try PseudoTerminal.run(
            ["--save-file", saveFile, "--step", "0"],
            script: [
                "expect will not be saved", "screen", "send f5", "expect ○'s turn", "send q",
            ], raw: true)
        let screen = try #require(result.screens.first)
        // The notice is wrapped to the window: compare its words.
        let words = screen.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(
            words.contains(
                "! cannot use \(saveFile): \(directory.saveFile) is not a directory; this game will not be saved"
            ), "\(screen)")
        #expect(
            result.stdout.contains(
                "reversi: the last position was not saved: cannot use \(saveFile): "))
        expectRestored(result, exit: 74)
    }

    @Test(
        "spec 2.2, 2.3, 15.9: the pass alert appears at once, names who passes, and Enter dismisses it"
    )
    func passAlert() throws {
        let directory = try SaveDirectory()
        try directory.write("o01\nxo------\n" + String(repeating: "--------\n", count: 7))
        let result = try PseudoTerminal.run(
            ["--save-file", directory.saveFile],
            script: [
                "expect Cannot place a disk.", "screen", "send \\r", "expect ●'s turn",
                "screen", "send q",
            ])
        let screens = result.screens
        try #require(screens.count == 2)
        #expect(screens[0].contains("[ Dismiss ]"))
        #expect(screens[0].contains("○ light passes; ● dark plays next."))
        #expect(screens[0].contains("○'s turn"))
        #expect(!screens[0].contains("thinking"), "a computer that must pass never thinks")
        #expect(!screens[1].contains("Cannot place a disk."))
    }

    @Test(
        "spec 15.1, 15.7: an illegal cell, and a cell typed while a move is shown, are answered under the board until the next key"
    )
    func refusals() throws {
        let result = try PseudoTerminal.run(
            ["--no-save", "--step", "5"],
            script: [
                "expect ●'s turn", "send h3", "expect h3 is not a legal move", "screen",
                "send f5", "send d6", "expect a move is being shown", "screen", "send \\x1b[A",
                "gone a move is being shown", "screen", "send q",
            ])
        let screens = result.screens
        try #require(screens.count == 3)
        #expect(
            screens[0].contains(
                "! h3 is not a legal move for ● dark: it flips no disk (legal: c4 d3 e6 f5)"))
        #expect(
            screens[1].contains("! a move is being shown: wait until its last disk is down"))
        #expect(!screens[1].contains("h3 is not"), "f5 cleared the first notice")
        #expect(!screens[2].contains("a move is being shown"), "the arrow key cleared it")
        expectRestored(result, exit: 0)
    }

    @Test(
        "spec 15.12: a click on a cell plays there, a click on Dismiss dismisses; mouse reporting goes off at quit"
    )
    func mouse() throws {
        let directory = try SaveDirectory()
        // Dark's c1 leaves light without a move while dark still has c8.
        try directory.write(
            "x00\nxo------\n" + String(repeating: "--------\n", count: 6) + "xo------\n")
        // c1 is row 4, columns 11-13; with the pass alert alone below the board, Dismiss is on
        // row 16, columns 34-44.
        let result = try PseudoTerminal.run(
            ["--save-file", directory.saveFile, "--step", "0"],
            script: [
                "expect ●'s turn", "send \\x1b[<0;12;4M\\x1b[<0;12;4m", "expect [ Dismiss ]",
                "screen", "send \\x1b[<0;38;16M", "expect ●'s turn", "screen", "send q",
            ], raw: true)
        let screens = result.screens
        try #require(screens.count == 2)
        #expect(boardRow(screens[0], 1) == "  1  ●  ● [●] ·  ·  ·  ·  ·", "c1 played, cursor on it")
        #expect(!screens[1].contains("Dismiss"))
        let written = result.written
        let mouseOn = try #require(written.range(of: "\u{1B}[?1000h\u{1B}[?1006h"))
        let lastFrame = try #require(written.range(of: "\u{1B}[?2026l", options: .backwards))
        let mouseOff = try #require(written.range(of: "\u{1B}[?1006l\u{1B}[?1000l"))
        #expect(mouseOn.upperBound <= lastFrame.lowerBound)
        #expect(mouseOff.lowerBound >= lastFrame.upperBound, "turned off after the last frame")
        expectRestored(result, exit: 0)
    }

    @Test("spec 15.12: --no-mouse leaves mouse reporting off")
    func noMouse() throws {
        let result = try PseudoTerminal.run(
            ["--no-save", "--no-mouse"], script: ["expect ●'s turn", "send q"], raw: true)
        #expect(!result.written.contains("\u{1B}[?1000h"))
        #expect(!result.written.contains("\u{1B}[?1000l"), "nothing to turn off either")
        // The game's own screen, taken at the start and given back at the end.
        #expect(result.written.hasPrefix("\u{1B}[?1049h"))
        #expect(result.written.contains("\u{1B}[?1049l"))
        expectRestored(result, exit: 0)
    }

    @Test(
        "spec 15.11: with TERM dumb or unset, the game plays in line mode on a terminal too: no escape sequences",
        arguments: [true, false])
    func dumbTerminal(unset: Bool) throws {
        let result = try PseudoTerminal.run(
            ["--no-save", "--step", "0"],
            script: [
                "expect message: x's turn", "send f5\\r", "expect last move: f5", "send quit\\r",
            ],
            environment: unset ? [:] : ["TERM": "dumb"], withoutTerm: unset, lines: true,
            raw: true, rows: 60)
        #expect(result.stdout.contains("exit: 0\n"), "\(result.stdout)")
        #expect(result.written.contains("  abcdefgh"))
        #expect(!result.written.contains("\u{1B}"))
    }

    @Test(
        "spec 15.12: Ctrl-Z and SIGTSTP give the terminal back, mouse reporting off, and stop; fg takes it again and redraws",
        arguments: ["send \\x1a", "signal TSTP"])
    func suspend(step: String) throws {
        // Twice: a suspension must leave the game ready for the next one.
        let result = try PseudoTerminal.run(
            ["--no-save"],
            script: [
                "expect ●'s turn", step, "stopped", "fg", "expect ●'s turn", "screen", step,
                "stopped", "fg", "expect ●'s turn", "send q",
            ])
        let stopped =
            "stopped:\nalternate screen: off\nmouse reporting: off\nterminal modes restored: yes\n"
        #expect(result.stdout.components(separatedBy: stopped).count == 3, "\(result.stdout)")
        let screen = try #require(result.screens.first)
        #expect(boardRow(screen, 3) == "  3  ·  ·  · [+] ·  ·  ·  ·", "redrawn whole")
        #expect(screen.contains("● dark     2   manual"))
        expectRestored(result, exit: 0)
    }

    @Test("spec 15.12: SIGQUIT restores the terminal, mouse reporting off, before the process ends")
    func quitSignal() throws {
        let result = try PseudoTerminal.run(
            ["--no-save"], script: ["expect ●'s turn", "signal QUIT"],
            environment: ["SWIFT_BACKTRACE": "enable=no"])
        #expect(result.stdout.contains("signal: SIGQUIT\n"), "\(result.stdout)")
        expectRestored(result)
    }

    @Test("spec 15.12: a key that only moves the cursor redraws the board")
    func cursorKeyRedraws() throws {
        let result = try PseudoTerminal.run(
            ["--no-save"],
            script: ["expect ●'s turn", "send \\x1b[C", "expect [·]", "screen", "send q"])
        let screen = try #require(result.screens.first)
        #expect(boardRow(screen, 3) == "  3  ·  ·  ·  + [·] ·  ·  ·", "the cursor on e3")
        expectRestored(result, exit: 0)
    }

    @Test("spec 3.5: while the computer thinks, the spinner turns")
    func spinnerTurns() throws {
        let result = try PseudoTerminal.run(
            ["--no-save", "--dark", "computer", "--think", "3"],
            script: ["expect thinking", "screen", "sleep 0.45", "screen", "send q"])
        let spinners = result.screens.map { screen in
            screen.split(separator: "\n").first { $0.contains(" thinking") }.map {
                $0.components(separatedBy: " thinking")[0].suffix(1)
            }
        }
        #expect(spinners.count == 2)
        #expect(spinners.allSatisfy { $0 != nil }, "\(result.stdout)")
        #expect(spinners.first != spinners.last, "\(spinners)")
        expectRestored(result, exit: 0)
    }

    @Test("a terminal that reports no size is taken to be 80 × 24")
    func unknownSize() throws {
        let result = try PseudoTerminal.run(
            ["--no-save"], script: ["expect ●'s turn", "send q"], reportedSize: (0, 0))
        expectRestored(result, exit: 0)
    }

    @Test("the screen is redrawn on resize, and asks for room when too small")
    func resize() throws {
        let result = try PseudoTerminal.run(
            ["--no-save"],
            script: [
                "expect ●'s turn", "resize 40 12", "expect Please make the window", "screen",
                "resize 90 30", "expect ●'s turn", "screen", "send q",
            ])
        let screens = result.screens
        try #require(screens.count == 2)
        #expect(screens[0].contains("64 × 22"))
        #expect(screens[1].contains("a  b  c  d  e  f  g  h"))
        expectRestored(result, exit: 0)
    }

    @Test(
        "Ctrl-C, SIGTERM, SIGINT and SIGHUP end the game and restore the terminal",
        arguments: [
            ("send \\x03", "exit: 0"), ("signal TERM", "exit: 143"),
            ("signal INT", "exit: 130"), ("signal HUP", "exit: 129"),
        ])
    func restoresTerminal(step: String, ending: String) throws {
        let result = try PseudoTerminal.run(["--no-save"], script: ["expect ●'s turn", step])
        #expect(result.stdout.contains(ending + "\n"), "\(result.stdout)")
        expectRestored(result)
    }

    @Test(
        "a crash restores the terminal before the process dies",
        arguments: ["SEGV", "ABRT", "ILL"])
    func crashRestoresTerminal(signal: String) throws {
        // The runtime's backtracer would wait for a key on a terminal; the test needs none.
        let result = try PseudoTerminal.run(
            ["--no-save"], script: ["expect ●'s turn", "signal \(signal)"],
            environment: ["SWIFT_BACKTRACE": "enable=no"])
        #expect(result.stdout.contains("signal: SIG\(signal)\n"), "\(result.stdout)")
        expectRestored(result)
    }
}
