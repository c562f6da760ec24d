import ReversiCore
import ReversiSpecs
import Testing

@testable import ReversiApp

@Suite("Spec 8.1, 8.5, 9.1, 9.2: launching, with or without a saved game")
struct LaunchTests {
    @Test(
        "spec 1.3, 8.1: with no saved game a new game starts: initial board, dark to move, the given modes"
    )
    func newGame() throws {
        var store = AppTestStore()
        let moves = try #require(LegalMoves(.initial))
        store.launch(.noSavedGame, [], screen: .toPlace(moves))
        store.ignores(.launched(.noSavedGame, newGameModes: .manual))
    }

    @Test("every event before launch is ignored")
    func beforeLaunch() {
        var store = AppTestStore()
        for event: Event in [
            .cellSelected(.d3), .modeSelected(.dark, .computer), .resetPressed, .resetFocusMoved,
            .resetConfirmed, .resetCancelled, .passDismissed, .noticeDismissed,
            .animationStepFinished(Ticket(1)), .computerAnswered(Ticket(1), .d3),
            .saveFailed("disk full"),
        ] {
            store.ignores(event)
        }
        #expect(store.state.screen == nil, "nothing to show before launch")
    }

    @Test(
        "spec 8.1: a loaded game resumes with its board, turn and modes; a computer to move starts thinking"
    )
    func resumesLoadedGame() throws {
        let moves = try #require(LegalMoves(.initial))
        let modes = PlayerModes(dark: .computer, light: .manual)
        var store = AppTestStore()
        store.launch(
            .loaded(SavedGame(game: .initial, modes: modes)), [.startThinking(moves, Ticket(1))],
            screen: Screen(
                board: .initial, counts: Counts(dark: 2, light: 2), message: .turn(.dark),
                modes: modes, thinking: .dark))
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
        store.launch(.unreadable("bad file"), newGameModes: modes, [], screen: screen)
        // The world's events leave it; any of the person's, even one that does nothing else,
        // clears it.
        try store.send(.animationStepFinished(Ticket(1)), [])
        try store.send(.cellSelected(.a1), []) { $0.notice = nil }
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
            .loaded(SavedGame(game: GameModel(state), modes: modes)), [],
            screen: Screen(
                board: state.board, counts: Counts(state.board), message: .turn(side),
                modes: modes, passAlert: side))
        // Dismissing hands the turn to the opponent, who can move: the game is not stuck.
        let passed = try #require(LegalMoves(state.passed))
        try store.send(.passDismissed, [.save(SavedGame(game: .mustPlace(passed), modes: modes))]) {
            $0.passAlert = nil
            $0.message = .turn(side.flipped)
            $0.selectableMoves = passed
        }
    }

    @Test("spec 2.5, 6.2: a loaded finished game shows its result and waits")
    func finishedGame() throws {
        var board = Board.empty
        board[.a1] = .dark
        let saved = SavedGame(game: GameModel(GameState(board: board, turn: .dark)), modes: .manual)
        var store = AppTestStore()
        store.launch(
            .loaded(saved), [],
            screen: Screen(
                board: board, counts: Counts(dark: 1, light: 0), message: .won(.dark),
                modes: .manual))
        store.ignores(.cellSelected(.b1))
        store.ignores(.passDismissed)
    }
}
