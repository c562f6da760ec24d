import ReversiCore
import ReversiSpecs
import Testing

@testable import ReversiApp

@Suite("Spec 7.1, 7.2, 7.3: reset with confirmation")
struct ResetTests {
    /// The screen right after a confirmed reset: the initial board, dark to move, both Manual.
    static func restarted() throws -> Screen { .toPlace(try #require(LegalMoves(.initial))) }

    @Test(
        "spec 7.2, 15.7: the confirmation opens with the focus on Cancel; Cancel changes nothing; answers with no question up are refused"
    )
    func cancelChangesNothing() throws {
        var store = AppTestStore(launched: .noSavedGame)
        let before = store.state
        try store.send(.person(.resetPressed), []) {
            $0.resetConfirmation = .cancel
            $0.selectableMoves = nil
        }
        try store.refuses(.person(.resetPressed), .resetQuestionUp)
        try store.send(.person(.resetCancelled), []) {
            $0.resetConfirmation = nil
            $0.selectableMoves = LegalMoves(.initial)
            $0.notice = nil
        }
        #expect(store.state == before)
        try store.refuses(.person(.resetCancelled), .noResetQuestion)
        try store.refuses(.person(.resetConfirmed), .noResetQuestion)
        try store.refuses(.person(.resetFocusMoved), .noResetQuestion)
    }

    @Test(
        "spec 7.2: the focus moves between the buttons by the person's event, and a new confirmation starts on Cancel again"
    )
    func focus() throws {
        var store = AppTestStore(launched: .noSavedGame)
        try store.send(.person(.resetPressed), []) {
            $0.resetConfirmation = .cancel
            $0.selectableMoves = nil
        }
        try store.send(.person(.resetFocusMoved), []) { $0.resetConfirmation = .ok }
        try store.send(.person(.resetFocusMoved), []) { $0.resetConfirmation = .cancel }
        try store.send(.person(.resetFocusMoved), []) { $0.resetConfirmation = .ok }
        try store.send(.person(.resetCancelled), []) {
            $0.resetConfirmation = nil
            $0.selectableMoves = LegalMoves(.initial)
        }
        try store.send(.person(.resetPressed), []) {
            $0.resetConfirmation = .cancel
            $0.selectableMoves = nil
        }
    }

    @Test(
        "spec 7.1, 7.3: OK during an animation stops it at once and starts over: initial board, dark to move, both Manual"
    )
    func resetDuringAnimation() throws {
        let modes = PlayerModes(dark: .manual, light: .computer)
        var store = AppTestStore(launched: .noSavedGame, requested: RequestedModes(modes))
        try store.select(.d3, ticket: Ticket(1))
        try store.send(.person(.resetPressed), []) { $0.resetConfirmation = .cancel }
        // The animation goes on under the confirmation.
        try store.showSteps([.d4], of: .dark, Ticket(1))
        try store.send(
            .person(.resetConfirmed), [.cancelAnimationStep(Ticket(1)), .save(.initial)]
        ) {
            $0 = try Self.restarted()
        }
        // The cancelled animation's late report is stale.
        store.ignores(.world(.animationStepFinished(Ticket(1))))
    }

    @Test(
        "spec 3.5, 7.3: OK during thinking cancels it, hides the indicator, and a pending answer is never applied"
    )
    func resetDuringThinking() throws {
        let both = PlayerModes(dark: .computer, light: .computer)
        var store = AppTestStore(launched: .noSavedGame, requested: RequestedModes(both))
        try store.send(.person(.resetPressed), []) { $0.resetConfirmation = .cancel }
        try store.send(.person(.resetConfirmed), [.cancelThinking(Ticket(1)), .save(.initial)]) {
            $0 = try Self.restarted()
        }
        store.ignores(.world(.computerAnswered(Ticket(1), .d3)))
    }

    @Test(
        "spec 2.2, 7.3, 15.7: OK while the pass alert is up closes it; Dismiss is refused while the confirmation is up"
    )
    func resetDuringPassAlert() throws {
        let passing = Positions.mustPass(.light)
        var store = AppTestStore(resumed: SavedGame(game: GameModel(passing), modes: .manual))
        try store.send(.person(.resetPressed), []) { $0.resetConfirmation = .cancel }
        try store.refuses(.person(.passDismissed), .resetQuestionUp)
        try store.send(.person(.resetConfirmed), [.save(.initial)]) { $0 = try Self.restarted() }
    }

    @Test("spec 7.3: the game continues after a reset")
    func continuesAfterReset() throws {
        var store = AppTestStore(launched: .noSavedGame)
        try store.send(.person(.resetPressed), []) {
            $0.resetConfirmation = .cancel
            $0.selectableMoves = nil
        }
        try store.send(.person(.resetConfirmed), [.save(.initial)]) { $0 = try Self.restarted() }
        try store.select(.c4, ticket: Ticket(1))
    }
}
