import ReversiCore
import ReversiSpecs
import Testing

@testable import ReversiApp

@Suite("Spec 3.3, 4.1, 5.2: a manual move, its animation and its count update")
struct ManualPlayTests {
    @Test(
        "spec 4.1, 4.3, 5.2, 8.3: the move is saved at once, shown disk by disk in spec order, and the counts update once, after the last disk"
    )
    func animationOrderAndOneCountUpdate() throws {
        let game = try Positions.specExample.game()
        let moves = try #require(game.legalMoves)
        var store = AppTestStore(resumed: SavedGame(game: game, modes: .manual))
        let placement = try game.placing(at: .e6).get()
        let ticket = Ticket(1)

        try store.send(
            .person(.cellSelected(.e6)),
            [
                .save(SavedGame(game: placement.next, modes: .manual)),
                .scheduleAnimationStep(ticket),
            ]
        ) {
            $0.board[.e6] = .dark
            $0.lastMove = .e6
            $0.selectableMoves = nil
        }
        // One disk a step, and the counts stay those from before the move.
        try store.showSteps([.d5, .c4, .b3, .f6, .g6, .e7], of: .dark, ticket)
        #expect(try store.screen.counts == Counts(moves.state.board))

        let lightMoves = try #require(placement.next.legalMoves)
        try store.send(.world(.animationStepFinished(ticket)), []) {
            $0.counts = Counts(dark: 11, light: 5)
            $0.message = .turn(.light)
            $0.selectableMoves = lightMoves
        }
        #expect(try store.screen.board == placement.next.board)
    }

    @Test(
        "spec 3.3, 4.1, 15.1, 15.7: a selection during an animation is refused, saying a move is being shown; a stale step report changes nothing"
    )
    func selectionRefusedDuringAnimation() throws {
        var store = AppTestStore(launched: .noSavedGame)
        try store.select(.d3, ticket: Ticket(1))
        // Light's legal cells, and dark's, are both refused while the animation runs.
        try store.refuses(.person(.cellSelected(.c3)), .moveBeingShown)
        try store.refuses(.person(.cellSelected(.c4)), .moveBeingShown)
        store.ignores(.world(.animationStepFinished(Ticket(7))))
        store.ignores(.world(.computerAnswered(Ticket(1), .c3)))
        try store.refuses(.person(.passDismissed), .noPassAlert)
    }

    @Test(
        "spec 1.4, 3.3, 15.7: an illegal selection is refused, saying why (taken, or flips nothing), with the legal moves"
    )
    func illegalSelectionsRefused() throws {
        var store = AppTestStore(launched: .noSavedGame)
        let moves = try #require(LegalMoves(.initial))
        try store.refuses(.person(.cellSelected(.d4)), .occupied(.d4, moves))
        try store.refuses(.person(.cellSelected(.e4)), .occupied(.e4, moves))
        try store.refuses(.person(.cellSelected(.a1)), .flipsNothing(.a1, moves))
        try store.refuses(.person(.cellSelected(.c3)), .flipsNothing(.c3, moves))
        // The next event of the person clears the refusal (spec 15.6).
        try store.select(.d3, ticket: Ticket(1))
        #expect(try store.screen.notice == nil)
    }

    @Test(
        "spec 3.3, 15.7: a selection is refused when the side to move is played by the computer"
    )
    func selectionRefusedForComputerSide() throws {
        var store = AppTestStore(
            launched: .noSavedGame, requested: RequestedModes(dark: .computer, light: .manual))
        try store.refuses(.person(.cellSelected(.d3)), .computersTurn(.dark))
    }

    @Test(
        "spec 3.3, 15.7: a selection is refused while an alert is up: the reset confirmation, the pass alert, each named"
    )
    func selectionRefusedUnderAlerts() throws {
        var store = AppTestStore(launched: .noSavedGame)
        try store.send(.person(.resetPressed), []) {
            $0.resetConfirmation = .cancel
            $0.selectableMoves = nil
        }
        try store.refuses(.person(.cellSelected(.d3)), .resetQuestionUp)

        var alert = AppTestStore(
            resumed: SavedGame(game: GameModel(Positions.mustPass(.dark)), modes: .manual)
        )
        // Dark must pass; light's move c1 is not dark's to make, and no cell is dark's.
        #expect(try alert.screen.selectableMoves == nil)
        try alert.refuses(.person(.cellSelected(.c1)), .passAlertUp(.dark))
    }

    @Test(
        "spec 2.5, 3.3, 6.2, 15.7: a selection is refused once the game is over, and the message names the winner"
    )
    func selectionRefusedAfterGameOver() throws {
        // Light passes, then dark's c1 takes the last disk: dark wins 3-0.
        let passing = Positions.mustPass(.light)
        var store = AppTestStore(resumed: SavedGame(game: GameModel(passing), modes: .manual))
        let darkMoves = try #require(LegalMoves(passing.passed))
        try store.send(
            .person(.passDismissed), [.save(SavedGame(game: .mustPlace(darkMoves), modes: .manual))]
        ) {
            $0.passAlert = nil
            $0.message = .turn(.dark)
            $0.selectableMoves = darkMoves
        }
        try store.select(.c1, ticket: Ticket(1))
        try store.showSteps([.b1], of: .dark, Ticket(1))
        // The end of the game starts its analysis (spec 19.3).
        let played = store.state.record.played
        try store.send(
            .world(.animationStepFinished(Ticket(1))), [.startAnalysis(played, Ticket(2))]
        ) {
            $0.counts = Counts(dark: 3, light: 0)
            $0.message = .won(.dark)
            $0.analysis = .running(done: 0, total: 0)
        }
        try store.refuses(.person(.cellSelected(.d1)), .gameOver)
    }

    @Test("spec 2.5, 6.2: a tie shows 'Tied' (a message with no disk)")
    func tieMessage() throws {
        var board = Board.empty
        board[.a1] = .dark
        board[.h8] = .light
        let state = GameState(board: board, turn: .light)
        var store = AppTestStore(resumed: SavedGame(game: GameModel(state), modes: .manual))
        #expect(try store.screen.message == .tied)
        try store.refuses(.person(.cellSelected(.b1)), .gameOver)
    }

    @Test(
        "spec 3.3: the selectable moves are the legal moves of a Manual side to move, and none while an alert is up, a move is shown or the computer plays"
    )
    func selectableMoves() throws {
        var store = AppTestStore(launched: .noSavedGame)
        #expect(try store.screen.selectableMoves?.coordinates == [.d3, .c4, .f5, .e6])
        try store.send(.person(.resetPressed), []) {
            $0.resetConfirmation = .cancel
            $0.selectableMoves = nil
        }
        try store.send(.person(.resetCancelled), []) {
            $0.resetConfirmation = nil
            $0.selectableMoves = LegalMoves(.initial)
        }
        try store.send(
            .person(.cellSelected(.d3)),
            [
                .save(
                    SavedGame(
                        game: try GameModel.initial.placing(at: .d3).get().next, modes: .manual)),
                .scheduleAnimationStep(Ticket(1)),
            ]
        ) {
            $0.board[.d3] = .dark
            $0.lastMove = .d3
            $0.selectableMoves = nil
        }

        let computer = AppTestStore(
            launched: .noSavedGame, requested: RequestedModes(dark: .computer, light: .manual))
        #expect(try computer.screen.selectableMoves == nil)
    }

    @Test(
        "the last move stays marked through the next turn and a pass, and goes with a reset"
    )
    func lastMoveMark() throws {
        // Dark's c1 leaves light without a move while dark still has c8.
        var board = Board.empty
        board[.a1] = .dark
        board[.b1] = .light
        board[.a8] = .dark
        board[.b8] = .light
        var store = AppTestStore(
            resumed:
                SavedGame(game: GameModel(GameState(board: board, turn: .dark)), modes: .manual))
        #expect(try store.screen.lastMove == nil, "a loaded game has no known last move")
        let placement = try store.select(.c1, ticket: Ticket(1))
        try store.showSteps([.b1], of: .dark, Ticket(1))
        try store.send(.world(.animationStepFinished(Ticket(1))), []) {
            $0.counts = Counts(dark: 4, light: 1)
            $0.message = .turn(.light)
            $0.passAlert = .light
        }
        let afterPass = try #require(try placement.next.passing().get().legalMoves)
        try store.send(
            .person(.passDismissed), [.save(SavedGame(game: .mustPlace(afterPass), modes: .manual))]
        ) {
            $0.passAlert = nil
            $0.message = .turn(.dark)
            $0.selectableMoves = afterPass
        }
        #expect(try store.screen.lastMove == .c1)
        try store.send(.person(.resetPressed), []) {
            $0.resetConfirmation = .cancel
            $0.selectableMoves = nil
        }
        try store.send(.person(.resetConfirmed), [.save(.initial)]) {
            $0 = .toPlace(try #require(LegalMoves(.initial)))
        }
    }
}
