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

    private func expectRestored(_ result: ProcessResult, exit status: Int? = nil) {
        if let status { #expect(result.stdout.contains("exit: \(status)\n"), "\(result.stdout)") }
        #expect(result.stdout.contains("alternate screen: off"))
        #expect(result.stdout.contains("terminal modes restored: yes"))
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
        #expect(screens[0].contains("● dark     2   computer (x)  "))
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

    @Test("spec 2.2, 2.3: the pass alert appears at once and Enter dismisses it")
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
        #expect(screens[0].contains("○'s turn"))
        #expect(!screens[0].contains("thinking"), "a computer that must pass never thinks")
        #expect(!screens[1].contains("Cannot place a disk."))
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
        "Ctrl-C, SIGTERM and SIGINT end the game and restore the terminal",
        arguments: [
            ("send \\x03", "exit: 0"), ("signal TERM", "exit: 143"),
            ("signal INT", "exit: 130"),
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
