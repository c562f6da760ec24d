import ReversiCore
import Testing

@testable import ReversiApp

@Suite("Spec 3, 4, 5: a manual move, its animation and its count update")
struct ManualPlayTests {
    static let sectionFourBoard =
        (try? Board(
            text: """
                --------
                x-------
                -o------
                --ooo---
                ---ox---
                -----oox
                ---ooo--
                --o-x---
                """)) ?? .empty

    @Test(
        "spec 4 and 5: the move is saved at once, shown disk by disk in spec order, and the counts update once, after the last flip"
    )
    func animationOrderAndOneCountUpdate() throws {
        let before = GameState(board: Self.sectionFourBoard, turn: .dark)
        let moves = try #require(LegalMoves(before))
        var store = AppTestStore(
            launched: .loaded(SavedGame(game: .mustPlace(moves), modes: .manual)))
        let placement = try GameModel.mustPlace(moves).placing(at: .e6).get()
        let ticket = Ticket(1)

        store.send(
            .cellSelected(.e6),
            [
                .save(SavedGame(game: placement.next, modes: .manual)),
                .animate(.e6, .dark, ticket),
            ]
        ) {
            $0.phase = .animating(Animation(placement, before: before.board, ticket: ticket))
            $0.lastTicket = ticket
        }
        #expect(store.screen.counts == Counts(before.board))

        for (index, cell) in [Coordinate.d5, .c4, .b3, .f6, .g6, .e7].enumerated() {
            store.send(.animationStepFinished(ticket), [.animate(cell, .dark, ticket)]) {
                guard case .animating(var animation) = $0.phase else { return }
                animation.current = index + 1
                $0.phase = .animating(animation)
            }
            // The counts on screen do not move disk by disk.
            #expect(store.screen.counts == Counts(before.board))
        }

        let lightMoves = try #require(placement.next.legalMoves)
        store.send(
            .animationStepFinished(ticket),
            [
                .updateCounts(Counts(placement.next.board)), .updateMessage(.turn(.light)),
            ]
        ) { $0.phase = .awaitingMove(lightMoves, thinking: nil) }
        #expect(store.screen.board == placement.next.board)
    }

    @Test(
        "spec 3: a selection is ignored during an animation, and a stale step report changes nothing"
    )
    func selectionIgnoredDuringAnimation() throws {
        var store = AppTestStore(launched: .noSavedGame)
        let placement = try GameModel.initial.placing(at: .d3).get()
        store.send(
            .cellSelected(.d3),
            [
                .save(SavedGame(game: placement.next, modes: .manual)),
                .animate(.d3, .dark, Ticket(1)),
            ]
        ) {
            $0.phase = .animating(Animation(placement, before: .initial, ticket: Ticket(1)))
            $0.lastTicket = Ticket(1)
        }
        // Light's legal cells, and dark's, are both ignored while the animation runs.
        store.ignores(.cellSelected(.c3))
        store.ignores(.cellSelected(.c4))
        store.ignores(.animationStepFinished(Ticket(7)))
        store.ignores(.computerAnswered(Ticket(1), .c3))
        store.ignores(.passDismissed)
    }

    @Test("spec 3: illegal selections are ignored: occupied, flips nothing")
    func illegalSelectionsIgnored() {
        var store = AppTestStore(launched: .noSavedGame)
        store.ignores(.cellSelected(.d4))
        store.ignores(.cellSelected(.e4))
        store.ignores(.cellSelected(.a1))
        store.ignores(.cellSelected(.c3))
    }

    @Test("spec 3: a selection is ignored when the side to move is played by the computer")
    func selectionIgnoredForComputerSide() {
        var store = AppTestStore(
            launched: .noSavedGame, newGameModes: PlayerModes(dark: .computer, light: .manual))
        store.ignores(.cellSelected(.d3))
    }

    @Test(
        "spec 3: a selection is ignored while an alert is up: the reset confirmation, the pass alert"
    )
    func selectionIgnoredUnderAlerts() {
        var store = AppTestStore(launched: .noSavedGame)
        store.send(.resetPressed, [.showResetConfirmation]) { $0.confirmingReset = true }
        store.ignores(.cellSelected(.d3))

        let passing = Positions.mustPass(.dark)
        var alert = AppTestStore(
            launched: .loaded(SavedGame(game: GameModel(passing), modes: .manual)))
        // Dark must pass; light's move c1 is not dark's to make, and no cell is dark's.
        alert.ignores(.cellSelected(.c1))
    }

    @Test(
        "spec 3 and 6: a selection is ignored once the game is over, and the message names the winner"
    )
    func selectionIgnoredAfterGameOver() throws {
        // Light passes, then dark's c1 takes the last disk: dark wins 3-0.
        let passing = Positions.mustPass(.light)
        var store = AppTestStore(
            launched: .loaded(SavedGame(game: GameModel(passing), modes: .manual)))
        let darkMoves = try #require(LegalMoves(passing.passed))
        store.send(
            .passDismissed,
            [
                .hidePassAlert, .save(SavedGame(game: .mustPlace(darkMoves), modes: .manual)),
                .updateMessage(.turn(.dark)),
            ]
        ) { $0.phase = .awaitingMove(darkMoves, thinking: nil) }
        let placement = try GameModel.mustPlace(darkMoves).placing(at: .c1).get()
        store.send(
            .cellSelected(.c1),
            [
                .save(SavedGame(game: placement.next, modes: .manual)),
                .animate(.c1, .dark, Ticket(1)),
            ]
        ) {
            $0.phase = .animating(Animation(placement, before: passing.board, ticket: Ticket(1)))
            $0.lastTicket = Ticket(1)
        }
        store.send(.animationStepFinished(Ticket(1)), [.animate(.b1, .dark, Ticket(1))]) {
            guard case .animating(var animation) = $0.phase else { return }
            animation.current = 1
            $0.phase = .animating(animation)
        }
        guard case .completed(let final, .won(.dark)) = placement.next else {
            Issue.record("expected dark to win, got \(placement.next)")
            return
        }
        store.send(
            .animationStepFinished(Ticket(1)),
            [
                .updateCounts(Counts(dark: 3, light: 0)), .updateMessage(.won(.dark)),
            ]
        ) { $0.phase = .gameOver(final, .won(.dark)) }
        store.ignores(.cellSelected(.d1))
    }

    @Test("spec 6: a tie shows 'Tied' (a message with no disk)")
    func tieMessage() {
        var board = Board.empty
        board[.a1] = .dark
        board[.h8] = .light
        let state = GameState(board: board, turn: .light)
        var store = AppTestStore(
            launched: .loaded(SavedGame(game: GameModel(state), modes: .manual)))
        #expect(store.state.phase == .gameOver(board, .tied))
        #expect(store.screen.message == .tied)
        store.ignores(.cellSelected(.b1))
    }

    @Test(
        "spec 3: the selectable moves are the legal moves of a Manual side to move, and none while an alert is up, a move is shown or the computer plays"
    )
    func selectableMoves() throws {
        var store = AppTestStore(launched: .noSavedGame)
        #expect(store.state.selectableMoves?.coordinates == [.d3, .c4, .f5, .e6])
        store.send(.resetPressed, [.showResetConfirmation]) { $0.confirmingReset = true }
        #expect(store.state.selectableMoves == nil)
        store.send(.resetCancelled, [.hideResetConfirmation]) { $0.confirmingReset = false }
        let placement = try GameModel.initial.placing(at: .d3).get()
        store.send(
            .cellSelected(.d3),
            [
                .save(SavedGame(game: placement.next, modes: .manual)),
                .animate(.d3, .dark, Ticket(1)),
            ]
        ) {
            $0.phase = .animating(Animation(placement, before: .initial, ticket: Ticket(1)))
            $0.lastTicket = Ticket(1)
        }
        #expect(store.state.selectableMoves == nil)

        let computer = AppTestStore(
            launched: .noSavedGame, newGameModes: PlayerModes(dark: .computer, light: .manual))
        #expect(computer.state.selectableMoves == nil)
    }
}
