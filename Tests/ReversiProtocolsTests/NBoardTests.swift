import ReversiCore
import ReversiEngine
import Testing

@testable import ReversiProtocols

@Suite("Spec 17.2: NBoard")
struct NBoardTests {
    /// A level's search that cuts at 73%, as the ladder's do (spec 20.3).
    static let selective = SearchLimits(depth: 22, exactEmpties: 20, selectivity: .percent73)

    @Test("spec 17.1, 17.2: nboard is answered with the engine's name and chooses NBoard")
    func greeting() {
        var driver = SessionDriver()
        #expect(driver.send("nboard 2") == ["set myname Reversi"])
        #expect(driver.session.dialect == .nboard)
    }

    @Test(
        "spec 17.2: go answers nodestats then === MOVE/EVAL/TIME, and does not play the move; the GUI sends it back"
    )
    func goAnswersWithoutPlaying() {
        var driver = SessionDriver()
        driver.send("nboard 2")
        #expect(
            driver.send(lines: ["set depth 4", "move f5/-1.00/0.2", "go"]) == ["status thinking"])
        #expect(driver.searches.count == 1)
        #expect(driver.searches.last?.limits.depth == 4)
        // The end solved from half as many empties again.
        #expect(driver.searches.last?.limits.exactEmpties == 6)
        #expect(driver.searches.last?.limits.selectivity == .exhaustive)
        // Spec 20.3: a depth set at a level of the ladder keeps the level's selectivity.
        var ladder = SessionDriver(level: .strongest)
        ladder.send(lines: ["nboard 2", "set depth 12", "go"])
        #expect(ladder.searches.last?.limits.depth == 12)
        #expect(ladder.searches.last?.limits.selectivity == Level.strongest.search?.selectivity)
        #expect(
            driver.answer(.d6, score: .heuristic(-125)) == [
                "nodestats 1234 0.3", "=== d6/-1.25/0.3", "status",
            ])
        #expect(driver.session.game.plies.count == 1)
        #expect(driver.send("move d6").isEmpty)
        #expect(driver.session.game.plies.count == 2)
        // Spec 13.4: a game the search found lost by at least 30 disks reads as -30.
        driver.send("go")
        #expect(
            driver.answer(score: .decided(-30)) == [
                "nodestats 1234 0.3", "=== c3/-30.00/0.3", "status",
            ])
    }

    @Test(
        "spec 17.2: ping stops the search, answers pong, and the stopped search's answer is dropped"
    )
    func pingStopsTheSearch() {
        var driver = SessionDriver()
        driver.send(lines: ["nboard 2", "go"])
        let ticket = driver.searches.last?.ticket
        #expect(driver.send("ping 7") == ["pong 7"])
        #expect(driver.stopped == [ticket].compactMap { $0 })
        #expect(driver.answer().isEmpty)
        #expect(driver.session.search == nil)
    }

    @Test("spec 17.2: hint N: search lines for the N best moves, between status lines")
    func hints() {
        var driver = SessionDriver()
        driver.send("nboard 2")
        #expect(driver.send("hint 2") == ["status thinking"])
        #expect(driver.searches.last?.ranked == 2)
        let ranked = [
            ScoredMove(.f5, .exact(2)), ScoredMove(.d3, .exact(0)), ScoredMove(.c4, .exact(-2)),
        ]
        #expect(
            driver.answer(ranked: ranked) == [
                "search f5 +2.00 0 8", "search d3 0.00 0 8", "status",
            ])
    }

    @Test(
        "spec 17.2, 20.5: a selective search's depth is D@P% in the status and search lines, the text NBoard reads a depth from; nodestats and === have no depth"
    )
    func selectiveDepth() throws {
        var driver = SessionDriver(search: Self.selective)
        driver.send(lines: ["nboard 2", "go"])
        let request = try #require(driver.searches.last)
        #expect(request.limits.selectivity == .percent73)
        let progress = SearchProgress(
            ticket: request.ticket,
            update: SearchUpdate(
                depth: 22, move: .d3, continuation: [.c5], score: .heuristic(42), nodes: 9000,
                selectivity: .percent73), seconds: 0.5)
        #expect(
            driver.send(.progress(progress)) == [
                "status depth 22@73% d3 c5 +0.42 9000 nodes", "nodestats 9000 0.5",
            ])
        #expect(
            driver.answer(.d3, score: .heuristic(42), selectivity: .percent73) == [
                "nodestats 1234 0.3", "=== d3/+0.42/0.3", "status",
            ])
        driver.send("hint 2")
        let ranked = [ScoredMove(.f5, .heuristic(200)), ScoredMove(.d3, .heuristic(0))]
        #expect(
            driver.answer(ranked: ranked, selectivity: .percent95) == [
                "search f5 +2.00 0 8@95%", "search d3 0.00 0 8@95%", "status",
            ])
    }

    @Test(
        "spec 17.2: PA passes when the side to move must; go answers PA with the position's value, the search of the position after the pass, negated, as go with a move reports its own"
    )
    func passes() throws {
        var driver = SessionDriver()
        driver.send("nboard 2")
        #expect(driver.send("move PA").first?.hasPrefix("Error (illegal move)") == true)
        driver.session.setUp(try GameModel(line: TestPositions.darkMustPass))
        #expect(driver.send("go") == ["status thinking"])
        let search = try #require(driver.searches.last)
        #expect(search.moves.disk == .light)
        #expect(
            driver.answer(.c1, score: .exact(3)) == [
                "nodestats 1234 0.3", "=== PA/-3.00/0.3", "status",
            ])
        #expect(driver.session.game.plies.isEmpty)
        #expect(driver.send("move PA").isEmpty)
        #expect(driver.send("move c1").isEmpty)
        #expect(driver.session.game.plies.count == 2)
        #expect(driver.send("go") == ["Error (game over): light won 3-0"])
    }

    @Test(
        "spec 17.2, 17.6: set game refuses an empty board, the play mode's rule for a position; the position is unchanged"
    )
    func setGameRefusesAnEmptyBoard() {
        var driver = SessionDriver()
        driver.send(lines: ["nboard 2", "move f5"])
        let before = driver.session.game
        let empty = "(;GM[Othello]BO[8 " + String(repeating: "-", count: 64) + " *];)"
        #expect(
            driver.send("set game " + empty) == [
                "Error (bad game): the board is empty: a game needs at least one disk"
            ])
        #expect(driver.session.game == before)
    }

    @Test(
        "spec 17.6: an illegal move, a bad depth, a bad hint or ping: an Error line, the position unchanged; an unknown command is ignored, as the protocol asks"
    )
    func errors() {
        var driver = SessionDriver()
        driver.send("nboard 2")
        let before = driver.session.game
        for line in ["move a1", "move zz", "set depth 0", "set depth 61", "hint x", "ping"] {
            let answer = driver.send(line)
            #expect(answer.count == 1 && answer[0].hasPrefix("Error ("), "\(line): \(answer)")
        }
        #expect(driver.session.game == before)
        #expect(driver.send("fly to the moon").isEmpty)
        #expect(driver.send("set fly 3").isEmpty)
        #expect(driver.session.game == before)
    }

    @Test(
        "spec 17.2, 18.1: set game: the position at the end of the GGF game; a bad game changes nothing"
    )
    func setGame() {
        var driver = SessionDriver()
        driver.send("nboard 2")
        let ggf =
            "(;GM[Othello]PC[NBoard]PB[a]PW[b]RE[?]TI[5:00]TY[8]"
            + "BO[8 ---------------------------O*------*O--------------------------- *]"
            + "B[F5//1.2]W[F6];)"
        #expect(driver.send("set game " + ggf).isEmpty)
        #expect(driver.session.game.transcript.entries == [.place(.f5), .place(.f6)])
        let before = driver.session.game
        let bad = driver.send("set game (;GM[Othello]BO[8 --- *]B[F5];)")
        #expect(bad.count == 1 && bad[0].hasPrefix("Error (bad game): "), "\(bad)")
        #expect(
            driver.send("set game (;GM[Othello]B[a1];)").first?.hasPrefix("Error (bad game)")
                == true)
        #expect(driver.session.game == before)
    }

    @Test(
        "spec 17.2, 16.3: a search's progress is shown as status and nodestats lines, with the expected line, only while it is wanted"
    )
    func progress() throws {
        var driver = SessionDriver()
        driver.send(lines: ["nboard 2", "go"])
        let ticket = try #require(driver.searches.last?.ticket)
        let progress = SearchProgress(
            ticket: ticket,
            update: SearchUpdate(
                depth: 5, move: .d3, continuation: [.c5, .f6], score: .heuristic(42), nodes: 9000),
            seconds: 0.5)
        #expect(
            driver.send(.progress(progress)) == [
                "status depth 5 d3 c5 f6 +0.42 9000 nodes", "nodestats 9000 0.5",
            ])
        driver.send("ping 1")
        #expect(driver.send(.progress(progress)).isEmpty)
    }

    @Test("spec 17.2: learn is answered learned; quit ends the session")
    func learnAndQuit() {
        var driver = SessionDriver()
        driver.send("nboard 2")
        #expect(driver.send("learn") == ["learned"])
        #expect(driver.send("quit").isEmpty)
        #expect(driver.exited)
        #expect(driver.send("ping 1").isEmpty)
    }
}
