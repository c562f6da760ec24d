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
        game.send(.person(.cellSelected(.f5)))
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

    @Test(
        "spec 15.13: with both sides Computer a pass stays four steps (a second at 0.25 s) and the game goes on"
    )
    func passPause() throws {
        let game = session()
        let modes = PlayerModes(dark: .computer, light: .computer)
        // Dark on b1 beside light's a1: dark cannot place, light's c1 then ends the game.
        var board = Board.empty
        board[.a1] = .light
        board[.b1] = .dark
        let passing = SavedGame(game: GameModel(GameState(board: board, turn: .dark)), modes: modes)
        game.launch(load: .loaded(passing, from: "game.txt"), requested: .none)
        #expect(try screen(game).passGoesOnByItself)
        clock.advance(by: 0.99)
        #expect(try screen(game).passAlert == .dark)
        clock.advance(by: 0.01)
        #expect(try screen(game).passAlert == nil)
        #expect(try screen(game).thinking == .light)
    }

    @Test("spec 3.6: a switch to Manual cancels the thinking: nothing fires afterwards")
    func modeSwitchCancelsThinking() throws {
        let game = session()
        game.launch(load: .noSavedGame, requested: RequestedModes(dark: .computer, light: .manual))
        #expect(clock.waiting == 1)
        game.send(.person(.modeSelected(.dark, .manual)))
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
        game.send(.person(.cellSelected(.f5)))
        game.send(.person(.resetPressed))
        game.send(.person(.resetConfirmed))
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
        game.send(.person(.modeSelected(.dark, .manual)))
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
        game.send(.person(.cellSelected(.f5)))
        game.send(.person(.modeSelected(.dark, .computer)))
        #expect(!game.isIdle)
        #expect(game.end() == nil, "every save reached the store")
        #expect(clock.waiting == 0)
        let placed = try PlayedGame(Transcript([.place(.f5)]))
        #expect(
            store.saved == [
                SavedGame(record: placed, modes: PlayerModes(dark: .manual, light: .computer)),
                SavedGame(record: placed, modes: PlayerModes(dark: .computer, light: .computer)),
            ])
    }

    @Test(
        "spec 8.3, 15.12: before a suspension the saves reach the store, and the move being shown goes on after it"
    )
    func suspensionKeepsTheWork() throws {
        let store = MemoryStore(delay: 0.05)
        let game = session(store: store)
        game.launch(load: .noSavedGame, requested: .none)
        game.send(.person(.cellSelected(.f5)))
        game.waitForSaves()
        let placed = try PlayedGame(Transcript([.place(.f5)]))
        #expect(store.saved == [SavedGame(record: placed, modes: .manual)])
        #expect(clock.waiting == 1, "the animation step is still due")
        clock.advance(by: 0.5)
        #expect(try screen(game).counts == Counts(dark: 4, light: 1))
    }

    @Test("spec 15.2: a failed save comes back as the notice, and the game goes on")
    func failedSaveBecomesTheNotice() async throws {
        let game = session(store: MemoryStore(failure: StoreError("the disk is full")))
        game.launch(load: .noSavedGame, requested: .none)
        game.send(.person(.cellSelected(.f5)))
        #expect(game.end() == StoreError("the disk is full"), "the game shown was not saved")
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

    /// Lets the main queue run (the saver reports there) until `done` holds, or for `seconds`;
    /// whether it holds.
    func runMainQueue(for seconds: Double, until done: () -> Bool) async throws -> Bool {
        for _ in 0..<Int(seconds * 100) where !done() {
            try await Task.sleep(for: .milliseconds(10))
        }
        return done()
    }

    /// Lets the main queue run until `game` shows a notice, or for `seconds`.
    func noticeAfterSaving(_ game: GameSession, within seconds: Double) async throws -> Notice? {
        _ = try await runMainQueue(for: seconds) { game.state.notice != nil }
        return game.state.notice
    }

    /// Plays `cell` and lets its animation finish.
    func play(_ cell: Coordinate, in game: GameSession) {
        game.send(.person(.cellSelected(cell)))
        clock.advance(by: 10)
    }

    @Test("spec 15.2: a failure is reported once, not after every move; again after a success")
    func failureReportedOnce() async throws {
        let diskFull = StoreError("the disk is full")
        let store = MemoryStore(failure: diskFull)
        let game = session(store: store)
        game.launch(load: .noSavedGame, requested: .none)
        play(.f5, in: game)
        #expect(try await noticeAfterSaving(game, within: 5) == .saveFailed("the disk is full"))
        game.send(.person(.noticeDismissed))
        play(.d6, in: game)
        #expect(try await noticeAfterSaving(game, within: 0.3) == nil, "said once")
        store.failure = nil
        play(.c3, in: game)
        // The next save must fail only after this one has succeeded.
        #expect(try await runMainQueue(for: 5) { store.saved.count == 1 }, "c3 was saved")
        store.failure = diskFull
        play(.d3, in: game)
        #expect(try await noticeAfterSaving(game, within: 5) == .saveFailed("the disk is full"))
        #expect(game.end() == diskFull)
    }

    @Test("spec 15.2: a failure the store's load reported is not repeated, but the end knows it")
    func failureReportedAtLoad() async throws {
        let savingOff = StoreError("game.txt is a FIFO, not a regular file", alreadyReported: true)
        let game = session(store: MemoryStore(failure: savingOff))
        game.launch(load: .noSavedGame, requested: .none)
        play(.f5, in: game)
        #expect(try await noticeAfterSaving(game, within: 0.3) == nil)
        #expect(game.end() == savingOff)
    }
}
