import ReversiCore
import Testing

@testable import ReversiApp

@Suite("Spec 2 and 3: computer players, thinking and its cancellation")
struct ComputerTests {
    static let computerDark = PlayerModes(dark: .computer, light: .manual)

    @Test(
        "spec 3: a computer side that must place thinks, shows its indicator, and its answer is played"
    )
    func computerThinksAndPlays() throws {
        let moves = try #require(LegalMoves(.initial))
        var store = AppTestStore()
        store.send(
            .launched(.noSavedGame, newGameModes: Self.computerDark),
            [
                .showModes(Self.computerDark), .setBoard(.initial),
                .updateCounts(Counts(dark: 2, light: 2)),
                .updateMessage(.turn(.dark)), .showThinking(.dark),
                .startThinking(moves, Ticket(1)),
            ]
        ) {
            $0.modes = Self.computerDark
            $0.phase = .awaitingMove(moves, thinking: Ticket(1))
            $0.lastTicket = Ticket(1)
        }
        #expect(store.screen.thinking == [.dark])
        // User input is not blocked while it thinks: a mode switch of the other side works.
        let lightComputer = PlayerModes(dark: .computer, light: .computer)
        store.send(
            .modeSelected(.light, .computer),
            [
                .showModes(lightComputer),
                .save(SavedGame(game: .mustPlace(moves), modes: lightComputer)),
            ]
        ) { $0.modes = lightComputer }

        let placement = try GameModel.initial.placing(at: .f5).get()
        store.ignores(.computerAnswered(Ticket(1), .a1))  // not a legal cell: never applied
        store.send(
            .computerAnswered(Ticket(1), .f5),
            [
                .hideThinking(.dark), .save(SavedGame(game: placement.next, modes: lightComputer)),
                .animate(.f5, .dark, Ticket(2)),
            ]
        ) {
            $0.phase = .animating(Animation(placement, before: .initial, ticket: Ticket(2)))
            $0.lastTicket = Ticket(2)
        }
        store.send(.animationStepFinished(Ticket(2)), [.animate(.e5, .dark, Ticket(2))]) {
            guard case .animating(var animation) = $0.phase else { return }
            animation.current = 1
            $0.phase = .animating(animation)
        }
        // After the animation, light (now a computer too) starts thinking.
        let lightMoves = try #require(placement.next.legalMoves)
        store.send(
            .animationStepFinished(Ticket(2)),
            [
                .updateCounts(Counts(dark: 4, light: 1)), .updateMessage(.turn(.light)),
                .showThinking(.light), .startThinking(lightMoves, Ticket(3)),
            ]
        ) {
            $0.phase = .awaitingMove(lightMoves, thinking: Ticket(3))
            $0.lastTicket = Ticket(3)
        }
    }

    @Test(
        "spec 3: switching a thinking side to Manual cancels the thinking, hides the indicator at once, and its late answer changes nothing"
    )
    func switchToManualCancelsThinking() throws {
        let moves = try #require(LegalMoves(.initial))
        var store = AppTestStore(launched: .noSavedGame, newGameModes: Self.computerDark)
        store.send(
            .modeSelected(.dark, .manual),
            [
                .showModes(.manual), .save(SavedGame(game: .mustPlace(moves), modes: .manual)),
                .cancelThinking(Ticket(1)), .hideThinking(.dark),
            ]
        ) {
            $0.modes = .manual
            $0.phase = .awaitingMove(moves, thinking: nil)
        }
        #expect(store.screen.thinking.isEmpty)
        store.ignores(.computerAnswered(Ticket(1), .f5))
        // Switching back starts a new request; the first one's answer is still stale.
        store.send(
            .modeSelected(.dark, .computer),
            [
                .showModes(Self.computerDark),
                .save(SavedGame(game: .mustPlace(moves), modes: Self.computerDark)),
                .showThinking(.dark), .startThinking(moves, Ticket(2)),
            ]
        ) {
            $0.modes = Self.computerDark
            $0.phase = .awaitingMove(moves, thinking: Ticket(2))
            $0.lastTicket = Ticket(2)
        }
        store.ignores(.computerAnswered(Ticket(1), .f5))
    }

    @Test(
        "spec 3: switching the side to move to Computer starts its thinking; the side not to move does not think"
    )
    func switchToComputerStartsThinking() throws {
        let moves = try #require(LegalMoves(.initial))
        var store = AppTestStore(launched: .noSavedGame)
        let lightComputer = PlayerModes(dark: .manual, light: .computer)
        store.send(
            .modeSelected(.light, .computer),
            [
                .showModes(lightComputer),
                .save(SavedGame(game: .mustPlace(moves), modes: lightComputer)),
            ]
        ) { $0.modes = lightComputer }
        store.ignores(.modeSelected(.light, .computer))
        let both = PlayerModes(dark: .computer, light: .computer)
        store.send(
            .modeSelected(.dark, .computer),
            [
                .showModes(both), .save(SavedGame(game: .mustPlace(moves), modes: both)),
                .showThinking(.dark), .startThinking(moves, Ticket(1)),
            ]
        ) {
            $0.modes = both
            $0.phase = .awaitingMove(moves, thinking: Ticket(1))
            $0.lastTicket = Ticket(1)
        }
    }

    @Test(
        "spec 3: switching to Computer during an animation starts no thinking until the animation ends"
    )
    func switchToComputerDuringAnimation() throws {
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
        let lightComputer = PlayerModes(dark: .manual, light: .computer)
        store.send(
            .modeSelected(.light, .computer),
            [
                .showModes(lightComputer),
                .save(SavedGame(game: placement.next, modes: lightComputer)),
            ]
        ) { $0.modes = lightComputer }
        store.send(.animationStepFinished(Ticket(1)), [.animate(.d4, .dark, Ticket(1))]) {
            guard case .animating(var animation) = $0.phase else { return }
            animation.current = 1
            $0.phase = .animating(animation)
        }
        let lightMoves = try #require(placement.next.legalMoves)
        store.send(
            .animationStepFinished(Ticket(1)),
            [
                .updateCounts(Counts(dark: 4, light: 1)), .updateMessage(.turn(.light)),
                .showThinking(.light), .startThinking(lightMoves, Ticket(2)),
            ]
        ) {
            $0.phase = .awaitingMove(lightMoves, thinking: Ticket(2))
            $0.lastTicket = Ticket(2)
        }
    }

    @Test(
        "spec 2: a computer side that must pass gets the pass alert at once, with no thinking first; the message shows its turn"
    )
    func computerPassShowsAlertWithoutThinking() throws {
        let passing = Positions.mustPass(.dark)
        let modes = PlayerModes(dark: .computer, light: .manual)
        var store = AppTestStore(
            launched: .loaded(SavedGame(game: GameModel(passing), modes: modes)))
        #expect(store.state.phase == .passAlert(passing))
        #expect(store.screen.passAlert)
        #expect(store.screen.thinking.isEmpty)
        #expect(store.screen.message == .turn(.dark))
        let lightMoves = try #require(LegalMoves(passing.passed))
        store.send(
            .passDismissed,
            [
                .hidePassAlert, .save(SavedGame(game: .mustPlace(lightMoves), modes: modes)),
                .updateMessage(.turn(.light)),
            ]
        ) { $0.phase = .awaitingMove(lightMoves, thinking: nil) }
    }

    @Test(
        "spec 9: switching the passing side to Computer while the pass alert is up starts no thinking; the alert stays"
    )
    func switchPassingSideToComputer() {
        let passing = Positions.mustPass(.dark)
        var store = AppTestStore(
            launched: .loaded(SavedGame(game: GameModel(passing), modes: .manual)))
        let modes = PlayerModes(dark: .computer, light: .manual)
        store.send(
            .modeSelected(.dark, .computer),
            [
                .showModes(modes), .save(SavedGame(game: .mustPass(passing), modes: modes)),
            ]
        ) { $0.modes = modes }
        #expect(store.screen.passAlert)
        store.ignores(.computerAnswered(Ticket(1), .c1))
    }

    @Test("the reference player picks uniformly among legal moves, replayably from its seed")
    func randomPlayerIsSeededAndUniform() throws {
        let moves = try #require(LegalMoves(.initial))
        var first = RandomPlayer(seed: 42)
        var second = RandomPlayer(seed: 42)
        var tally: [Coordinate: Int] = [:]
        for _ in 0..<4000 {
            let move = first.chooseMove(from: moves)
            #expect(move == second.chooseMove(from: moves))
            tally[move.coordinate, default: 0] += 1
        }
        #expect(Set(tally.keys) == [.d3, .c4, .f5, .e6])
        // Each of the four should be near 1000; 850 is over 5 standard deviations away.
        #expect(tally.values.allSatisfy { $0 > 850 })
    }
}
