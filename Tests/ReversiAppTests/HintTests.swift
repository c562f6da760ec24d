import ReversiCore
import ReversiEngine
import ReversiSpecs
import Testing

@testable import ReversiApp

@Suite("Spec 13.1, 13.2, 14.1: hints in the machine")
struct HintTests {
    static let lightComputer = PlayerModes(dark: .manual, light: .computer)
    static let d3 = Hint(move: .d3, evaluation: .heuristic(250))

    @Test(
        "spec 13.1, 13.2: a person asks, the search is started and shown, its answer is shown; nothing is played or saved"
    )
    func askAndAnswer() throws {
        let moves = try #require(LegalMoves(.initial))
        var store = AppTestStore(launched: .noSavedGame)
        try store.send(.person(.hintRequested), [.startHint(moves, Ticket(1))]) {
            $0.hint = .searching
        }
        try store.refuses(.person(.hintRequested), .hintAlreadyAsked)
        try store.send(.world(.hintAnswered(Ticket(1), Self.d3)), []) { $0.hint = .shown(Self.d3) }
        try store.refuses(.person(.hintRequested), .hintAlreadyAsked)
        #expect(store.state.game == .initial)
    }

    @Test("spec 14.1: an answer of another search, or naming no legal move, is dropped")
    func staleAnswersDropped() throws {
        let moves = try #require(LegalMoves(.initial))
        var store = AppTestStore(launched: .noSavedGame)
        store.ignores(.world(.hintAnswered(Ticket(1), Self.d3)))
        try store.send(.person(.hintRequested), [.startHint(moves, Ticket(1))]) {
            $0.hint = .searching
        }
        store.ignores(.world(.hintAnswered(Ticket(0), Self.d3)))
        store.ignores(.world(.hintAnswered(Ticket(1), Hint(move: .a1, evaluation: .exact(4)))))
    }

    @Test(
        "spec 13.1, 15.7: a hint is refused with the selection's reasons: the reset question, a move shown, the computer's turn, the pass alert, the end"
    )
    func refusals() throws {
        var store = AppTestStore(launched: .noSavedGame)
        try store.send(.person(.resetPressed), []) {
            $0.resetConfirmation = .cancel
            $0.selectableMoves = nil
        }
        try store.refuses(.person(.hintRequested), .resetQuestionUp)
        try store.send(.person(.resetCancelled), []) {
            $0.resetConfirmation = nil
            $0.selectableMoves = LegalMoves(.initial)
            $0.notice = nil
        }
        try store.select(.f5, ticket: Ticket(1))
        try store.refuses(.person(.hintRequested), .moveBeingShown)

        var watched = AppTestStore(
            launched: .noSavedGame, requested: RequestedModes(dark: .computer, light: .manual))
        try watched.refuses(.person(.hintRequested), .computersTurn(.dark))

        let mustPass = try #require(StartPositions.darkMustPass).state
        var passing = AppTestStore(
            launched: .loaded(
                SavedGame(game: GameModel(mustPass), modes: .manual), from: AppTestStore.source))
        try passing.refuses(.person(.hintRequested), .passAlertUp(.dark))

        var finished = AppTestStore(
            launched: .loaded(
                SavedGame(game: GameModel(StartPositions.finishedGame), modes: .manual),
                from: AppTestStore.source))
        try finished.refuses(.person(.hintRequested), .gameOver)
    }

    @Test("spec 13.2, 14.1: a move forgets the hint and cancels its search")
    func moveForgetsTheHint() throws {
        let moves = try #require(LegalMoves(.initial))
        var store = AppTestStore(launched: .noSavedGame)
        try store.send(.person(.hintRequested), [.startHint(moves, Ticket(1))]) {
            $0.hint = .searching
        }
        let placement = try GameModel.initial.placing(at: .f5).get()
        try store.send(
            .person(.cellSelected(.f5)),
            [
                .cancelHint(Ticket(1)), .save(SavedGame(game: placement.next, modes: .manual)),
                .scheduleAnimationStep(Ticket(2)),
            ]
        ) {
            $0.board[.f5] = .dark
            $0.lastMove = .f5
            $0.selectableMoves = nil
            $0.hint = nil
        }
        store.ignores(.world(.hintAnswered(Ticket(1), Self.d3)))
    }

    @Test("spec 13.2: a shown hint is forgotten by a move; a new position's hint is asked anew")
    func shownHintForgottenByAMove() throws {
        let moves = try #require(LegalMoves(.initial))
        var store = AppTestStore(launched: .noSavedGame)
        try store.send(.person(.hintRequested), [.startHint(moves, Ticket(1))]) {
            $0.hint = .searching
        }
        try store.send(.world(.hintAnswered(Ticket(1), Self.d3)), []) { $0.hint = .shown(Self.d3) }
        try store.send(
            .person(.cellSelected(.d3)),
            [
                .save(
                    SavedGame(
                        game: try GameModel.initial.placing(at: .d3).get().next, modes: .manual)),
                .scheduleAnimationStep(Ticket(2)),
            ]
        ) {
            $0.board[.d3] = .dark
            $0.lastMove = .d3
            $0.selectableMoves = nil
            $0.hint = nil
        }
    }

    @Test(
        "spec 13.2: switching the person's side to Computer cancels the hint's search and thinks; the other side's switch keeps it"
    )
    func modeSwitchForgetsTheHint() throws {
        let moves = try #require(LegalMoves(.initial))
        var store = AppTestStore(launched: .noSavedGame)
        try store.send(.person(.hintRequested), [.startHint(moves, Ticket(1))]) {
            $0.hint = .searching
        }
        try store.send(
            .person(.modeSelected(.light, .computer)),
            [.save(SavedGame(game: .initial, modes: Self.lightComputer))]
        ) { $0.modes = Self.lightComputer }
        let computers = PlayerModes(dark: .computer, light: .computer)
        try store.send(
            .person(.modeSelected(.dark, .computer)),
            [
                .save(SavedGame(game: .initial, modes: computers)), .cancelHint(Ticket(1)),
                .startThinking(moves, .random, Ticket(2)),
            ]
        ) {
            $0.modes = computers
            $0.hint = nil
            $0.selectableMoves = nil
            $0.thinking = .dark
        }
    }

    @Test("spec 13.2, 11.4: an undo and a confirmed reset forget the hint and cancel its search")
    func undoAndResetForgetTheHint() throws {
        var store = try UndoRedoTests.resumed("f5d6")
        let moves = try #require(store.state.game?.legalMoves)
        try store.send(.person(.hintRequested), [.startHint(moves, Ticket(1))]) {
            $0.hint = .searching
        }
        try store.send(
            .person(.undoPressed), [.cancelHint(Ticket(1)), try UndoRedoTests.save("f5")]
        ) {
            $0 = try UndoRedoTests.screen("f5", canUndo: true, canRedo: true)
        }
        store.ignores(.world(.hintAnswered(Ticket(1), Self.d3)))

        let f5 = try #require(store.state.game?.legalMoves)
        try store.send(.person(.hintRequested), [.startHint(f5, Ticket(2))]) {
            $0.hint = .searching
        }
        try store.send(.person(.resetPressed), []) {
            $0.resetConfirmation = .cancel
            $0.selectableMoves = nil
        }
        try store.send(
            .person(.resetConfirmed),
            [.cancelHint(Ticket(2)), .save(SavedGame(game: .initial, modes: .manual))]
        ) { $0 = Screen.toPlace(try #require(LegalMoves(.initial))) }
    }
}
