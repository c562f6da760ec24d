import ReversiApp
import ReversiCore
import ReversiEngine
import Testing

@testable import reversi

/// The hint's search in the session, under a test clock and the engine.
@MainActor
@Suite("The session searches a hint with the engine and drops a cancelled one")
struct HintSessionTests {
    let clock = TestClock()

    func session(thinker: (any Thinker)? = nil) -> GameSession {
        GameSession(
            scheduler: clock,
            thinker: thinker
                ?? LevelledThinker(
                    random: DelayedPlayer(RandomPlayer(seed: 1), delay: 2, scheduler: clock),
                    searching: SearchingPlayer(
                        search: SearchingPlayer.engine(seed: 1), scheduler: clock, cap: nil)),
            stepSeconds: 0.25, store: MemoryStore())
    }

    @Test(
        "spec 13.1, 13.2: the engine's hint answers on the main actor after the minimum time, marks a legal move with its evaluation, and plays nothing"
    )
    func engineHint() throws {
        let deliveries = SearchingPlayerTests.Deliveries()
        let player = SearchingPlayer(
            search: SearchingPlayer.engine(seed: 1), scheduler: clock, cap: nil,
            deliver: { deliveries.add($0) })
        let game = session(
            thinker: LevelledThinker(
                random: DelayedPlayer(RandomPlayer(seed: 1), delay: 2, scheduler: clock),
                searching: player))
        game.launch(load: .noSavedGame, requested: .none)
        game.send(.person(.hintRequested))
        #expect(game.state.screen?.hint == .searching)
        #expect(player.waitForSearches(timeout: 30))
        deliveries.run()
        #expect(game.state.screen?.hint == .searching, "not before the minimum visible time")
        clock.advance(by: SearchingPlayer.defaultMinimumSeconds)
        let shown = try #require(game.state.screen?.hint?.move)
        #expect(try #require(LegalMoves(.initial)).contains(shown))
        #expect(game.state.game == .initial)
        #expect(game.isIdle)
    }

    @Test("spec 13.2, 14.1: a move cancels the hint's search; its late answer is dropped")
    func moveCancelsTheHint() throws {
        let thinker = ManualThinker()
        let game = session(thinker: thinker)
        game.launch(load: .noSavedGame, requested: .none)
        game.send(.person(.hintRequested))
        let request = try #require(thinker.hintRequests.first)
        game.send(.person(.cellSelected(.f5)))
        #expect(request.isCancelled)
        let before = game.state
        request.answer(Hint(move: .d3, evaluation: .exact(4)))
        #expect(game.state == before)
        #expect(game.state.screen?.hint == nil)
    }
}
