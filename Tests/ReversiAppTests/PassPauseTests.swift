import ReversiCore
import ReversiSpecs
import Testing

@testable import ReversiApp

/// A pass with no person at either side goes on by itself after a pause (spec 15.13); with a
/// person at either side the alert waits for a dismissal (spec 2.2).
@Suite("Spec 15.13: a pass with nobody to dismiss it goes on by itself")
struct PassPauseTests {
    static let passing = Positions.mustPass(.dark)
    static let computers = PlayerModes(dark: .computer, light: .computer)

    /// A store resumed in `passing` with `modes`, the launch's notice dismissed.
    static func resumed(_ modes: PlayerModes) throws -> AppTestStore {
        var store = AppTestStore(resumed: SavedGame(game: GameModel(passing), modes: modes))
        try store.send(.person(.noticeDismissed), []) { $0.notice = nil }
        return store
    }

    @Test("spec 2.2, 15.13: both sides Computer: the alert says so and its pause plays the pass")
    func pauseEndPlaysThePass() throws {
        var store = AppTestStore()
        let lightMoves = try #require(LegalMoves(Self.passing.passed))
        store.launch(
            .loaded(
                SavedGame(game: GameModel(Self.passing), modes: Self.computers),
                from: AppTestStore.source),
            [.schedulePassPause(Ticket(1))],
            screen: Screen(
                board: Self.passing.board, counts: Counts(Self.passing.board),
                message: .turn(.dark), modes: Self.computers, passAlert: .dark,
                notice: .resumed(from: AppTestStore.source, notApplied: .none),
                recordStart: .givenPosition))
        #expect(try store.screen.passGoesOnByItself)
        store.ignores(.world(.passPauseFinished(Ticket(7))))
        try store.send(
            .world(.passPauseFinished(Ticket(1))),
            [
                .save(SavedGame(game: .mustPlace(lightMoves), modes: Self.computers)),
                .startThinking(lightMoves, .random, Ticket(2)),
            ]
        ) {
            $0.passAlert = nil
            $0.message = .turn(.light)
            $0.thinking = .light
        }
        store.ignores(.world(.passPauseFinished(Ticket(1))))
    }

    @Test("spec 2.2, 15.13: a person taking a side stops the pause; the alert waits as 2.2 has it")
    func personTakingASideStopsThePause() throws {
        var store = try Self.resumed(Self.computers)
        let modes = PlayerModes(dark: .computer, light: .manual)
        try store.send(
            .person(.modeSelected(.light, .manual)),
            [
                .save(SavedGame(game: GameModel(Self.passing), modes: modes)),
                .cancelPassPause(Ticket(1)),
            ]
        ) { $0.modes = modes }
        #expect(try store.screen.passGoesOnByItself == false)
        store.ignores(.world(.passPauseFinished(Ticket(1))))
        // Handing the side back to the computer starts a new pause.
        try store.send(
            .person(.modeSelected(.light, .computer)),
            [
                .save(SavedGame(game: GameModel(Self.passing), modes: Self.computers)),
                .schedulePassPause(Ticket(2)),
            ]
        ) { $0.modes = Self.computers }
    }

    @Test(
        "spec 2.2, 15.13: a dismissal during the pause plays the pass at once and stops the pause")
    func dismissalDuringThePause() throws {
        var store = try Self.resumed(Self.computers)
        let lightMoves = try #require(LegalMoves(Self.passing.passed))
        try store.send(
            .person(.passDismissed),
            [
                .cancelPassPause(Ticket(1)),
                .save(SavedGame(game: .mustPlace(lightMoves), modes: Self.computers)),
                .startThinking(lightMoves, .random, Ticket(2)),
            ]
        ) {
            $0.passAlert = nil
            $0.message = .turn(.light)
            $0.thinking = .light
        }
    }

    @Test("spec 7.3, 15.13: a confirmed reset stops the pause")
    func resetStopsThePause() throws {
        var store = try Self.resumed(Self.computers)
        try store.send(.person(.resetPressed), []) { $0.resetConfirmation = .cancel }
        let (next, effects) = reduce(store.state, .person(.resetConfirmed))
        #expect(effects.first == .cancelPassPause(Ticket(1)))
        #expect(next.screen?.passAlert == nil)
    }
}
