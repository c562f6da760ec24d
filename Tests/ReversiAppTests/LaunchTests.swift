import ReversiCore
import Testing

@testable import ReversiApp

@Suite("Spec 8 and 9: launching, with or without a saved game")
struct LaunchTests {
    @Test("with no saved game a new game starts: initial board, dark to move, the given modes")
    func newGame() throws {
        var store = AppTestStore()
        let moves = try #require(LegalMoves(.initial))
        store.send(
            .launched(.noSavedGame, newGameModes: .manual),
            [
                .showModes(.manual), .setBoard(.initial), .updateCounts(Counts(dark: 2, light: 2)),
                .updateMessage(.turn(.dark)),
            ]
        ) { $0.phase = .awaitingMove(moves, thinking: nil) }
        store.ignores(.launched(.noSavedGame, newGameModes: .manual))
    }

    @Test("every event before launch is ignored")
    func beforeLaunch() {
        var store = AppTestStore()
        for event: Event in [
            .cellSelected(.d3), .modeSelected(.dark, .computer), .resetPressed, .resetConfirmed,
            .resetCancelled, .passDismissed, .animationStepFinished(Ticket(1)),
            .computerAnswered(Ticket(1), .d3),
        ] {
            store.ignores(event)
        }
    }

    @Test(
        "a loaded game resumes with its board, turn and modes; a computer to move starts thinking")
    func resumesLoadedGame() throws {
        let state = GameState(board: .initial, turn: .dark)
        let moves = try #require(LegalMoves(state))
        let saved = SavedGame(
            game: .mustPlace(moves), modes: PlayerModes(dark: .computer, light: .manual))
        var store = AppTestStore()
        store.send(
            .launched(.loaded(saved), newGameModes: .manual),
            [
                .showModes(saved.modes), .setBoard(.initial),
                .updateCounts(Counts(dark: 2, light: 2)),
                .updateMessage(.turn(.dark)), .showThinking(.dark),
                .startThinking(moves, Ticket(1)),
            ]
        ) {
            $0.modes = saved.modes
            $0.phase = .awaitingMove(moves, thinking: Ticket(1))
            $0.lastTicket = Ticket(1)
        }
    }

    @Test("an unreadable save is reported and a new game starts with the given modes")
    func unreadableSave() throws {
        var store = AppTestStore()
        let moves = try #require(LegalMoves(.initial))
        let modes = PlayerModes(dark: .manual, light: .computer)
        store.send(
            .launched(.unreadable("bad file"), newGameModes: modes),
            [
                .reportUnreadableSave("bad file"), .showModes(modes), .setBoard(.initial),
                .updateCounts(Counts(dark: 2, light: 2)), .updateMessage(.turn(.dark)),
            ]
        ) {
            $0.modes = modes
            $0.phase = .awaitingMove(moves, thinking: nil)
        }
    }

    @Test(
        "spec 9: a saved must-pass state shows the pass alert again, for each side and mode",
        arguments: [Disk.dark, .light], PlayerMode.allCases)
    func mustPassStateShowsAlert(side: Disk, mode: PlayerMode) throws {
        let state = Positions.mustPass(side)
        var modes = PlayerModes.manual
        modes[side] = mode
        let saved = SavedGame(game: GameModel(state), modes: modes)
        #expect(saved.game == .mustPass(state))
        var store = AppTestStore()
        // No thinking, even for a computer: it is never asked for a move it does not have.
        store.send(
            .launched(.loaded(saved), newGameModes: .manual),
            [
                .showModes(modes), .setBoard(state.board), .updateCounts(Counts(state.board)),
                .updateMessage(.turn(side)), .showPassAlert,
            ]
        ) {
            $0.modes = modes
            $0.phase = .passAlert(state)
        }
        // Dismissing hands the turn to the opponent, who can move: the game is not stuck.
        let passed = try #require(LegalMoves(state.passed))
        store.send(
            .passDismissed,
            [
                .hidePassAlert, .save(SavedGame(game: .mustPlace(passed), modes: modes)),
                .updateMessage(.turn(side.flipped)),
            ]
        ) { $0.phase = .awaitingMove(passed, thinking: nil) }
    }

    @Test("a loaded finished game shows its result and waits")
    func finishedGame() {
        var board = Board.empty
        board[.a1] = .dark
        let state = GameState(board: board, turn: .dark)
        let saved = SavedGame(game: GameModel(state), modes: .manual)
        var store = AppTestStore()
        store.send(
            .launched(.loaded(saved), newGameModes: .manual),
            [
                .showModes(.manual), .setBoard(board), .updateCounts(Counts(dark: 1, light: 0)),
                .updateMessage(.won(.dark)),
            ]
        ) { $0.phase = .gameOver(board, .won(.dark)) }
        store.ignores(.cellSelected(.b1))
        store.ignores(.passDismissed)
    }
}
