import ReversiApp
import ReversiCore
import ReversiEngine
import Testing

@testable import reversi

/// The game clock and the thinking shown, as the session runs them on a test clock (spec 16.2,
/// 16.3).
@MainActor
@Suite("Spec 16.2, 16.3: the session charges the game clock and shows what the computer thinks")
struct ClockSessionTests {
    let clock = TestClock()

    func session(_ thinker: any Thinker) -> GameSession {
        GameSession(scheduler: clock, thinker: thinker, stepSeconds: 0.25, store: MemoryStore())
    }

    static let oneMinute = TimeControl(base: .seconds(60), increment: .seconds(2))

    @Test(
        "spec 16.2: the running clock is charged as time passes, a move made late comes too late, and a side that runs out loses with its thinking stopped"
    )
    func clockRunsAndRunsOut() throws {
        let thinker = ManualThinker()
        let game = session(thinker)
        game.launch(
            load: .noSavedGame,
            requested: RequestedModes(dark: .manual, light: .computer, clock: Self.oneMinute))
        clock.advance(by: 10)
        #expect(game.state.clock?.remaining.dark == .seconds(50))
        // The selection is charged the time up to it before it is applied.
        clock.advance(by: 0.05)
        game.send(.person(.cellSelected(.f5)))
        #expect(game.state.clock?.remaining.dark == .milliseconds(51_950))
        clock.advance(by: 0.5)
        let request = try #require(thinker.requests.last)
        // The computer is given its share of the clock, and its reports are shown.
        let share = try #require(request.moveTime)
        #expect(share > .zero && share < .seconds(30))
        request.progress(
            Thought(
                .search(SearchDepth(plies: 4), nodes: 900), best: .d6, score: .heuristic(20),
                elapsed: .zero))
        #expect(game.state.screen?.thought?.best == .d6)
        // Light's minute runs out within one tick of the clock.
        clock.advance(by: 59.8)
        #expect(game.state.screen?.message == .turn(.light))
        clock.advance(by: 0.3)
        #expect(game.state.screen?.message == .lostOnTime(.light))
        #expect(request.isCancelled)
        #expect(game.isIdle)
        let lost = game.state
        clock.advance(by: 5)
        request.answer(.d6)
        #expect(game.state == lost)
    }

    @Test("spec 16.3: a report of a search no longer waited for is not shown")
    func staleReportDropped() throws {
        let thinker = ManualThinker()
        let game = session(thinker)
        game.launch(load: .noSavedGame, requested: RequestedModes(dark: .computer, light: .manual))
        let request = try #require(thinker.requests.last)
        game.send(.person(.modeSelected(.dark, .manual)))
        request.progress(
            Thought(
                .search(SearchDepth(plies: 4), nodes: 9), best: .f5, score: .heuristic(0),
                elapsed: .zero))
        #expect(game.state.screen?.thought == nil)
    }

    @Test("spec 16.2: without a clock nothing ticks, and the computer has no time given")
    func noClockNoTicks() throws {
        let thinker = ManualThinker()
        let game = session(thinker)
        game.launch(load: .noSavedGame, requested: RequestedModes(dark: .computer, light: .manual))
        #expect(clock.waiting == 0)
        #expect(try #require(thinker.requests.last).moveTime == nil)
    }

    @Test(
        "spec 16.3: reports reach the screen at most four times a second, the last with the answer")
    func reportsAreThrottled() {
        var reports = ProgressReports(interval: SearchingPlayer.progressInterval)
        func thought(_ milliseconds: Int) -> Thought {
            Thought(
                .search(SearchDepth(plies: 1), nodes: 1), best: .f5, score: .heuristic(0),
                elapsed: .milliseconds(milliseconds))
        }
        var due = reports.due(thought(10))
        #expect(due)
        due = reports.due(thought(100))
        #expect(!due)
        due = reports.due(thought(200))
        #expect(!due)
        #expect(reports.undelivered == thought(200))
        due = reports.due(thought(260))
        #expect(due)
        #expect(reports.undelivered == nil)
    }
}
