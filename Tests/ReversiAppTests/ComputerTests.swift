import ReversiCore
import ReversiSpecs
import Testing

@testable import ReversiApp

@Suite("Spec 2.3, 3.4, 3.5, 3.6, 3.7: computer players, thinking and its cancellation")
struct ComputerTests {
    static let computerDark = PlayerModes(dark: .computer, light: .manual)

    @Test(
        "spec 3.4, 3.5: a computer side that must place thinks, shows its indicator, and its answer is played"
    )
    func computerThinksAndPlays() throws {
        let moves = try #require(LegalMoves(.initial))
        var store = AppTestStore()
        store.launch(
            .noSavedGame, requested: RequestedModes(Self.computerDark),
            [.startThinking(moves, .random, Ticket(1))],
            screen: Screen(
                board: .initial, counts: Counts(dark: 2, light: 2), message: .turn(.dark),
                modes: Self.computerDark, thinking: .dark))
        // User input is not blocked while it thinks: a mode switch of the other side works.
        let bothComputer = PlayerModes(dark: .computer, light: .computer)
        try store.send(
            .person(.modeSelected(.light, .computer)),
            [.save(SavedGame(game: .mustPlace(moves), modes: bothComputer))]
        ) { $0.modes = bothComputer }

        let placement = try GameModel.initial.placing(at: .f5).get()
        store.ignores(.world(.computerAnswered(Ticket(1), .a1)))  // not a legal cell: never applied
        try store.send(
            .world(.computerAnswered(Ticket(1), .f5)),
            [
                .save(SavedGame(game: placement.next, modes: bothComputer)),
                .scheduleAnimationStep(Ticket(2)),
            ]
        ) {
            $0.thinking = nil
            $0.board[.f5] = .dark
            $0.lastMove = .f5
        }
        try store.showSteps([.e5], of: .dark, Ticket(2))
        // After the animation, light (now a computer too) starts thinking.
        let lightMoves = try #require(placement.next.legalMoves)
        try store.send(
            .world(.animationStepFinished(Ticket(2))),
            [.startThinking(lightMoves, .random, Ticket(3))]
        ) {
            $0.counts = Counts(dark: 4, light: 1)
            $0.message = .turn(.light)
            $0.thinking = .light
        }
    }

    @Test(
        "spec 3.6: switching a thinking side to Manual cancels the thinking, hides the indicator at once, and its late answer changes nothing"
    )
    func switchToManualCancelsThinking() throws {
        let moves = try #require(LegalMoves(.initial))
        var store = AppTestStore(
            launched: .noSavedGame, requested: RequestedModes(Self.computerDark))
        try store.send(
            .person(.modeSelected(.dark, .manual)),
            [.save(SavedGame(game: .mustPlace(moves), modes: .manual)), .cancelThinking(Ticket(1))]
        ) {
            $0.modes = .manual
            $0.thinking = nil
            $0.selectableMoves = moves
        }
        store.ignores(.world(.computerAnswered(Ticket(1), .f5)))
        // Switching back starts a new request; the first one's answer is still stale.
        try store.send(
            .person(.modeSelected(.dark, .computer)),
            [
                .save(SavedGame(game: .mustPlace(moves), modes: Self.computerDark)),
                .startThinking(moves, .random, Ticket(2)),
            ]
        ) {
            $0.modes = Self.computerDark
            $0.thinking = .dark
            $0.selectableMoves = nil
        }
        store.ignores(.world(.computerAnswered(Ticket(1), .f5)))
    }

    @Test(
        "spec 3.7: switching the side to move to Computer starts its thinking; the side not to move does not think"
    )
    func switchToComputerStartsThinking() throws {
        let moves = try #require(LegalMoves(.initial))
        var store = AppTestStore(launched: .noSavedGame)
        let lightComputer = PlayerModes(dark: .manual, light: .computer)
        try store.send(
            .person(.modeSelected(.light, .computer)),
            [.save(SavedGame(game: .mustPlace(moves), modes: lightComputer))]
        ) { $0.modes = lightComputer }
        try store.refuses(
            .person(.modeSelected(.light, .computer)), .alreadyInMode(.light, .computer))
        let both = PlayerModes(dark: .computer, light: .computer)
        try store.send(
            .person(.modeSelected(.dark, .computer)),
            [
                .save(SavedGame(game: .mustPlace(moves), modes: both)),
                .startThinking(moves, .random, Ticket(1)),
            ]
        ) {
            $0.modes = both
            $0.thinking = .dark
            $0.selectableMoves = nil
            $0.notice = nil
        }
    }

    @Test(
        "spec 3.2, 3.7: switching to Computer during an animation starts no thinking until the animation ends"
    )
    func switchToComputerDuringAnimation() throws {
        var store = AppTestStore(launched: .noSavedGame)
        let placement = try store.select(.d3, ticket: Ticket(1))
        let lightComputer = PlayerModes(dark: .manual, light: .computer)
        try store.send(
            .person(.modeSelected(.light, .computer)),
            [.save(SavedGame(game: placement.next, modes: lightComputer))]
        ) { $0.modes = lightComputer }
        try store.showSteps([.d4], of: .dark, Ticket(1))
        let lightMoves = try #require(placement.next.legalMoves)
        try store.send(
            .world(.animationStepFinished(Ticket(1))),
            [.startThinking(lightMoves, .random, Ticket(2))]
        ) {
            $0.counts = Counts(dark: 4, light: 1)
            $0.message = .turn(.light)
            $0.thinking = .light
        }
    }

    @Test(
        "spec 2.2, 2.3, 2.4: a computer side that must pass gets the pass alert at once, with no thinking first; the message shows its turn"
    )
    func computerPassShowsAlertWithoutThinking() throws {
        let passing = Positions.mustPass(.dark)
        let modes = PlayerModes(dark: .computer, light: .manual)
        var store = AppTestStore()
        store.launch(
            .loaded(SavedGame(game: GameModel(passing), modes: modes), from: AppTestStore.source),
            [],
            screen: Screen(
                board: passing.board, counts: Counts(passing.board), message: .turn(.dark),
                modes: modes, passAlert: .dark,
                notice: .resumed(from: AppTestStore.source, notApplied: .none),
                recordStart: .givenPosition))
        let lightMoves = try #require(LegalMoves(passing.passed))
        try store.send(
            .person(.passDismissed), [.save(SavedGame(game: .mustPlace(lightMoves), modes: modes))]
        ) {
            $0.notice = nil
            $0.passAlert = nil
            $0.message = .turn(.light)
            $0.selectableMoves = lightMoves
        }
    }

    @Test(
        "spec 9.2: switching the passing side to Computer while the pass alert is up starts no thinking; the alert stays"
    )
    func switchPassingSideToComputer() throws {
        let passing = Positions.mustPass(.dark)
        var store = AppTestStore(resumed: SavedGame(game: GameModel(passing), modes: .manual))
        let modes = PlayerModes(dark: .computer, light: .manual)
        try store.send(
            .person(.modeSelected(.dark, .computer)),
            [.save(SavedGame(game: GameModel(passing), modes: modes))]
        ) { $0.modes = modes }
        #expect(try store.screen.passAlert == .dark)
        store.ignores(.world(.computerAnswered(Ticket(1), .c1)))
    }

    @Test(
        "spec 3.4, 10.1: the reference player picks uniformly among legal moves, replayably from its seed"
    )
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
