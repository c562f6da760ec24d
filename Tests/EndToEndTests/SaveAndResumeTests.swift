import Foundation
import Testing

/// The game is saved as it goes and resumes exactly, even after `kill -9`.
@Suite("spec 8.1, 8.3, 9.1: saving, loading and resuming after a kill")
struct SaveAndResumeTests {
    @Test(
        "spec 8.2, 8.3, 14.3: killed during an animation, the game resumes after the move, same modes and turn"
    )
    func killedDuringAnimation() throws {
        let directory = try SaveDirectory()
        let game = try RunningProcess(
            "reversi",
            directory.options(["--light", "computer", "--step", "30", "--think", "30", "--frames"]))
        game.send("f5")
        // The move is saved when it is made; the animation has 30 s per disk left to run. The
        // save can come before the frame that shows the move reaches the pipe, so both are
        // waited for: on a loaded machine the frame came later than the file.
        #expect(game.wait { directory.saved?.hasPrefix("o01\n") == true })
        #expect(game.wait { game.stdout.contains("last move: f5") })
        game.kill()

        let resumed = try Executable.run(
            "reversi", directory.options(["--dark", "computer", "--think", "30"]), input: "quit\n")
        let screen = try #require(LineScreen.all(in: resumed.stdout).first)
        #expect(screen.board[3] == "---ox---")
        #expect(screen.board[4] == "---xxx--")
        #expect(screen["modes"] == "x manual, o computer level 0", "saved modes win over --dark")
        #expect(screen["message"] == "o's turn")
        #expect(screen["thinking"] == "o", "the computer to move starts thinking again")
    }

    @Test(
        "spec 9.1, 9.2: killed while the pass alert is up, the alert is shown again, with no thinking"
    )
    func killedDuringPassAlert() throws {
        let directory = try SaveDirectory()
        // Dark's c1 leaves light (a computer) without a move while dark still has c8.
        try directory.write(
            "x01\nxo------\n" + String(repeating: "--------\n", count: 6) + "xo------\n")
        let game = try RunningProcess("reversi", directory.options(["--think", "30"]))
        game.send("c1")
        #expect(game.wait { game.stdout.contains("alert: Pass") })
        #expect(game.wait { directory.saved?.hasPrefix("o01\nxxx-----\n") == true })
        game.kill()

        let resumed = try Executable.run("reversi", directory.options(), input: "")
        #expect(resumed.status == 0)
        let screen = try #require(LineScreen.all(in: resumed.stdout).last)
        #expect(screen["alert"]?.hasPrefix("Pass. Cannot place a disk.") == true)
        #expect(screen["message"] == "o's turn")
        #expect(screen["thinking"] == nil, "a side that must pass is never asked to think")

        let dismissed = try Executable.run("reversi", directory.options(), input: "dismiss\nc8\n")
        #expect(LineScreen.all(in: dismissed.stdout).last?["message"] == "x won")
    }

    @Test(
        "spec 8.5: a corrupt save file is reported until the next command, kept aside untouched, and a new game starts"
    )
    func corruptSaveFile() throws {
        let directory = try SaveDirectory()
        let garbage = "this is not\na saved game\n"
        try directory.write(garbage)
        let result = try Executable.run("reversi", directory.options(), input: "f5\n")
        #expect(result.status == 0)
        let screens = LineScreen.all(in: result.stdout)
        let first = try #require(screens.first)
        #expect(
            first["notice"]?.contains("game.txt.unreadable-1") == true,
            "the notice names where it was kept")
        #expect(first["message"] == "x's turn")
        #expect(first["counts"] == "x 2, o 2")
        #expect(screens.dropFirst().allSatisfy { $0["notice"] == nil }, "f5 cleared the notice")
        let kept = try String(
            contentsOf: directory.url.appendingPathComponent("game.txt.unreadable-1"),
            encoding: .utf8)
        #expect(kept == garbage)
        #expect(directory.saved?.hasPrefix("o00\n") == true, "the new game is saved in its place")
    }

    @Test("spec 8.3, 8.4: every mode change is saved")
    func modeChangeSaved() throws {
        let directory = try SaveDirectory()
        let result = try Executable.run(
            "reversi", directory.options(["--think", "30"]),
            input: "mode light computer\nquit\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(directory.saved?.hasPrefix("x01\n") == true)
    }

    @Test(
        "the save file defaults to $XDG_STATE_HOME/reversi, else ~/.local/state/reversi",
        arguments: [true, false])
    func defaultSaveFile(withStateHome: Bool) throws {
        let directory = try SaveDirectory()
        let environment =
            withStateHome
            ? ["XDG_STATE_HOME": directory.url.path, "HOME": "/nonexistent"]
            : ["XDG_STATE_HOME": "", "HOME": directory.url.path]
        let result = try Executable.run(
            "reversi", ["--think", "30"], input: "mode dark computer\nquit\n",
            environment: environment)
        #expect(result.status == 0)
        let expected = directory.url.appendingPathComponent(
            withStateHome ? "reversi/game.txt" : ".local/state/reversi/game.txt")
        let saved = try String(contentsOf: expected, encoding: .utf8)
        #expect(saved.hasPrefix("x10\n"))
    }

    @Test(
        "spec 8.6: plain reversi resumes a game with each side's level and the clock as saved; an older save of nine lines says what it lacked"
    )
    func resumesLevelsAndClock() throws {
        let directory = try SaveDirectory()
        let first = try Executable.run(
            "reversi",
            directory.options(["--light", "computer", "--light-level", "3", "--time", "2m+1s"]),
            input: "mode light manual\nf5\nquit\n")
        #expect(first.status == 0, "\(first.stderr)")
        let saved = try #require(directory.saved)
        let lines = saved.split(separator: "\n").map(String.init)
        #expect(lines.count == 11, "\(saved)")
        #expect(lines[9] == "levels 0 3")
        // Dark's time left is what it had less the time it took for f5, plus the increment;
        // light's clock has not run yet.
        let clock = lines[10].split(separator: " ")
        #expect(clock.count == 4 && clock[0] == "clock" && clock[1] == "2m+1s", "\(lines[10])")
        #expect(clock.count == 4 && clock[3] == "120.000")
        let dark = clock.count == 4 ? Double(clock[2]) ?? 0 : 0
        #expect(dark > 100 && dark <= 121, "\(lines[10])")

        // A save with times of its own: the resumed game's clocks start there.
        try directory.write(
            lines.prefix(10).joined(separator: "\n") + "\nclock 2m+1s 100.000 90.900\n")
        let resumed = try Executable.run("reversi", directory.options(), input: "quit\n")
        let screen = try #require(LineScreen.all(in: resumed.stdout).first)
        // Light, to move, has 0.9 s in hand before its clock shows 1:29.
        #expect(screen["clock"] == "x 1:40  ▸o 1:30", "\(resumed.stdout)")
        #expect(resumed.stdout.contains("level 3") == false, "light is Manual, its level kept")
        let again = try Executable.run(
            "reversi", directory.options(), input: "mode light computer\nquit\n")
        #expect(again.stdout.contains("o computer level 3"), "\(again.stdout)")

        try directory.write(
            String(saved.split(separator: "\n").prefix(9).joined(separator: "\n")) + "\n")
        let older = try Executable.run("reversi", directory.options(), input: "quit\n")
        let notice = try #require(LineScreen.all(in: older.stdout).first?["notice"])
        #expect(notice.contains("It is an older save, without levels or a clock"))
    }
}
