import ReversiCore
import ReversiEngine
import Testing

@testable import ReversiProtocols

@Suite("Spec 17.4: xboard")
struct XBoardTests {
    @Test(
        "spec 17.1, 17.4: xboard then protover 2: feature lines, the last done=1, naming the variant"
    )
    func features() {
        var driver = SessionDriver()
        #expect(driver.send("xboard").isEmpty)
        #expect(driver.session.dialect == .xboard)
        let features = driver.send("protover 2")
        #expect(features.last == "feature done=1")
        #expect(features.allSatisfy { $0.hasPrefix("feature ") })
        let all = features.joined(separator: " ")
        for feature in ["variants=\"reversi\"", "setboard=1", "ping=1", "usermove=1"] {
            #expect(all.contains(feature), "\(feature)")
        }
    }

    @Test("spec 17.1: protover first also chooses xboard")
    func protoverFirst() {
        var driver = SessionDriver()
        #expect(driver.send("protover 2").last == "feature done=1")
        #expect(driver.session.dialect == .xboard)
    }

    @Test("spec 17.4: after new the engine plays light: the GUI's move is answered with move P@…")
    func answersMoves() {
        var driver = SessionDriver(.xboard)
        driver.send(lines: ["new", "variant reversi"])
        #expect(driver.send("usermove f5").isEmpty)
        #expect(driver.searches.count == 1)
        #expect(driver.answer(.d6) == ["move P@d6"])
        #expect(driver.session.game.plies.count == 2)
        #expect(driver.send("usermove P@c3").isEmpty)
        #expect(driver.session.game.plies.count == 3)
    }

    @Test("spec 17.4: force: the engine plays neither side; go: the side to move, now")
    func forceAndGo() {
        var driver = SessionDriver(.xboard)
        driver.send(lines: ["new", "force", "usermove f5", "usermove d6"])
        #expect(driver.searches.isEmpty)
        #expect(driver.send("go").isEmpty)
        #expect(driver.searches.count == 1)
        #expect(driver.answer(.c3) == ["move P@c3"])
    }

    @Test("spec 17.4, 17.7: ? stops the search and still wants its answer; force drops it")
    func moveNow() {
        var driver = SessionDriver(.xboard)
        driver.send(lines: ["new", "usermove f5"])
        let ticket = driver.searches.last?.ticket
        #expect(driver.send("?").isEmpty)
        #expect(driver.stopped == [ticket].compactMap { $0 })
        #expect(driver.answer(.d6) == ["move P@d6"])
        driver.send("usermove c3")
        driver.send("force")
        #expect(driver.answer().isEmpty)
        #expect(driver.session.game.plies.count == 3)
    }

    @Test("spec 17.4: the engine's forced pass is sent as move @@@@ at once")
    func enginePasses() throws {
        var driver = SessionDriver(.xboard)
        driver.send("new")
        #expect(driver.send("setboard " + TestPositions.darkMustPass).isEmpty)
        #expect(driver.send("go") == ["move @@@@"])
        #expect(driver.searches.isEmpty)
    }

    @Test(
        "spec 17.4: setboard reads a FEN of the ranks as xboard and Edax write them: P the side that moves first (dark, xboard's white), p light, w for dark to move"
    )
    func setboard() throws {
        var driver = SessionDriver(.xboard)
        driver.send("force")
        #expect(driver.send("setboard 8/8/8/3Pp3/3pP3/8/8/8 w").isEmpty)
        #expect(driver.session.game.current == .initial)
        #expect(driver.send("setboard 8/8/8/8/8/8/8/pP6 w").isEmpty)
        #expect(driver.session.game.current == (try GameModel(line: TestPositions.darkMustPass)))
        for bad in ["setboard 8/8/8 b", "setboard 9/8/8/8/8/8/8/8 b", "setboard 8/8/8/8/8/8/8/8 x"]
        {
            #expect(driver.send(bad).first?.hasPrefix("Error (bad position)") == true, "\(bad)")
        }
    }

    @Test(
        "spec 17.4, 17.6: setboard refuses an empty board, the play mode's rule for a position, in xboard's error form; the position is unchanged"
    )
    func setboardRefusesAnEmptyBoard() {
        var driver = SessionDriver(.xboard)
        driver.send(lines: ["new", "force", "usermove f5"])
        let before = driver.session.game
        for empty in [
            "setboard 8/8/8/8/8/8/8/8 b", "setboard " + String(repeating: "-", count: 64) + " X",
        ] {
            #expect(
                driver.send(empty) == [
                    "Error (illegal position): the board is empty: a game needs at least one disk"
                ], "\(empty)")
        }
        #expect(driver.session.game == before)
    }

    @Test(
        "spec 17.4: a game that ends, by the GUI's move or the engine's, and go on a finished game, are answered with CECP's result line: 1-0 when dark, xboard's white, wins"
    )
    func resultLines() throws {
        var driver = SessionDriver(.xboard)
        driver.send(lines: ["force", "setboard " + TestPositions.darkMustPass, "usermove @@@@"])
        #expect(driver.send("usermove c1") == ["0-1 {light wins 3-0}"])
        #expect(driver.send("go") == ["0-1 {light wins 3-0}"])
        #expect(driver.searches.isEmpty)
        // The engine's own move ends the game.
        driver.send(lines: ["force", "setboard " + TestPositions.darkMustPass, "usermove @@@@"])
        #expect(driver.send("go").isEmpty)
        #expect(driver.answer(.c1) == ["move P@c1", "0-1 {light wins 3-0}"])
        // A finished position set up: its result at once; dark's win is 1-0, a draw 1/2-1/2.
        #expect(driver.send("setboard P6p/8/8/8/8/8/8/P7 w") == ["1-0 {dark wins 2-1}"])
        #expect(driver.send("setboard P6p/8/8/8/8/8/8/8 b") == ["1/2-1/2 {draw 1-1}"])
        #expect(driver.send("go") == ["1/2-1/2 {draw 1-1}"])
    }

    @Test("spec 17.6: an illegal move is refused in xboard's form; the position is unchanged")
    func illegalMoves() {
        var driver = SessionDriver(.xboard)
        driver.send(lines: ["new", "force"])
        #expect(driver.send("usermove a1") == ["Illegal move (a1 flips nothing for dark): a1"])
        #expect(driver.send("usermove zz") == ["Illegal move (not a move): zz"])
        #expect(driver.send("fly") == ["Error (unknown command): fly"])
        #expect(driver.session.game.plies.isEmpty)
    }

    @Test("spec 17.5: st, sd and level set what a search may spend")
    func limits() {
        var driver = SessionDriver(.xboard)
        driver.send(lines: ["new", "sd 3", "usermove f5"])
        #expect(driver.searches.last?.limits.depth == 3)
        _ = driver.answer()
        driver.send(lines: ["st 2", "usermove c3"])
        #expect(driver.searches.last?.limits.time == .seconds(2))
        _ = driver.answer()
        driver.send(lines: ["level 0 5 0", "time 3000", "undo", "undo"])
        #expect(driver.session.settings.clock == TimeControl(base: .seconds(300)))
        #expect(driver.send("ping 3") == ["pong 3"])
    }

    @Test(
        "spec 17.4, 16.3: with post, the search's progress is a thinking line: depth, score, time, nodes, expected line"
    )
    func thinkingLines() throws {
        var driver = SessionDriver(.xboard)
        driver.send(lines: ["new", "usermove f5"])
        let ticket = try #require(driver.searches.last?.ticket)
        let progress = SearchProgress(
            ticket: ticket,
            update: SearchUpdate(
                depth: 3, move: .d6, continuation: [.c3, .c4], score: .heuristic(-20), nodes: 500),
            seconds: 0.25)
        #expect(driver.send(.progress(progress)).isEmpty)
        driver.send("post")
        #expect(driver.send(.progress(progress)) == ["3 -20 25 500 d6 c3 c4"])
        // Spec 13.4: a game the search found won by at least 12 disks: 12 disks' worth.
        let decided = SearchProgress(
            ticket: ticket,
            update: SearchUpdate(depth: 5, move: .d6, score: .decided(12), nodes: 900), seconds: 0.5
        )
        #expect(driver.send(.progress(decided)) == ["5 1200 50 900 d6"])
    }

    @Test(
        "spec 17.4, 20.5: a selective search's thinking line keeps CECP's integer depth and ends with the depth at its selectivity as a comment"
    )
    func selectiveThinkingLines() throws {
        var driver = SessionDriver(.xboard, search: NBoardTests.selective)
        driver.send(lines: ["new", "post", "usermove f5"])
        let request = try #require(driver.searches.last)
        #expect(request.limits.selectivity == .percent73)
        let progress = SearchProgress(
            ticket: request.ticket,
            update: SearchUpdate(
                depth: 22, move: .d6, continuation: [.c3], score: .heuristic(-20), nodes: 500,
                selectivity: .percent73), seconds: 0.25)
        #expect(driver.send(.progress(progress)) == ["22 -20 25 500 d6 c3 {22@73%}"])
    }

    @Test(
        "spec 17.4, 17.5: variant, level in m:ss, st, time and a bare move, each read exactly; a bad one refused"
    )
    func settingsReadExactly() {
        var driver = SessionDriver(.xboard)
        driver.send("force")
        #expect(driver.send("variant reversi").isEmpty)
        #expect(driver.send("variant suicide") == ["Error (unsupported variant): suicide"])
        #expect(driver.send("level 40 0:30 2").isEmpty)
        #expect(
            driver.session.settings.clock
                == TimeControl(base: .seconds(30), increment: .seconds(2)))
        #expect(driver.send("level 40 0:60 2").first?.hasPrefix("Error (bad level)") == true)
        #expect(driver.send("st 999999").isEmpty)
        #expect(driver.send("st 1000000").first?.hasPrefix("Error (bad time)") == true)
        #expect(driver.send("time 3000").isEmpty)
        #expect(driver.session.settings.remaining[.dark] == .seconds(30))
        #expect(driver.send("time").first?.hasPrefix("Error (bad time)") == true)
        #expect(driver.send("time 999999999").isEmpty)
        #expect(driver.send("time 1000000000").first?.hasPrefix("Error (bad time)") == true)
        // A GUI without usermove sends the move alone.
        #expect(driver.send("f5").isEmpty)
        #expect(driver.session.game.transcript.entries == [.place(.f5)])
    }
}
