import ReversiCore
import Testing

@testable import ReversiApp

@Suite("Spec 8.5, 15.2, 15.6: notices, and when they clear")
struct NoticeTests {
    @Test(
        "spec 15.2: a failed save becomes the notice while the game goes on; the world's events keep it"
    )
    func failedSave() throws {
        var store = AppTestStore(launched: .noSavedGame)
        let placement = try store.select(.f5, ticket: Ticket(1))
        try store.send(.world(.saveFailed("disk full")), []) {
            $0.notice = .saveFailed("disk full")
        }
        try store.showSteps([.e5], of: .dark, Ticket(1))
        try store.send(.world(.animationStepFinished(Ticket(1))), []) {
            $0.counts = Counts(dark: 4, light: 1)
            $0.message = .turn(.light)
            $0.selectableMoves = placement.next.legalMoves
        }
        // A second failure replaces the first.
        try store.send(.world(.saveFailed("read-only file system")), []) {
            $0.notice = .saveFailed("read-only file system")
        }
    }

    @Test(
        "spec 15.6: a refusal ends with the move being shown, as it spoke of that moment; a failed save's notice does not"
    )
    func refusalEndsWithTheMove() throws {
        var store = AppTestStore(launched: .noSavedGame)
        let placement = try store.select(.f5, ticket: Ticket(1))
        try store.refuses(.person(.cellSelected(.c3)), .moveBeingShown)
        try store.showSteps([.e5], of: .dark, Ticket(1))
        try store.send(.world(.animationStepFinished(Ticket(1))), []) {
            $0.counts = Counts(dark: 4, light: 1)
            $0.message = .turn(.light)
            $0.selectableMoves = placement.next.legalMoves
            $0.notice = nil
        }
    }

    @Test(
        "spec 15.6, 15.7: every event of the person clears the notice; one that cannot apply now leaves its refusal in its place",
        arguments: [
            (PersonEvent.cellSelected(.d3), nil), (.resetPressed, nil), (.noticeDismissed, nil),
            (.modeSelected(.dark, .computer), nil),
            (.modeSelected(.dark, .manual), Refusal.alreadyInMode(.dark, .manual)),
            (.resetFocusMoved, .noResetQuestion), (.resetConfirmed, .noResetQuestion),
            (.resetCancelled, .noResetQuestion), (.passDismissed, .noPassAlert),
        ])
    func personClearsTheNotice(event: PersonEvent, refusal: Refusal?) throws {
        let store = AppTestStore(launched: .unreadable("line 1: not a save file"))
        let before = try store.screen
        #expect(before.notice == .unreadableSave("line 1: not a save file"))
        let (next, _) = reduce(store.state, .person(event))
        let after = try #require(next.screen)
        #expect(after.notice == refusal.map(Notice.refused))
    }

    @Test("spec 15.6, 15.7: an illegal selection replaces the notice with its refusal")
    func refusalReplacesTheNotice() throws {
        var store = AppTestStore(launched: .unreadable("line 1: not a save file"))
        try store.refuses(
            .person(.cellSelected(.a1)), .flipsNothing(.a1, try #require(LegalMoves(.initial))))
    }

    @Test(
        "the world's events never clear the notice",
        arguments: [
            WorldEvent.launched(.noSavedGame, requested: .none), .animationStepFinished(Ticket(1)),
            .computerAnswered(Ticket(1), .d3),
        ])
    func worldKeepsTheNotice(event: WorldEvent) throws {
        var store = AppTestStore(launched: .unreadable("line 1: not a save file"))
        store.ignores(.world(event))
    }
}
