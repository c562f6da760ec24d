import ReversiCore
import ReversiEngine
import ReversiSpecs
import Testing

@testable import ReversiApp

@Suite("Spec 10.1, 10.3, 10.4, 10.5: each Computer side's level")
struct LevelTests {
    static let computerDark = PlayerModes(dark: .computer, light: .manual)
    static func levels(dark: Int, light: Int) throws -> SideLevels {
        SideLevels(dark: try #require(Level(dark)), light: try #require(Level(light)))
    }

    @Test("spec 10.1, 10.2: levels run from 0, the random default, to the strongest; no other")
    func onlyValidLevels() {
        #expect(Level(-1) == nil)
        #expect(Level(Level.strongest.number + 1) == nil)
        #expect(Level.all.map(\.number) == Array(0...Level.strongest.number))
        #expect(Level.random.weaker == nil)
        #expect(Level.strongest.stronger == nil)
        #expect(RequestedModes.none.levels(over: .random) == .random)
    }

    @Test("spec 10.2: levels are ordered by strength, each strictly above the one below it")
    func levelsAreOrdered() {
        #expect(Level.all.sorted() == Level.all)
        for (weaker, stronger) in zip(Level.all, Level.all.dropFirst()) {
            #expect(weaker < stronger)
            #expect(!(stronger < weaker))
            #expect(!(weaker < weaker))
        }
    }

    @Test(
        "spec 10.3, 10.5: the levels asked for apply to a new game and are shown; the computer thinks at its side's level"
    )
    func launchWithLevels() throws {
        let moves = try #require(LegalMoves(.initial))
        let levels = try Self.levels(dark: 3, light: 1)
        var store = AppTestStore()
        store.launch(
            .noSavedGame,
            requested: RequestedModes(dark: .computer, light: .manual, levels: Self.asked(levels)),
            [.startThinking(moves, try #require(Level(3)), Ticket(1))],
            screen: Screen(
                board: .initial, counts: Counts(dark: 2, light: 2), message: .turn(.dark),
                modes: Self.computerDark, levels: levels, thinking: .dark))
    }

    @Test(
        "spec 8.6, 10.3: a resumed game keeps its saved levels and clock; a level or a clock asked for at launch applies in place of the saved one"
    )
    func resumedGameKeepsItsLevels() throws {
        let clock = GameClock(
            try #require(TimeControl("5m+3s")),
            remaining: BySide(dark: .seconds(100), light: .milliseconds(42_500)))
        let saved = SavedGame(
            game: .initial, modes: .manual, levels: try Self.levels(dark: 20, light: 7),
            clock: clock)
        let (resumed, effects) = reduce(
            .launching, .world(.launched(.loaded(saved, from: "game.txt"), requested: .none)))
        #expect(effects.isEmpty)
        #expect(resumed.savedGame == saved, "levels and clock as they were saved")
        #expect(resumed.screen?.clock?.remaining == clock.remaining)

        let asked = RequestedModes(
            levels: BySide(dark: nil, light: Level(4)), clock: TimeControl("1m"))
        let (overridden, _) = reduce(
            .launching, .world(.launched(.loaded(saved, from: "game.txt"), requested: asked)))
        #expect(overridden.levels == (try Self.levels(dark: 20, light: 4)))
        #expect(overridden.clock == GameClock(try #require(TimeControl("1m"))))
    }

    @Test(
        "spec 8.6, 10.3, 10.4, 10.5: changing a thinking side's level saves it, cancels its thinking, whose answer is never applied, and thinks again at the new level"
    )
    func levelChangeWhileThinkingRestarts() throws {
        let moves = try #require(LegalMoves(.initial))
        let two = try #require(Level(2))
        var store = AppTestStore(
            launched: .noSavedGame, requested: RequestedModes(dark: .computer, light: .manual))
        try store.send(
            .person(.levelSelected(.dark, two)),
            [
                .save(
                    SavedGame(
                        game: .initial, modes: Self.computerDark,
                        levels: SideLevels(dark: two, light: .random))),
                .cancelThinking(Ticket(1)), .startThinking(moves, two, Ticket(2)),
            ]
        ) { $0.levels.dark = two }
        store.ignores(.world(.computerAnswered(Ticket(1), .f5)))
        try store.send(
            .world(.computerAnswered(Ticket(2), .f5)),
            [
                .save(
                    SavedGame(
                        game: try GameModel.initial.placing(at: .f5).get().next,
                        modes: Self.computerDark,
                        levels: SideLevels(dark: two, light: .random))),
                .scheduleAnimationStep(Ticket(3)),
            ]
        ) {
            $0.thinking = nil
            $0.board[.f5] = .dark
            $0.lastMove = .f5
        }
    }

    @Test(
        "spec 8.6, 10.3: the level of a Computer side that is not thinking changes and is saved; the next thinking uses it"
    )
    func levelChangeWhileNotThinking() throws {
        let four = try #require(Level(4))
        let modes = PlayerModes(dark: .manual, light: .computer)
        var store = AppTestStore(
            launched: .noSavedGame, requested: RequestedModes(dark: .manual, light: .computer))
        try store.send(
            .person(.levelSelected(.light, four)),
            [
                .save(
                    SavedGame(
                        game: .initial, modes: modes,
                        levels: SideLevels(dark: .random, light: four)))
            ]
        ) { $0.levels.light = four }
        let placement = try store.select(.f5, ticket: Ticket(1))
        try store.showSteps([.e5], of: .dark, Ticket(1))
        let lightMoves = try #require(placement.next.legalMoves)
        try store.send(
            .world(.animationStepFinished(Ticket(1))), [.startThinking(lightMoves, four, Ticket(2))]
        ) {
            $0.counts = Counts(dark: 4, light: 1)
            $0.message = .turn(.light)
            $0.thinking = .light
        }
        #expect(store.state.modes == modes)
    }

    @Test(
        "spec 10.3, 15.7: only a Computer side has a level, and a change to the level it has is refused"
    )
    func levelRefusals() throws {
        var store = AppTestStore(
            launched: .noSavedGame, requested: RequestedModes(dark: .computer, light: .manual))
        try store.refuses(.person(.levelSelected(.light, .strongest)), .levelOfManualSide(.light))
        try store.refuses(.person(.levelSelected(.dark, .random)), .alreadyAtLevel(.dark, .random))
    }

    @Test(
        "spec 10.3, 11.2, 11.8: a redo that hands the turn to the computer asks it at its side's level; a reset keeps the levels and forgets the record"
    )
    func redoAndResetKeepTheLevels() throws {
        let three = try #require(Level(3))
        let levels = SideLevels(dark: .random, light: three)
        var (state, _) = reduce(
            .launching,
            .world(
                .launched(
                    .noSavedGame,
                    requested: RequestedModes(
                        dark: .manual, light: .computer, levels: Self.asked(levels)))))
        (state, _) = reduce(state, .person(.cellSelected(try #require(Coordinate("f5")))))
        (state, _) = reduce(state, .person(.undoPressed))
        let effects: [Effect]
        (state, effects) = reduce(state, .person(.redoPressed))
        let moves = try #require(state.game?.legalMoves)
        #expect(moves.disk == .light)
        #expect(effects.contains(.startThinking(moves, three, state.lastTicket)))
        (state, _) = reduce(state, .person(.resetPressed))
        (state, _) = reduce(state, .person(.resetConfirmed))
        #expect(state.levels == levels)
        #expect(state.screen?.levels == levels)
        #expect(state.record == GameRecord(from: .initial))
    }

    /// Both levels, as asked for at launch.
    static func asked(_ levels: SideLevels) -> BySide<Level?> {
        BySide(dark: levels.dark, light: levels.light)
    }
}
