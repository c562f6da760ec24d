import ReversiApp
import ReversiCore
import ReversiSpecs
import StateSpace
import Testing

/// The record invariants are not vacuous: each planted fault in undo, redo or the record is
/// reported by the invariant it breaks, with a shortest trace.
@Suite("Checker finds planted faults in undo, redo and the record")
struct RecordFaultTests {
    static let newGame = AppWorld(launchingWith: .noSavedGame)
    static let againstTheComputer = AppWorld(
        launchingWith: .noSavedGame, requested: RequestedModes(dark: .manual, light: .computer))

    @Test("spec 11.4, 14.1: an undo that lets the computer think on is caught at the undo")
    func undoKeepsThinking() throws {
        let violation = try firstViolation(
            reducer: FaultyRecordMachines.undoKeepsThinking, from: [Self.againstTheComputer],
            depth: 6)
        #expect(violation.name == RecordInvariants.undoLandsOnTheLatestManualTurn.name)
        // Launch, d3 shown to its end (light starts thinking), then the undo.
        #expect(violation.trace.compactMap(\.actionName).count == 5)
        #expect(violation.trace.last?.actionName == "undo")
    }

    @Test("spec 12.1, 12.2: a record shown without the move being shown is caught at the move")
    func recordLagsTheMoveShown() throws {
        let violation = try firstViolation(
            projection: FaultyRecordMachines.recordLagsTheMoveShown, from: [Self.newGame],
            depth: 3)
        #expect(violation.name == RecordInvariants.recordReplaysToTheGame.name)
        #expect(violation.trace.compactMap(\.actionName).count == 2)
    }

    @Test("spec 11.2: a screen that never offers redo is caught after the first undo")
    func redoHidden() throws {
        let violation = try firstViolation(
            projection: FaultyRecordMachines.hidesRedo, from: [Self.newGame], depth: 4)
        #expect(violation.name == RecordInvariants.undoAndRedoShownWhenTheyWouldAct.name)
        #expect(violation.trace.compactMap(\.actionName).count == 3)
        #expect(violation.trace.last?.actionName == "undo")
    }

    @Test("spec 11.5: an undo under the reset question is caught as a refusal not given")
    func undoUnderTheResetQuestion() throws {
        let violation = try firstViolation(
            reducer: FaultyRecordMachines.undoesUnderTheResetQuestion, from: [Self.newGame],
            depth: 5)
        #expect(violation.name == AppInvariants.refusedEventSaysWhy.name)
        // Launch, reset pressed, undo: refused for the wrong reason (nothing to undo).
        #expect(
            violation.trace.compactMap(\.actionName) == [
                "launched, no saved game (new game x manual, o manual)", "reset pressed", "undo",
            ])
    }

    @Test("the real machine has none of these faults within the same bounds")
    func realMachinePasses() {
        let spec = AppSpecification(startingFrom: [Self.newGame, Self.againstTheComputer])
        #expect(Checker(spec, options: CheckOptions(depth: 6, jobs: 2)).run().violation == nil)
    }

    func firstViolation(
        reducer: @escaping AppSpecification.Reducer = { reduce($0, $1) },
        projection: @escaping AppSpecification.Projection = { $0.screen },
        from worlds: [AppWorld], depth: Int
    ) throws -> Violation<AppWorld, Event> {
        let spec = AppSpecification(startingFrom: worlds, reducer: reducer, projection: projection)
        return try #require(
            Checker(spec, options: CheckOptions(depth: depth, jobs: 2)).run().violation)
    }
}
