import ReversiApp
import ReversiCore
import ReversiSpecs
import Testing

/// The game driven through line mode, as a script would: commands in, plain screens out.
@Suite("Line mode: the spec's behaviour through the real binary")
struct LineModeTests {
    @Test(
        "spec 2.5, 6.2, 8.4: a computer-against-computer game plays to its result when input ends")
    func computerAgainstComputer() throws {
        let directory = try SaveDirectory()
        // Passes need a person to dismiss them; each `dismiss` waits until the game is idle.
        let result = try Executable.run(
            "reversi", directory.options(["--dark", "computer", "--light", "computer"]),
            input: String(repeating: "dismiss\n", count: 12))
        #expect(result.status == 0)
        let last = try #require(LineScreen.all(in: result.stdout).last)
        // The game --seed 7 plays (the options' seed): light wins 37 to 27.
        let final = [
            "ooooooxo", "xxxooooo", "oxoxoooo", "oxooxooo", "ooxxxoxx", "oooxxoxx", "ooxoooxx",
            "oxxxxxxx",
        ]
        #expect(last.board == final)
        #expect(last["counts"] == "x 27, o 37")
        #expect(last["message"] == "o won")
        #expect(last["result"] == "● 27 – 37 ○: light wins by 10")
        #expect(directory.saved == "-11\n" + final.joined(separator: "\n") + "\nlevels 0 0\n")
    }

    @Test(
        "spec 10.2, 10.3: searching levels play a whole game; the levels asked for are shown, and 'level' changes one"
    )
    func searchingLevels() throws {
        let directory = try SaveDirectory()
        let result = try Executable.run(
            "reversi",
            directory.options([
                "--dark", "computer", "--light", "computer", "--dark-level", "5",
                "--light-level", "1", "--think", "0.02",
            ]),
            input: "level light 3\n" + String(repeating: "dismiss\n", count: 12))
        #expect(result.status == 0)
        let screens = LineScreen.all(in: result.stdout)
        #expect(screens.first?["modes"] == "x computer level 5, o computer level 1")
        let last = try #require(screens.last)
        #expect(last["modes"] == "x computer level 5, o computer level 3")
        #expect(["x won", "o won", "Tied"].contains(try #require(last["message"])))
    }

    @Test(
        "spec 4.1, 4.3, 5.2, 15.11: with --frames, a manual move shows each disk in order, then the counts once"
    )
    func flipOrder() throws {
        let directory = try SaveDirectory()
        try directory.write(
            SaveFormat.encode(SavedGame(game: try Positions.specExample.game(), modes: .manual)))
        let result = try Executable.run(
            "reversi", directory.options(["--frames"]), input: "e6\n")
        #expect(result.status == 0)
        let screens = LineScreen.all(in: result.stdout)
        try #require(screens.count == 9, "launch, 7 animation steps, the count update")
        let steps = (1...7).flatMap { screens[$0].changedCells(since: screens[$0 - 1]) }
        #expect(steps == ["e6", "d5", "c4", "b3", "f6", "g6", "e7"])
        #expect(screens[0...7].allSatisfy { $0["counts"] == screens[0]["counts"] })
        #expect(screens[8].board == screens[7].board)
        #expect(screens[8]["counts"] == "x 11, o 5")
        #expect(screens[8].board == (try Positions.specExampleAfterE6.state().board.rows))
        #expect(screens[8]["message"] == "o's turn")
    }

    @Test(
        "spec 2.2, 2.4, 15.7, 15.9: a side without a move gets the pass alert, which names it; a move before Dismiss is refused; Dismiss hands the turn over"
    )
    func passAlert() throws {
        let directory = try SaveDirectory()
        try directory.write("o00\nxo------\n" + String(repeating: "--------\n", count: 7))
        let result = try Executable.run(
            "reversi", directory.options(), input: "c1\ndismiss\nc1\n")
        let screens = LineScreen.all(in: result.stdout)
        let first = try #require(screens.first)
        #expect(
            first["alert"]
                == "Pass. Cannot place a disk. ○ light passes; ● dark plays next. (dismiss)")
        #expect(first["message"] == "o's turn", "the passing side's turn while the alert is up")
        let afterDismiss = try #require(screens.first { $0["alert"] == nil })
        #expect(afterDismiss["message"] == "x's turn")
        #expect(afterDismiss["moves"] == "c1")
        #expect(screens.last?["message"] == "x won")
        #expect(
            result.stderr
                == "error: ○ light must pass first: type dismiss to hand the turn over\n")
    }

    @Test(
        "spec 7.2, 7.3, 8.3: reset asks first; Cancel changes nothing, OK starts again with both Manual"
    )
    func reset() throws {
        let directory = try SaveDirectory()
        let result = try Executable.run(
            "reversi", directory.options(["--light", "computer"]),
            input: "f5\nreset\ncancel\nreset\nok\n")
        let screens = LineScreen.all(in: result.stdout)
        let asking = try #require(screens.firstIndex { $0["alert"] != nil })
        #expect(screens[asking]["alert"] == "Do you really want to reset the game? (ok, cancel)")
        let cancelled = screens[asking + 1]
        #expect(cancelled["alert"] == nil)
        #expect(cancelled.board == screens[asking - 1].board)
        #expect(cancelled["modes"] == "x manual, o computer level 0")
        let reset = try #require(screens.last)
        #expect(reset.board == Board.initial.rows)
        #expect(reset["modes"] == "x manual, o manual")
        #expect(reset["message"] == "x's turn")
        #expect(directory.saved == SaveFormat.encode(.initial))
    }

    @Test("an unknown command is reported on stderr and the game goes on")
    func unknownCommand() throws {
        let result = try Executable.run(
            "reversi", ["--no-save"], input: "jump\nz9\nmode dark sideways\nf5\n")
        #expect(result.status == 0)
        #expect(result.stderr.contains("error: unknown command 'jump'"))
        #expect(result.stderr.contains("error: unknown command 'z9'"))
        #expect(result.stderr.contains("error: unknown mode 'sideways'"))
        #expect(LineScreen.all(in: result.stdout).last?["last move"] == "f5")
    }

    @Test(
        "spec 15.11: a script with comments, blank lines and CRLF endings plays; q quits, reading no more"
    )
    func scriptConventions() throws {
        let directory = try SaveDirectory()
        let result = try Executable.run(
            "reversi", directory.options(),
            input: "# opening\r\n\r\n   \nf5\r\n# reply\nf6\r\nq\r\ne6\n")
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        let screens = LineScreen.all(in: result.stdout)
        // q comes while f6 is being shown: it takes effect after f6, which is shown placed
        // (spec 15.11: lines are commands in order), and e6 after q is never read.
        #expect(screens.count == 3, "the launch, f5 and f6")
        #expect(screens.last?["last move"] == "f6")
        let saved = try #require(directory.saved)
        #expect(saved.hasPrefix("x00\n"), "dark to move after f6: e6 was not played")
        #expect(saved.split(separator: "\n")[6] == "-----o--", "f6 is light's")
    }
}
