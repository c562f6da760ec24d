import Testing

/// Undo and the level keys in the full-screen game, in a pseudo-terminal. Each step waits for
/// what the screen shows, never for a time: the long `--step` and `--think` only keep the move
/// being shown or the computer thinking while the keys arrive.
@Suite(
    "Terminal: undo while disks flip or the computer thinks, and the level keys",
    .enabled(
        if: PseudoTerminal.unavailable == nil,
        "needs python3 and tools/pty-session.py (see PseudoTerminal.unavailable)"))
struct UndoTerminalTests {
    /// The board's eight rows as drawn, without the cursor's and last move's brackets.
    private func board(_ screen: String) -> [String] {
        screen.split(separator: "\n").filter {
            $0.hasPrefix("  ") && $0.dropFirst(2).first?.isNumber == true
        }
        .map { line in
            String(line.prefix(28).filter { !"[]()".contains($0) }).split(separator: " ")
                .joined(separator: " ")
        }
    }

    /// The initial board as `board` gives it, with the legal moves of dark marked.
    private static let initialBoard = [
        "1 · · · · · · · ·", "2 · · · · · · · ·", "3 · · · + · · · ·", "4 · · + ○ ● · · ·",
        "5 · · · ● ○ + · ·", "6 · · · · + · · ·", "7 · · · · · · · ·", "8 · · · · · · · ·",
    ]

    @Test(
        "spec 11.1, 11.4: u while the disks of a move flip cuts the move short and takes it back: the start, dark to move, nothing recorded"
    )
    func undoWhileDisksFlip() throws {
        let result = try PseudoTerminal.run(
            ["--no-save", "--step", "30"],
            script: [
                "expect ●'s turn", "send f5", "expect record: 1. f5*", "screen", "send u",
                "gone record: 1.", "screen", "send q",
            ])
        let screens = result.screens
        try #require(screens.count == 2, "\(result.stdout)")
        #expect(board(screens[0])[4] == "5 · · · ● ○ ● · ·", "f5 placed, e5 not flipped yet")
        #expect(board(screens[1]) == Self.initialBoard)
        #expect(screens[1].contains("●'s turn"))
        #expect(result.stdout.contains("exit: 0\n"))
    }

    @Test(
        "spec 10.4, 11.1, 11.4: u while the computer thinks cancels it and takes its turn back with the person's move; U plays the move again"
    )
    func undoWhileTheComputerThinks() throws {
        let result = try PseudoTerminal.run(
            ["--no-save", "--step", "0", "--light", "computer", "--think", "30"],
            script: [
                "expect ●'s turn", "send f5", "expect thinking", "send u", "gone thinking",
                "screen", "send U", "expect thinking", "screen", "send q",
            ])
        let screens = result.screens
        try #require(screens.count == 2, "\(result.stdout)")
        #expect(board(screens[0]) == Self.initialBoard)
        #expect(screens[0].contains("●'s turn"))
        #expect(!screens[0].contains("record:"), "nothing left in the record")
        #expect(screens[1].contains("record: 1. f5*"), "redo played f5 again")
        #expect(screens[1].contains("○'s turn"))
        #expect(result.stdout.contains("exit: 0\n"))
    }

    @Test("spec 10.3: + and - raise and lower the computer side's level, shown beside its mode")
    func levelKeys() throws {
        let result = try PseudoTerminal.run(
            ["--no-save", "--light", "computer", "--light-level", "2"],
            script: [
                "expect level 2", "send +", "expect level 3", "send +", "expect level 4",
                "send -", "expect level 3", "screen", "send q",
            ])
        let screen = try #require(result.screens.first, "\(result.stdout)")
        #expect(screen.contains("○ light    2   computer (o) level 3"))
        #expect(result.stdout.contains("exit: 0\n"))
    }
}
