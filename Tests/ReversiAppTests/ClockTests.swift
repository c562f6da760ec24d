import ReversiCore
import ReversiEngine
import ReversiSpecs
import Testing

@testable import ReversiApp

@Suite("Spec 16.2, 16.3: the game clock and the thinking shown")
struct ClockTests {
    static let fiveMinutesPlusThree = TimeControl(base: .seconds(300), increment: .seconds(3))
    static let personAgainstComputer = PlayerModes(dark: .manual, light: .computer)

    static func clocks(_ dark: Duration, _ light: Duration, running: Disk?) -> Screen.ClockFace {
        Screen.ClockFace(remaining: BySide(dark: dark, light: light), running: running)
    }

    /// A new game on `control`, a person against the computer.
    static func store(_ control: TimeControl = fiveMinutesPlusThree) -> AppTestStore {
        AppTestStore(
            launched: .noSavedGame,
            requested: RequestedModes(dark: .manual, light: .computer, clock: control))
    }

    @Test("spec 16.2: without --time there is no clock, and time passing changes nothing")
    func noClock() {
        var store = AppTestStore(launched: .noSavedGame)
        #expect(store.state.screen?.clock == nil)
        store.ignores(.world(.timePassed(.seconds(10))))
    }

    /// Plays f5 for dark from the initial position and shows its steps, asserting that the
    /// mover gains `increment` with the move and that no clock runs while it is shown.
    static func playF5(
        _ store: inout AppTestStore, increment: Duration, thinking: Bool
    ) throws {
        let placement = try GameModel.initial.placing(at: .f5).get()
        let clock = try #require(store.state.clock)
        let darkBefore = clock.remaining.dark
        let credited = GameClock(
            clock.control,
            remaining: BySide(dark: darkBefore + increment, light: clock.remaining.light))
        try store.send(
            .person(.cellSelected(.f5)),
            [
                .save(SavedGame(game: placement.next, modes: store.state.modes, clock: credited)),
                .scheduleAnimationStep(Ticket(1)),
            ]
        ) {
            $0.board[.f5] = .dark
            $0.lastMove = .f5
            $0.selectableMoves = nil
            $0.clock?.remaining.dark = darkBefore + increment
            $0.clock?.running = nil
        }
        store.ignores(.world(.timePassed(.seconds(5))))
        try store.showSteps([.e5], of: .dark, Ticket(1))
        let lightMoves = try #require(placement.next.legalMoves)
        // The machine gives the move its share of light's time (spec 16.2).
        let share = TimeControl.moveTime(
            remaining: clock.remaining.light, increment: clock.control.increment, empties: 59)
        try store.send(
            .world(.animationStepFinished(Ticket(1))),
            thinking ? [.startThinking(lightMoves, .random, Ticket(2), moveTime: share)] : []
        ) {
            $0.counts = Counts(dark: 4, light: 1)
            $0.message = .turn(.light)
            $0.clock?.running = .light
            if thinking { $0.thinking = .light } else { $0.selectableMoves = lightMoves }
        }
    }

    @Test(
        "spec 16.2: both clocks start full and only the clock of the side to place runs; the mover gains the increment; no clock runs while a move is shown"
    )
    func clockRunsForTheSideToPlace() throws {
        var store = Self.store()
        #expect(try store.screen.clock == Self.clocks(.seconds(300), .seconds(300), running: .dark))
        try store.send(.world(.timePassed(.milliseconds(1500))), []) {
            $0.clock = Self.clocks(.milliseconds(298_500), .seconds(300), running: .dark)
        }
        try Self.playF5(&store, increment: .seconds(3), thinking: true)
        try store.send(.world(.timePassed(.seconds(2))), []) {
            $0.clock?.remaining.light = .seconds(298)
        }
        #expect(
            try store.screen.clock
                == Self.clocks(.milliseconds(301_500), .seconds(298), running: .light))
    }

    @Test(
        "spec 16.2: a side whose time runs out loses once: its thinking stops, the message says so, and moves, hints, undo and redo are refused until a reset starts both clocks again"
    )
    func timeOut() throws {
        let control = TimeControl(base: .seconds(2), increment: .zero)
        var store = Self.store(control)
        try Self.playF5(&store, increment: .zero, thinking: true)
        let game = try #require(store.state.game)
        // Saved with no time left for light, so that the resumed game is lost on time again
        // (spec 8.6).
        let ranOut = GameClock(control, remaining: BySide(dark: .seconds(2), light: .zero))
        try store.send(
            .world(.timePassed(.seconds(3))),
            [
                .cancelThinking(Ticket(2)),
                .save(SavedGame(game: game, modes: Self.personAgainstComputer, clock: ranOut)),
            ]
        ) {
            $0.message = .lostOnTime(.light)
            $0.thinking = nil
            $0.clock = Self.clocks(.seconds(2), .zero, running: nil)
        }
        store.ignores(.world(.timePassed(.seconds(1))))
        store.ignores(.world(.computerAnswered(Ticket(2), .d6)))
        try store.send(
            .person(.modeSelected(.light, .manual)),
            [.save(SavedGame(game: game, modes: .manual, clock: ranOut))]
        ) {
            $0.modes = .manual
        }
        try store.refuses(.person(.cellSelected(.d6)), .timeRanOut(.light))
        try store.refuses(.person(.hintRequested), .timeRanOut(.light))
        try store.refuses(.person(.undoPressed), .timeRanOut(.light))
        try store.refuses(.person(.redoPressed), .timeRanOut(.light))
        #expect(try store.screen.finalScore == nil)
        try store.send(.person(.resetPressed), []) {
            $0.resetConfirmation = .cancel
            $0.notice = nil
        }
        try store.send(
            .person(.resetConfirmed),
            [.save(SavedGame(game: .initial, modes: .manual, clock: GameClock(control)))]
        ) {
            $0 = Screen.toPlace(try #require(LegalMoves(.initial)))
            $0.clock = Self.clocks(.seconds(2), .seconds(2), running: .dark)
        }
    }

    @Test("spec 16.2: undo and redo give no time back; the clock goes on for the side to place")
    func undoGivesNoTimeBack() throws {
        var store = AppTestStore(
            launched: .noSavedGame,
            requested: RequestedModes(
                dark: .manual, light: .manual, clock: Self.fiveMinutesPlusThree))
        try store.send(.world(.timePassed(.seconds(10))), []) {
            $0.clock?.remaining.dark = .seconds(290)
        }
        try Self.playF5(&store, increment: .seconds(3), thinking: false)
        try store.send(.world(.timePassed(.seconds(4))), []) {
            $0.clock?.remaining.light = .seconds(296)
        }
        let (undone, _) = reduce(store.state, .person(.undoPressed))
        #expect(undone.game == .initial)
        #expect(
            undone.screen?.clock == Self.clocks(.seconds(293), .seconds(296), running: .dark))
        let (redone, _) = reduce(undone, .person(.redoPressed))
        #expect(
            redone.screen?.clock == Self.clocks(.seconds(293), .seconds(296), running: .light))
    }

    @Test(
        "spec 16.3: what the pending search found is shown while its computer thinks; a report of another search, or naming no legal move, is dropped; the move ends it"
    )
    func thoughtShown() throws {
        var store = AppTestStore(
            launched: .noSavedGame, requested: RequestedModes(dark: .computer, light: .manual))
        let thought = Thought(
            .search(SearchDepth(plies: 6), nodes: 40_000), best: .f5, continuation: [.d6, .c3],
            score: .heuristic(125), elapsed: .milliseconds(300))
        store.ignores(.world(.thinkingProgressed(Ticket(9), thought)))
        store.ignores(
            .world(
                .thinkingProgressed(
                    Ticket(1),
                    Thought(
                        .search(SearchDepth(plies: 1), nodes: 1), best: .a1, score: .heuristic(0),
                        elapsed: .zero))))
        try store.send(.world(.thinkingProgressed(Ticket(1), thought)), []) { $0.thought = thought }
        #expect(thought.line == [.f5, .d6, .c3])
        try store.send(
            .world(.computerAnswered(Ticket(1), .f5)),
            [
                .save(
                    SavedGame(
                        game: try GameModel.initial.placing(at: .f5).get().next,
                        modes: store.state.modes)),
                .scheduleAnimationStep(Ticket(2)),
            ]
        ) {
            $0.thinking = nil
            $0.thought = nil
            $0.board[.f5] = .dark
            $0.lastMove = .f5
        }
    }
}
