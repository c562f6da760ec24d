import ReversiApp
import ReversiCore
import Testing

@testable import reversi

/// The effect runner under a test clock: when each piece of asynchronous work fires, and that
/// cancelled work never does.
@MainActor
@Suite("The session runs the machine's effects on an injected clock")
struct GameSessionTests {
    let clock = TestClock()

    func session(
        thinker: (any Thinker)? = nil, store: MemoryStore? = MemoryStore(), seed: UInt64 = 1
    ) -> GameSession {
        GameSession(
            scheduler: clock,
            thinker: thinker
                ?? LevelledThinker(
                    random: DelayedPlayer(RandomPlayer(seed: seed), delay: 2, scheduler: clock),
                    searching: SearchingPlayer(
                        search: SearchingPlayer.engine(seed: seed), scheduler: clock, cap: nil)),
            stepSeconds: 0.25, store: store)
    }

    func screen(_ session: GameSession) throws -> Screen { try #require(session.state.screen) }

    @Test("spec 3.4: the computer answers after the think delay, not before, with its seeded move")
    func thinkDelay() throws {
        let game = session(seed: 42)
        game.launch(load: .noSavedGame, requested: RequestedModes(dark: .computer, light: .manual))
        #expect(try screen(game).thinking == .dark)
        clock.advance(by: 1.99)
        #expect(try screen(game).thinking == .dark)
        #expect(try screen(game).lastMove == nil)
        clock.advance(by: 0.01)
        var player = RandomPlayer(seed: 42)
        let expected = player.chooseMove(from: try #require(LegalMoves(.initial))).coordinate
        #expect(try screen(game).thinking == nil)
        #expect(try screen(game).lastMove == expected)
    }

    @Test("spec 4.1, 5.2: each disk of a move stays one step; the counts change after the last")
    func animationSteps() throws {
        let game = session()
        game.launch(load: .noSavedGame, requested: .none)
        game.send(.cellSelected(.f5))
        #expect(try screen(game).board[.f5] == .dark)
        #expect(try screen(game).board[.e5] == .light)
        clock.advance(by: 0.24)
        #expect(try screen(game).board[.e5] == .light)
        clock.advance(by: 0.01)
        #expect(try screen(game).board[.e5] == .dark)
        #expect(try screen(game).counts == Counts(dark: 2, light: 2))
        #expect(!game.isIdle)
        clock.advance(by: 0.25)
        #expect(try screen(game).counts == Counts(dark: 4, light: 1))
        #expect(try screen(game).message == .turn(.light))
        #expect(game.isIdle)
        #expect(clock.waiting == 0)
    }

    @Test("spec 3.6: a switch to Manual cancels the thinking: nothing fires afterwards")
    func modeSwitchCancelsThinking() throws {
        let game = session()
        game.launch(load: .noSavedGame, requested: RequestedModes(dark: .computer, light: .manual))
        #expect(clock.waiting == 1)
        game.send(.modeSelected(.dark, .manual))
        #expect(clock.waiting == 0)
        #expect(game.isIdle)
        let before = game.state
        clock.advance(by: 60)
        #expect(game.state == before)
    }

    @Test("spec 7.3: a confirmed reset cancels the animation: no step fires afterwards")
    func resetCancelsAnimation() throws {
        let game = session()
        game.launch(load: .noSavedGame, requested: .none)
        game.send(.cellSelected(.f5))
        game.send(.resetPressed)
        game.send(.resetConfirmed)
        #expect(clock.waiting == 0)
        let restarted = game.state
        clock.advance(by: 60)
        #expect(game.state == restarted)
        #expect(try screen(game).board == .initial)
    }

    @Test("spec 3.6, 10.4: an answer that comes after its thinking was cancelled is dropped")
    func lateAnswerDropped() throws {
        let thinker = ManualThinker()
        let game = session(thinker: thinker)
        var changes = 0
        game.onChange = { _ in changes += 1 }
        game.launch(load: .noSavedGame, requested: RequestedModes(dark: .computer, light: .manual))
        let request = try #require(thinker.requests.first)
        game.send(.modeSelected(.dark, .manual))
        #expect(request.isCancelled)
        let before = (game.state, changes)
        request.answer(.f5)
        #expect(game.state == before.0)
        #expect(changes == before.1, "the late answer never reached the machine")
    }

    @Test("spec 8.3: ending while work is in flight cancels it and waits for the saves")
    func endFlushesSaves() throws {
        let store = MemoryStore(delay: 0.05)
        let game = session(store: store)
        game.launch(load: .noSavedGame, requested: RequestedModes(dark: .manual, light: .computer))
        game.send(.cellSelected(.f5))
        game.send(.modeSelected(.dark, .computer))
        #expect(!game.isIdle)
        game.end()
        #expect(clock.waiting == 0)
        let placed = try GameModel.initial.placing(at: .f5).get().next
        #expect(
            store.saved == [
                SavedGame(game: placed, modes: PlayerModes(dark: .manual, light: .computer)),
                SavedGame(game: placed, modes: PlayerModes(dark: .computer, light: .computer)),
            ])
    }

    @Test(
        "spec 8.3, 15.12: before a suspension the saves reach the store, and the move being shown goes on after it"
    )
    func suspensionKeepsTheWork() throws {
        let store = MemoryStore(delay: 0.05)
        let game = session(store: store)
        game.launch(load: .noSavedGame, requested: .none)
        game.send(.cellSelected(.f5))
        game.waitForSaves()
        let placed = try GameModel.initial.placing(at: .f5).get().next
        #expect(store.saved == [SavedGame(game: placed, modes: .manual)])
        #expect(clock.waiting == 1, "the animation step is still due")
        clock.advance(by: 0.5)
        #expect(try screen(game).counts == Counts(dark: 4, light: 1))
    }

    @Test("spec 15.2: a failed save comes back as the notice, and the game goes on")
    func failedSaveBecomesTheNotice() async throws {
        let game = session(store: MemoryStore(failure: "the disk is full"))
        game.launch(load: .noSavedGame, requested: .none)
        game.send(.cellSelected(.f5))
        game.end()
        // The failure is reported on the main actor once the save queue has run: give the
        // main queue its turn until it has (at most about 5 s).
        var waits = 0
        while game.state.notice == nil, waits < 500 {
            try await Task.sleep(for: .milliseconds(10))
            waits += 1
        }
        #expect(try screen(game).notice == .saveFailed("the disk is full"))
        #expect(try screen(game).lastMove == .f5)
    }
}
