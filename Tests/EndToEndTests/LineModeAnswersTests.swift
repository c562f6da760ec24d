import ReversiApp
import ReversiCore
import Testing

/// Line mode through a pipe, as a newcomer's script meets it: every command is answered, a
/// resumed game says so, a screen comes when the game is ready, the end gives the score.
@Suite("Line mode says what happened, every time")
struct LineModeAnswersTests {
    @Test(
        "spec 15.1, 15.7, 15.11: an illegal move, and each command with nothing to act on, is one error line; no screen for it; the game goes on"
    )
    func refusals() throws {
        let result = try Executable.run(
            "reversi", ["--no-save", "--step", "0"],
            input: "a1\nd4\nok\ndismiss\nmode dark manual\nf5\n")
        #expect(result.status == 0)
        #expect(
            result.stderr == """
                error: a1 is not a legal move for ● dark: it flips no disk (legal: c4 d3 e6 f5)
                error: d4 is not a legal move for ● dark: it is taken (legal: c4 d3 e6 f5)
                error: there is no reset question to answer: type reset to ask for a reset
                error: there is no pass to dismiss: a side passes only when it cannot place a disk
                error: ● dark is already manual

                """)
        let screens = LineScreen.all(in: result.stdout)
        #expect(screens.count == 2, "the launch and the settled move")
        #expect(screens.last?["last move"] == "f5")
        #expect(screens.allSatisfy { $0["notice"] == nil })
    }

    @Test(
        "spec 8.1, 15.8: a resumed game says where from, and which mode asked for it does not have, on its first screen only"
    )
    func resumption() throws {
        let directory = try SaveDirectory()
        try directory.write(SaveFormat.encode(.initial))
        let result = try Executable.run(
            "reversi", directory.options(["--dark", "manual", "--light", "computer"]),
            input: "f5\n")
        let screens = LineScreen.all(in: result.stdout)
        let first = try #require(screens.first)
        #expect(
            first["notice"]
                == "Resumed the saved game (\(directory.saveFile)). --light computer applies to a new game: reversi --new --light computer"
        )
        #expect(first["modes"] == "x manual, o manual", "the saved modes, not those asked for")
        #expect(screens.count == 2)
        #expect(screens.dropFirst().allSatisfy { $0["notice"] == nil }, "f5 cleared it")

        // A new game takes the modes asked for, and has nothing to say.
        let fresh = try Executable.run(
            "reversi", directory.options(["--new", "--light", "computer", "--think", "30"]))
        let start = try #require(LineScreen.all(in: fresh.stdout).first)
        #expect(start["notice"] == nil)
        #expect(start["modes"] == "x manual, o computer level 0")
    }

    @Test(
        "spec 15.11: a move prints one screen, once the computer has replied; --frames prints every step; the save is the same"
    )
    func settledScreens() throws {
        let settled = try SaveDirectory()
        let result = try Executable.run(
            "reversi", settled.options(["--light", "computer"]), input: "f5\n")
        let screens = LineScreen.all(in: result.stdout)
        try #require(screens.count == 2, "the launch, then dark's f5 with light's reply")
        #expect(screens[1]["message"] == "x's turn")
        #expect(screens[1]["thinking"] == nil)
        #expect(screens[1]["last move"] != "f5", "light has replied")

        let framed = try SaveDirectory()
        let frames = try Executable.run(
            "reversi", framed.options(["--light", "computer", "--frames"]), input: "f5\n")
        let every = LineScreen.all(in: frames.stdout)
        #expect(every.count >= 6, "f5's two disks and the counts, light thinking, its move")
        #expect(every.last == screens.last)
        #expect(framed.saved != nil)
        #expect(framed.saved == settled.saved)
    }

    @Test(
        "spec 15.11: quit during a move shows it placed at once, never half-drawn, and does not wait for its steps"
    )
    func quitDuringAMove() throws {
        let directory = try SaveDirectory()
        let game = try RunningProcess("reversi", directory.options(["--step", "30"]))
        game.send("f5")
        #expect(game.wait { directory.saved?.hasPrefix("o00\n") == true }, "f5 is saved at once")
        game.send("quit")
        #expect(game.finish() == 0, "well before the 30 s steps")
        let screens = LineScreen.all(in: game.stdout)
        #expect(screens.count == 2, "the launch screen and f5 placed")
        #expect(screens.first?.board == Board.initial.rows)
        #expect(screens.last?["last move"] == "f5")
        #expect(screens.last?["counts"] == "x 4, o 1", "every disk of f5 flipped")
    }

    @Test(
        "spec 15.11: lines are commands in order: the moves before quit are all played and shown, saved or not"
    )
    func quitAfterMoves() throws {
        for options in [["--no-save"], ["--save-file", "/proc/no-such-place/game.txt"]] {
            let result = try Executable.run(
                "reversi", options + ["--step", "0.05"], input: "f5\nd6\nquit\n")
            let last = try #require(LineScreen.all(in: result.stdout).last)
            #expect(last["record"] == "1. f5  2. d6*", "\(options)")
            #expect(last["last move"] == "d6", "\(options)")
        }
    }

    @Test(
        "spec 15.13: computer against computer goes on by itself through a pass, with no one to type dismiss"
    )
    func passGoesOnByItself() throws {
        let directory = try SaveDirectory()
        try directory.write("x11\nox------\n" + String(repeating: "--------\n", count: 7))
        let result = try Executable.run(
            "reversi", directory.options(["--step", "0.05"]), input: "")
        #expect(result.status == 0, "\(result.stderr)")
        let screens = LineScreen.all(in: result.stdout)
        #expect(
            screens.first?["alert"]
                == "Pass. Cannot place a disk. Going on by itself. ● dark passes; ○ light plays next."
        )
        #expect(screens.last?["result"] == "● 0 – 3 ○: light wins by 64")
    }

    @Test(
        "spec 6.2, 13.4, 15.10: at the end, the winner, the final score with the empty cells for the winner, and what to do next"
    )
    func result() throws {
        let directory = try SaveDirectory()
        try directory.write("o00\nxo------\n" + String(repeating: "--------\n", count: 7))
        let result = try Executable.run("reversi", directory.options(), input: "dismiss\nc1\n")
        let last = try #require(LineScreen.all(in: result.stdout).last)
        #expect(last["message"] == "x won")
        #expect(last["result"] == "● 3 – 0 ○: dark wins by 64")
        #expect(last["next"] == "type reset for a new game")
    }

    @Test(
        "spec 15.11: 16 MiB with no newline is one short error line, read in linear time (the run has 60 s)"
    )
    func runawayLine() throws {
        let result = try Executable.run(
            "reversi", ["--no-save"], input: String(repeating: "x", count: 16 * 1024 * 1024))
        #expect(result.status == 0)
        let prefix = String(repeating: "x", count: 40)
        #expect(
            result.stderr == "error: a line longer than 4096 bytes was skipped: '\(prefix)…'\n")
        #expect(LineScreen.all(in: result.stdout).count == 1)
    }
}
