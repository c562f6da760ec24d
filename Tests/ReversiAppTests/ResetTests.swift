import ReversiCore
import Testing

@testable import ReversiApp

@Suite("Spec 7: reset with confirmation")
struct ResetTests {
    static let initialMoves = LegalMoves(.initial)

    /// The effects of a confirmed reset after `cancelling` the async work in flight.
    static func resetEffects(cancelling: [Effect]) -> [Effect] {
        [.hideResetConfirmation] + cancelling + [
            .showModes(.manual), .setBoard(.initial), .updateCounts(Counts(dark: 2, light: 2)),
            .save(.initial), .updateMessage(.turn(.dark)),
        ]
    }

    @Test("Cancel changes nothing")
    func cancelChangesNothing() {
        var store = AppTestStore(launched: .noSavedGame)
        let before = store.state
        store.send(.resetPressed, [.showResetConfirmation]) { $0.confirmingReset = true }
        store.ignores(.resetPressed)
        store.send(.resetCancelled, [.hideResetConfirmation]) { $0.confirmingReset = false }
        #expect(store.state == before)
        store.ignores(.resetCancelled)
        store.ignores(.resetConfirmed)
    }

    @Test(
        "OK during an animation stops it at once and starts over: initial board, dark to move, both Manual"
    )
    func resetDuringAnimation() throws {
        var store = AppTestStore(
            launched: .noSavedGame, newGameModes: PlayerModes(dark: .manual, light: .computer))
        let placement = try GameModel.initial.placing(at: .d3).get()
        store.send(
            .cellSelected(.d3),
            [
                .save(SavedGame(game: placement.next, modes: store.state.modes)),
                .animate(.d3, .dark, Ticket(1)),
            ]
        ) {
            $0.phase = .animating(Animation(placement, before: .initial, ticket: Ticket(1)))
            $0.lastTicket = Ticket(1)
        }
        store.send(.resetPressed, [.showResetConfirmation]) { $0.confirmingReset = true }
        // The animation goes on under the confirmation.
        store.send(.animationStepFinished(Ticket(1)), [.animate(.d4, .dark, Ticket(1))]) {
            guard case .animating(var animation) = $0.phase else { return }
            animation.current = 1
            $0.phase = .animating(animation)
        }
        let moves = try #require(Self.initialMoves)
        store.send(.resetConfirmed, Self.resetEffects(cancelling: [.cancelAnimation(Ticket(1))])) {
            $0.confirmingReset = false
            $0.modes = .manual
            $0.phase = .awaitingMove(moves, thinking: nil)
        }
        // The cancelled animation's late report is stale.
        store.ignores(.animationStepFinished(Ticket(1)))
    }

    @Test(
        "OK during thinking cancels it, hides the indicator, and a pending answer is never applied")
    func resetDuringThinking() throws {
        let both = PlayerModes(dark: .computer, light: .computer)
        var store = AppTestStore(launched: .noSavedGame, newGameModes: both)
        store.send(.resetPressed, [.showResetConfirmation]) { $0.confirmingReset = true }
        let moves = try #require(Self.initialMoves)
        store.send(
            .resetConfirmed,
            Self.resetEffects(cancelling: [.cancelThinking(Ticket(1)), .hideThinking(.dark)])
        ) {
            $0.confirmingReset = false
            $0.modes = .manual
            $0.phase = .awaitingMove(moves, thinking: nil)
        }
        store.ignores(.computerAnswered(Ticket(1), .d3))
    }

    @Test("OK while the pass alert is up closes it; Dismiss waits while the confirmation is up")
    func resetDuringPassAlert() throws {
        let passing = Positions.mustPass(.light)
        var store = AppTestStore(
            launched: .loaded(SavedGame(game: GameModel(passing), modes: .manual)))
        store.send(.resetPressed, [.showResetConfirmation]) { $0.confirmingReset = true }
        store.ignores(.passDismissed)
        let moves = try #require(Self.initialMoves)
        store.send(.resetConfirmed, Self.resetEffects(cancelling: [.hidePassAlert])) {
            $0.confirmingReset = false
            $0.phase = .awaitingMove(moves, thinking: nil)
        }
    }

    @Test("the game continues after a reset")
    func continuesAfterReset() throws {
        var store = AppTestStore(launched: .noSavedGame)
        store.send(.resetPressed, [.showResetConfirmation]) { $0.confirmingReset = true }
        let moves = try #require(Self.initialMoves)
        store.send(.resetConfirmed, Self.resetEffects(cancelling: [])) {
            $0.confirmingReset = false
            $0.phase = .awaitingMove(moves, thinking: nil)
        }
        let placement = try GameModel.initial.placing(at: .c4).get()
        store.send(
            .cellSelected(.c4),
            [
                .save(SavedGame(game: placement.next, modes: .manual)),
                .animate(.c4, .dark, Ticket(1)),
            ]
        ) {
            $0.phase = .animating(Animation(placement, before: .initial, ticket: Ticket(1)))
            $0.lastTicket = Ticket(1)
        }
    }
}
