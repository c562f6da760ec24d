import ReversiCore
import ReversiSpecs
import Testing

@testable import ReversiApp

@Suite("Spec 11, 12.1: undo, redo and the game's record in the machine")
struct UndoRedoTests {
    static let lightComputer = PlayerModes(dark: .manual, light: .computer)

    /// The game of `transcript` played from `start`, with its record.
    static func played(_ transcript: String, from start: GameModel = .initial) throws
        -> PlayedGame
    {
        try PlayedGame(Transcript(parsing: transcript), from: start)
    }

    /// The save of the game of `transcript`, record included.
    static func save(_ transcript: String, _ modes: PlayerModes = .manual) throws -> Effect {
        .save(SavedGame(record: try played(transcript), modes: modes))
    }

    /// A store that resumed the game of `transcript` with its record, and checks the record.
    static func resumed(_ transcript: String, modes: PlayerModes = .manual) throws -> AppTestStore {
        var store = AppTestStore(resumed: SavedGame(record: try played(transcript), modes: modes))
        store.checksRecord = true
        return store
    }

    /// The screen of the game of `transcript` with a person to move and nothing in flight.
    static func screen(
        _ transcript: String, modes: PlayerModes = .manual, canUndo: Bool, canRedo: Bool
    ) throws -> Screen {
        let game = try played(transcript)
        var screen = Screen.toPlace(try #require(game.current.legalMoves), modes: modes)
        screen.record = game.transcript.entries
        screen.lastMove = game.lastMove?.coordinate
        screen.canUndo = canUndo
        screen.canRedo = canRedo
        return screen
    }

    @Test(
        "spec 11.1, 11.2, 11.9, 12.1, 15.5: between two people undo takes back one move and redo plays it again; record, last move and save follow"
    )
    func undoAndRedoBetweenPeople() throws {
        var store = try Self.resumed("f5d6")
        let before = try store.screen
        #expect(before == (try Self.screen("f5d6", canUndo: true, canRedo: false)))

        try store.send(.person(.undoPressed), [try Self.save("f5")]) {
            $0 = try Self.screen("f5", canUndo: true, canRedo: true)
        }
        try store.send(.person(.redoPressed), [try Self.save("f5d6")]) { $0 = before }
        try store.refuses(.person(.redoPressed), .nothingToRedo)
    }

    @Test(
        "spec 11.1, 11.2, 11.3, 11.4: against the computer undo cancels its thinking, takes back its reply with the person's move, redo stops at the person's turn, and a new move forgets redo"
    )
    func undoAgainstTheComputer() throws {
        // Light, the computer, is to move after c3 and thinks (ticket 1).
        var store = try Self.resumed("f5d6c3", modes: Self.lightComputer)
        #expect(try store.screen.thinking == .light)

        try store.send(
            .person(.undoPressed),
            [.cancelThinking(Ticket(1)), try Self.save("f5d6", Self.lightComputer)]
        ) {
            $0 = try Self.screen("f5d6", modes: Self.lightComputer, canUndo: true, canRedo: true)
        }
        // The computer's d6 and the person's f5 go together, back to the start.
        try store.send(.person(.undoPressed), [try Self.save("", Self.lightComputer)]) {
            $0 = try Self.screen("", modes: Self.lightComputer, canUndo: false, canRedo: true)
        }
        try store.refuses(.person(.undoPressed), .nothingToUndo)
        // Redo passes over the computer's turn after f5 and stops at the person's after d6.
        try store.send(.person(.redoPressed), [try Self.save("f5d6", Self.lightComputer)]) {
            $0 = try Self.screen("f5d6", modes: Self.lightComputer, canUndo: true, canRedo: true)
        }
        try store.send(
            .person(.cellSelected(.c5)),
            [try Self.save("f5d6c5", Self.lightComputer), .scheduleAnimationStep(Ticket(2))]
        ) {
            $0.board[.c5] = .dark
            $0.lastMove = .c5
            $0.selectableMoves = nil
            $0.record.append(.place(.c5))
            $0.canRedo = false
        }
        try store.refuses(.person(.redoPressed), .nothingToRedo)
    }

    @Test("spec 11.4: undo while disks flip cuts the move short and stops its timer")
    func undoDuringAnimation() throws {
        var store = try Self.resumed("f5")
        try store.send(
            .person(.cellSelected(.d6)), [try Self.save("f5d6"), .scheduleAnimationStep(Ticket(1))]
        ) {
            $0.board[.d6] = .light
            $0.lastMove = .d6
            $0.selectableMoves = nil
            $0.record.append(.place(.d6))
        }
        try store.send(
            .person(.undoPressed), [.cancelAnimationStep(Ticket(1)), try Self.save("f5")]
        ) {
            $0 = try Self.screen("f5", canUndo: true, canRedo: true)
        }
        store.ignores(.world(.animationStepFinished(Ticket(1))))
    }

    @Test(
        "spec 11.1, 11.6: after the end undo takes the game back into play; a pass is never a place to stop"
    )
    func undoAfterTheEndAndOverAPass() throws {
        // Light must pass, then dark's c1 takes the last disk: dark wins.
        let start = GameModel(Positions.mustPass(.light))
        let finished = try Self.played("pass c1", from: start)
        var store = AppTestStore(resumed: SavedGame(record: finished, modes: .manual))
        store.checksRecord = true
        #expect(try store.screen.message == .won(.dark))

        let afterPass = try Self.played("pass", from: start)
        // The finished game's analysis, started at the launch, is dropped (spec 19.3).
        try store.send(
            .person(.undoPressed),
            [.save(SavedGame(record: afterPass, modes: .manual)), .cancelAnalysis(Ticket(1))]
        ) {
            $0 = .toPlace(try #require(afterPass.current.legalMoves))
            $0.record = [.pass]
            $0.recordStart = .givenPosition
            $0.canRedo = true
        }
        // The start is light's forced pass: nothing earlier to stop at.
        try store.refuses(.person(.undoPressed), .nothingToUndo)
    }

    @Test(
        "spec 11.5, 11.7, 11.8: undo waits under the reset question, does nothing with both sides Computer, and a reset forgets the record"
    )
    func undoRefusedAndResetForgets() throws {
        var store = try Self.resumed("f5d6")
        try store.send(.person(.resetPressed), []) {
            $0.resetConfirmation = .cancel
            $0.selectableMoves = nil
        }
        try store.refuses(.person(.undoPressed), .resetQuestionUp)
        try store.refuses(.person(.redoPressed), .resetQuestionUp)
        try store.send(.person(.resetConfirmed), [try Self.save("")]) {
            $0 = try Self.screen("", canUndo: false, canRedo: false)
        }

        let computers = PlayerModes(dark: .computer, light: .computer)
        var watched = try Self.resumed("f5d6", modes: computers)
        try watched.refuses(.person(.undoPressed), .noManualSide)
        try watched.refuses(.person(.redoPressed), .noManualSide)
    }
}
