import ReversiCore
import ReversiSpecs
import Testing

@testable import ReversiApp

@Suite("Spec 8.1, 8.5, 9.1, 9.2, 15.8: launching, with or without a saved game")
struct LaunchTests {
    @Test(
        "spec 1.3, 8.1: with no saved game a new game starts: initial board, dark to move, the given modes"
    )
    func newGame() throws {
        var store = AppTestStore()
        let moves = try #require(LegalMoves(.initial))
        store.launch(.noSavedGame, [], screen: .toPlace(moves))
        store.ignores(.world(.launched(.noSavedGame, requested: .none)))
    }

    @Test("every event before launch is ignored")
    func beforeLaunch() {
        var store = AppTestStore()
        for event: Event in [
            .person(.cellSelected(.d3)), .person(.modeSelected(.dark, .computer)),
            .person(.resetPressed), .person(.resetFocusMoved),
            .person(.resetConfirmed), .person(.resetCancelled), .person(.passDismissed),
            .person(.noticeDismissed),
            .world(.animationStepFinished(Ticket(1))), .world(.computerAnswered(Ticket(1), .d3)),
            .world(.saveFailed("disk full")),
        ] {
            store.ignores(event)
        }
        #expect(store.state.screen == nil, "nothing to show before launch")
    }

    @Test(
        "spec 8.1, 15.8: a loaded game resumes with its board, turn and modes, and says where it was resumed from; a computer to move starts thinking"
    )
    func resumesLoadedGame() throws {
        let moves = try #require(LegalMoves(.initial))
        let modes = PlayerModes(dark: .computer, light: .manual)
        var store = AppTestStore()
        store.launch(
            .loaded(SavedGame(game: .initial, modes: modes), from: "/saves/game.txt"),
            [.startThinking(moves, .random, Ticket(1))],
            screen: Screen(
                board: .initial, counts: Counts(dark: 2, light: 2), message: .turn(.dark),
                modes: modes, thinking: .dark,
                notice: .resumed(from: "/saves/game.txt", notApplied: .none)))
        // The world's events leave it; the person's next event clears it (spec 15.6).
        try store.send(.world(.animationStepFinished(Ticket(1))), [])
        try store.send(.person(.noticeDismissed), []) { $0.notice = nil }
    }

    @Test(
        "spec 8.1, 15.8: modes asked for do not apply to a resumed game; the notice names those it does not have"
    )
    func resumedGameNamesTheModesNotApplied() throws {
        let moves = try #require(LegalMoves(.initial))
        var store = AppTestStore()
        // Dark is asked Manual, which it is; light is asked Computer, which it is not.
        store.launch(
            .loaded(SavedGame.initial, from: "game.txt"),
            requested: RequestedModes(dark: .manual, light: .computer), [],
            screen: Screen(
                board: .initial, counts: Counts(dark: 2, light: 2), message: .turn(.dark),
                modes: .manual, selectableMoves: moves,
                notice: .resumed(from: "game.txt", notApplied: RequestedModes(light: .computer))))
    }

    @Test("spec 8.1: a new game takes the modes asked for, Manual where none was asked for")
    func newGameTakesTheRequestedModes() throws {
        var store = AppTestStore()
        let moves = try #require(LegalMoves(.initial))
        store.launch(
            .noSavedGame, requested: RequestedModes(light: .computer), [],
            screen: .toPlace(moves, modes: PlayerModes(dark: .manual, light: .computer)))
    }

    @Test(
        "spec 8.5: an unreadable save is a notice, a new game starts with the given modes, and the person's next event clears the notice"
    )
    func unreadableSave() throws {
        var store = AppTestStore()
        let moves = try #require(LegalMoves(.initial))
        let modes = PlayerModes(dark: .manual, light: .computer)
        var screen = Screen.toPlace(moves, modes: modes)
        screen.notice = .unreadableSave("bad file")
        store.launch(.unreadable("bad file"), requested: RequestedModes(modes), [], screen: screen)
        // The world's events leave it; any of the person's clears it, or replaces it with its
        // own refusal.
        try store.send(.world(.animationStepFinished(Ticket(1))), [])
        try store.send(.person(.noticeDismissed), []) { $0.notice = nil }
    }

    @Test(
        "spec 2.3, 9.1, 9.2: a saved must-pass state shows the pass alert again, for each side and mode",
        arguments: [Disk.dark, .light], PlayerMode.allCases)
    func mustPassStateShowsAlert(side: Disk, mode: PlayerMode) throws {
        let state = Positions.mustPass(side)
        var modes = PlayerModes.manual
        modes[side] = mode
        var store = AppTestStore()
        // No thinking, even for a computer: it is never asked for a move it does not have.
        store.launch(
            .loaded(SavedGame(game: GameModel(state), modes: modes), from: AppTestStore.source),
            [],
            screen: Screen(
                board: state.board, counts: Counts(state.board), message: .turn(side),
                modes: modes, passAlert: side,
                notice: .resumed(from: AppTestStore.source, notApplied: .none),
                recordStart: .givenPosition))
        // Dismissing hands the turn to the opponent, who can move: the game is not stuck.
        let passed = try #require(LegalMoves(state.passed))
        try store.send(
            .person(.passDismissed), [.save(SavedGame(game: .mustPlace(passed), modes: modes))]
        ) {
            $0.notice = nil
            $0.passAlert = nil
            $0.message = .turn(side.flipped)
            $0.selectableMoves = passed
        }
    }

    @Test(
        "spec 2.5, 6.2, 15.7: a loaded finished game shows its result and waits: a selection or a dismissal is refused"
    )
    func finishedGame() throws {
        var board = Board.empty
        board[.a1] = .dark
        let saved = SavedGame(game: GameModel(GameState(board: board, turn: .dark)), modes: .manual)
        var store = AppTestStore()
        store.launch(
            .loaded(saved, from: AppTestStore.source), [],
            screen: Screen(
                board: board, counts: Counts(dark: 1, light: 0), message: .won(.dark),
                modes: .manual, notice: .resumed(from: AppTestStore.source, notApplied: .none),
                recordStart: .givenPosition))
        try store.refuses(.person(.cellSelected(.b1)), .gameOver)
        try store.refuses(.person(.passDismissed), .noPassAlert)
    }
}
