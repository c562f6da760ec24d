import ReversiCore
import ReversiEngine
import ReversiSpecs
import Testing

@testable import ReversiApp

@Suite("Spec 19.3: the analysis in the game")
struct AnalysisInGameTests {
    /// An analysis of `game` with every position's first move best, as the checker answers.
    static func analysis(of game: PlayedGame) throws -> GameAnalysis {
        let plan = AnalysisPlan(game, exactEmpties: 0)
        var values: [AnalysisPlan.Key: PositionValue] = [:]
        for search in plan.searches {
            values[search.key] = PositionValue(
                best: search.moves[0].coordinate, score: .heuristic(0), depth: 1)
        }
        return try #require(GameAnalysis(plan, values: values))
    }

    @Test(
        "spec 19.3: asked for, the analysis of the game played runs in the background, shows its progress, then the answer; a stale answer is dropped, and a second request is refused"
    )
    func askedAndShown() throws {
        var store = AppTestStore(launched: .noSavedGame)
        try store.refuses(.person(.analysisRequested), .nothingToAnalyze)
        try store.select(.f5, ticket: Ticket(1))
        try store.showSteps([.e5], of: .dark, Ticket(1))
        let game = store.state.record.played
        try store.send(.person(.analysisRequested), [.startAnalysis(game, Ticket(2))]) {
            $0.analysis = .running(done: 0, total: 0)
            $0.notice = nil
        }
        try store.refuses(.person(.analysisRequested), .analysisAlreadyAsked)
        try store.send(
            .world(.analysisProgressed(Ticket(2), GameAnalyzer.Progress(done: 1, total: 2))), []
        ) { $0.analysis = .running(done: 1, total: 2) }
        let result = try Self.analysis(of: game)
        store.ignores(.world(.analysisFinished(Ticket(7), result)))
        try store.send(.world(.analysisFinished(Ticket(2), result)), []) {
            $0.analysis = .ready(result)
        }
        #expect(store.state.screen?.analysis?.isReady == true)
    }

    @Test("spec 19.3: a move drops the analysis of the game before it and stops its search")
    func moveDropsAnalysis() throws {
        var store = AppTestStore(launched: .noSavedGame)
        try store.select(.f5, ticket: Ticket(1))
        try store.showSteps([.e5], of: .dark, Ticket(1))
        let lightMoves = try #require(store.state.record.current.legalMoves)
        try store.send(.world(.animationStepFinished(Ticket(1))), []) {
            $0.counts = Counts(dark: 4, light: 1)
            $0.message = .turn(.light)
            $0.selectableMoves = lightMoves
        }
        let game = store.state.record.played
        try store.send(.person(.analysisRequested), [.startAnalysis(game, Ticket(2))]) {
            $0.analysis = .running(done: 0, total: 0)
        }
        let (next, effects) = reduce(store.state, .person(.cellSelected(.d6)))
        #expect(effects.contains(.cancelAnalysis(Ticket(2))))
        #expect(next.screen?.analysis == nil)
    }

    @Test("spec 19.3: the end of the game starts its analysis")
    func gameEndStartsAnalysis() throws {
        let position = try #require(StartPositions.darkWinsNext?.state)
        var state = AppState.launching
        (state, _) = reduce(
            state,
            .world(
                .launched(
                    .loaded(SavedGame(game: GameModel(position), modes: .manual), from: "g"),
                    requested: .none)))
        var effects: [Effect] = []
        // The first legal move each turn, passes dismissed,, each move shown to its end.
        for _ in 0..<6 {
            if state.passingSide != nil {
                (state, effects) = reduce(state, .person(.passDismissed))
                continue
            }
            guard let moves = state.selectableMoves else { break }
            (state, effects) = reduce(state, .person(.cellSelected(moves[0].coordinate)))
            while case .animating(let animation) = state.phase {
                (state, effects) = reduce(state, .world(.animationStepFinished(animation.ticket)))
            }
        }
        guard case .gameOver = state.phase else {
            Issue.record("the game did not end: \(state.phase)")
            return
        }
        #expect(effects.contains { if case .startAnalysis = $0 { true } else { false } })
        #expect(state.screen?.analysis == .running(done: 0, total: 0))
    }
}

extension Screen.AnalysisShown {
    fileprivate var isReady: Bool {
        if case .ready = self { return true }
        return false
    }
}
