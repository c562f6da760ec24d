import Testing

/// The full-screen game where the terminal does not behave as usual: it refuses the game's
/// output, reports one column, goes away; and where timing matters: a suspension right after a
/// move, and an idle game after the computer's move.
@Suite(
    "Terminal: refused output, odd sizes, a closed terminal, saves before a stop, an idle game",
    .enabled(
        if: PseudoTerminal.unavailable == nil,
        "needs python3 and tools/pty-session.py (see PseudoTerminal.unavailable)"))
struct TerminalEdgeCaseTests {
    /// The save file after dark's f5 from the initial position: light to move, both Manual.
    private static let savedAfterF5 =
        "o00\n--------\n--------\n--------\n---ox---\n---xxx--\n--------\n--------\n--------\n"
        + "levels 0 0\n"

    @Test(
        "spec 15.12: a frame the terminal refuses is given up: the game still reads keys, and q quits with the terminal's modes restored"
    )
    func refusedOutput() throws {
        // A non-blocking standard output on a terminal whose output is stopped: every write
        // fails at once (EAGAIN), for as long as the game runs. The spinner keeps asking for
        // frames; the wait gives it a few turns to try one, since no screen can show it.
        let result = try PseudoTerminal.run(
            ["--no-save", "--dark", "computer", "--think", "30"],
            script: ["expect thinking", "stop-output", "sleep 0.5", "send q"],
            nonblockingOutput: true)
        #expect(result.stdout.contains("exit: 0\n"), "\(result.stdout)")
        #expect(result.stdout.contains("terminal modes restored: yes"), "\(result.stdout)")
    }

    @Test("a terminal that reports a width of one column is too small: the game asks for room")
    func oneColumn() throws {
        // One column is a size the terminal tells, not a terminal that cannot tell (0 columns,
        // taken to be 80 × 24): the board would not fit.
        let result = try PseudoTerminal.run(
            ["--no-save"], script: ["expect Please make the window", "screen", "send q"],
            reportedSize: (1, 24))
        let screen = try #require(result.screens.first, "\(result.stdout)")
        #expect(screen.contains("64 × 22 (q quits)."))
        #expect(!screen.contains("a  b  c  d  e  f  g  h"))
        #expect(result.stdout.contains("exit: 0\n"), "\(result.stdout)")
    }

    @Test(
        "spec 8.3: a terminal that goes away ends the game as quitting does: exit status 0, the last move saved"
    )
    func terminalGoesAway() throws {
        // The terminal is closed under the game and no hangup signal reaches it (as for a job
        // started with nohup): reading it ends, which is the game's sign that it went away.
        let directory = try SaveDirectory()
        let result = try PseudoTerminal.run(
            ["--save-file", directory.saveFile, "--step", "0"],
            script: ["expect ●'s turn", "send f5", "expect ○'s turn", "hangup"])
        #expect(result.stdout.contains("exit: 0\n"), "\(result.stdout)")
        #expect(directory.saved == Self.savedAfterF5)
    }

    @Test(
        "spec 8.3, 15.12: Ctrl-Z right after a move stops the game only once the move is saved"
    )
    func suspendAfterMove() throws {
        // The move and Ctrl-Z in one write: the save is still on its way when the game
        // suspends. Stopped, the process writes nothing more, so the file read then is what a
        // kill while stopped would leave.
        let directory = try SaveDirectory()
        let result = try PseudoTerminal.run(
            ["--save-file", directory.saveFile, "--step", "0"],
            script: [
                "expect ●'s turn", "send f5\\x1a", "stopped", "file \(directory.saveFile)", "fg",
                "expect ○'s turn", "send q",
            ])
        #expect(result.file(directory.saveFile) == Self.savedAfterF5, "\(result.stdout)")
        #expect(result.stdout.contains("exit: 0\n"), "\(result.stdout)")
    }

    @Test("spec 3.5: once the computer has moved, the spinner stops: an idle game writes nothing")
    func idleAfterThinking() throws {
        // The record shows light's reply once the computer is done; from then on nothing
        // changes, so nothing is drawn (a spinner left turning would redraw ten times a second).
        let result = try PseudoTerminal.run(
            ["--no-save", "--step", "0", "--light", "computer", "--think", "0.3"],
            script: [
                "expect ●'s turn", "send f5", "expect record: 1. f5 2.", "quiet 1", "screen",
                "send q",
            ])
        let screen = try #require(result.screens.first, "\(result.stdout)")
        #expect(screen.contains("●'s turn"))
        #expect(!screen.contains("thinking"))
        #expect(result.stdout.contains("exit: 0\n"), "\(result.stdout)")
    }
}
