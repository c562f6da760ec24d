import ReversiCore
import ReversiEngine
import Testing

@testable import ReversiProtocols

@Suite("Spec 17.3: GTP")
struct GTPTests {
    @Test(
        "spec 17.1, 17.3: any first command chooses GTP; each reply is = or ?, the id echoed, then a blank line"
    )
    func replies() {
        var driver = SessionDriver()
        #expect(driver.send("protocol_version") == ["= 2", ""])
        #expect(driver.session.dialect == .gtp)
        #expect(driver.send("12 name") == ["=12 Reversi", ""])
        #expect(driver.send("3 known_command genmove") == ["=3 true", ""])
        #expect(driver.send("known_command fly") == ["= false", ""])
        #expect(driver.send("4 fly") == ["?4 unknown command", ""])
        #expect(driver.send("boardsize 19") == ["? unacceptable size", ""])
        #expect(driver.send("boardsize 8 # a comment") == ["=", ""])
        #expect(driver.send("").isEmpty)
        #expect(driver.send("# only a comment").isEmpty)
    }

    @Test("spec 17.3: list_commands lists the table, one per line")
    func listCommands() {
        var driver = SessionDriver(.gtp)
        let lines = driver.send("list_commands")
        #expect(lines.first == "= protocol_version")
        #expect(lines.dropFirst().dropLast() == ArraySlice(GTP.names.dropFirst()))
        #expect(lines.last == "")
    }

    @Test("spec 17.3: play and genmove: the move played and answered in upper case")
    func playAndGenmove() {
        var driver = SessionDriver(.gtp)
        #expect(driver.send("play black f5") == ["=", ""])
        #expect(driver.send("5 genmove white").isEmpty)
        #expect(driver.answer(.d6) == ["=5 D6", ""])
        #expect(driver.session.game.plies.count == 2)
        #expect(driver.send("play w c3") == ["? illegal move: it is not light's turn", ""])
        #expect(driver.send("undo") == ["=", ""])
        #expect(driver.session.game.plies.count == 1)
    }

    @Test("spec 17.3: lines sent during a genmove wait for its reply and are answered in order")
    func linesWaitForTheSearch() {
        var driver = SessionDriver(.gtp)
        #expect(driver.send("1 genmove black").isEmpty)
        #expect(driver.send("2 name").isEmpty)
        #expect(driver.send("3 showboard").isEmpty)
        let answer = driver.answer(.f5)
        #expect(Array(answer.prefix(4)) == ["=1 F5", "", "=2 Reversi", ""])
        #expect(answer[4] == "=3")
        #expect(answer.last == "")
        #expect(driver.session.waiting.isEmpty)
    }

    @Test(
        "spec 17.6: the end of the input during a genmove stops its search at once: the answer, the best move found so far, is still given, then the lines that waited, each search they start stopped at once, then the session ends"
    )
    func endOfInputDuringGenmove() throws {
        var driver = SessionDriver(.gtp)
        driver.send("genmove b")
        driver.send("2 genmove w")
        driver.send("3 name")
        let first = try #require(driver.searches.first?.ticket)
        #expect(driver.send(.endOfInput).isEmpty)
        #expect(driver.stopped == [first])
        #expect(!driver.exited)
        #expect(driver.answer(.d3) == ["= D3", ""])
        let second = try #require(driver.searches.last?.ticket)
        #expect(second != first)
        #expect(driver.stopped == [first, second])
        #expect(!driver.exited)
        #expect(driver.answer() == ["=2 C3", "", "=3 Reversi", ""])
        #expect(driver.exited)
    }

    @Test("spec 17.3: a forced pass may be left out: play for the other colour passes first")
    func implicitPass() throws {
        var driver = SessionDriver(.gtp)
        driver.session.setUp(try GameModel(line: TestPositions.darkMustPass))
        #expect(driver.send("play white c1") == ["=", ""])
        #expect(driver.session.game.transcript.entries == [.pass, .place(.c1)])
        #expect(driver.send("genmove black") == ["= pass", ""])
        #expect(driver.session.game.plies.count == 2)
        // Taking back the move takes back the pass left out before it.
        #expect(driver.send("undo") == ["=", ""])
        #expect(driver.session.game.plies.isEmpty)
        #expect(driver.send("undo") == ["? cannot undo", ""])
    }

    @Test("spec 17.3: final_score and showboard")
    func scoreAndBoard() {
        var driver = SessionDriver(.gtp)
        #expect(driver.send("final_score") == ["= 0", ""])
        driver.send("play b f5")
        #expect(driver.send("final_score") == ["= B+3", ""])
        let board = driver.send("showboard")
        #expect(board.count == 11)
        #expect(board[0] == "=")
        #expect(board[1] == "  A B C D E F G H")
        #expect(board[6] == "5 - - - x x x - -")
    }

    @Test(
        "spec 17.5: time_settings and time_left give the search a time, shared over the moves left")
    func time() {
        var driver = SessionDriver(.gtp)
        #expect(driver.send("time_settings 300 0 0") == ["=", ""])
        #expect(driver.send("time_left black 60 0") == ["=", ""])
        driver.send("genmove black")
        let time = driver.searches.last?.limits.time
        #expect(time != nil)
        #expect((time ?? .zero) < .seconds(60) / 10)
        #expect((time ?? .zero) > .seconds(1))
    }

    @Test(
        "spec 17.3: komi takes one number; time_settings with no main time gives each move its byoyomi"
    )
    func komiAndByoyomi() {
        var driver = SessionDriver(.gtp)
        #expect(driver.send("komi 6.5") == ["=", ""])
        #expect(driver.send("komi") == ["? syntax error", ""])
        #expect(driver.send("komi six") == ["? syntax error", ""])
        #expect(driver.send("time_settings 1 0 0") == ["=", ""])
        #expect(driver.session.settings.clock == TimeControl(base: .seconds(1)))
        #expect(driver.send("time_settings 0 5 1") == ["=", ""])
        driver.send("genmove black")
        #expect(driver.searches.last?.limits.time == .seconds(5))
    }

    @Test(
        "spec 17.3: genmove for the side that must pass answers pass and plays it; then the other side searches"
    )
    func genmoveForcedPass() throws {
        var driver = SessionDriver(.gtp)
        driver.session.setUp(try GameModel(line: TestPositions.darkMustPass))
        #expect(driver.send("genmove black") == ["= pass", ""])
        #expect(driver.session.game.transcript.entries == [.pass])
        #expect(driver.send("genmove white").isEmpty)
        #expect(driver.searches.count == 1)
    }

    @Test(
        "spec 17.3: undo takes back a single move; a line too long during a genmove is answered after it"
    )
    func undoAndOverlong() {
        var driver = SessionDriver(.gtp)
        driver.send("play black f5")
        #expect(driver.send("undo") == ["=", ""])
        #expect(driver.session.game.plies.isEmpty)
        driver.send("genmove black")
        #expect(driver.send(.overlongLine).isEmpty)
        let answer = driver.answer(.f5)
        #expect(answer == ["= F5", "", "? line too long", ""])
    }
}
