import ReversiCore
import Testing

@Suite("Spec 2.4, 6.1, 6.2: message area (what the domain tells it)")
struct MessageTests {
    @Test("during play the message shows the side to move")
    func turnDuringPlay() throws {
        #expect(GameModel.initial.turn == .dark)
        #expect(try KnownGames.play("f5").current.turn == .light)
    }

    @Test("while a pass is pending the message shows the passing side")
    func turnWhilePassing() throws {
        #expect(try KnownGames.play(KnownGames.darkMustPass).current.turn == .dark)
    }

    @Test("game over: no side to move, and the outcome says who won or that it is tied")
    func gameOver() throws {
        let model = try KnownGames.play(KnownGames.wipeOut).current
        #expect(model.turn == nil)
        guard case .completed(let finished) = model else {
            Issue.record("expected the game to be over, found \(model)")
            return
        }
        #expect(finished.outcome.description == "dark won")
        #expect(Outcome.tied.description == "tied")
        #expect(Outcome.won(.light).description == "light won")
    }

    @Test(
        "the side with more disks is the winner; equal counts tie",
        arguments: [
            ("xxx-----", Outcome.won(.dark)),
            ("xoo-----", Outcome.won(.light)),
            ("xxoo----", Outcome.tied),
            ("--------", Outcome.tied),
        ])
    func outcomeFromCounts(firstRow: String, expected: Outcome) throws {
        let board = try Board(rows: [firstRow] + Array(repeating: "--------", count: 7))
        #expect(Outcome(board) == expected)
    }
}
