import ReversiApp
import ReversiCore

/// A planted fault for each invariant of the analysis in the game (spec 19.3).
enum AnalysisFaults {
    static let all: [PlantedFault] = [
        .app(
            AnalysisInvariants.analysisIsOfTheGamePlayed,
            "shows an analysis running before any is asked",
            steps: 1,
            projection: { state in
                guard var screen = state.screen, screen.analysis == nil else { return state.screen }
                screen.analysis = .running(done: 0, total: 0)
                return screen
            }),
        .app(
            AnalysisInvariants.askingStartsOneAnalysis,
            "asking for the analysis starts it twice",
            steps: 2,
            reducer: { state, event in
                let (next, effects) = reduce(state, event)
                guard event == .person(.analysisRequested) else { return (next, effects) }
                return (
                    next,
                    effects + effects.filter { if case .startAnalysis = $0 { true } else { false } }
                )
            }),
        .app(
            AnalysisInvariants.finishedAnalysisIsShown,
            "drops the analysis's answer",
            steps: 3,
            reducer: { state, event in
                if case .world(.analysisFinished) = event { return (state, []) }
                return reduce(state, event)
            }),
        .app(
            AnalysisInvariants.gameOverStartsItsAnalysis,
            "the end of the game starts no analysis",
            steps: 5,
            reducer: { state, event in
                let (next, effects) = reduce(state, event)
                guard case .gameOver = next.phase, state.phase != next.phase else {
                    return (next, effects)
                }
                return (
                    next.changing { $0.analysis = nil },
                    effects.filter { if case .startAnalysis = $0 { false } else { true } }
                )
            }),
        .app(
            AnalysisInvariants.gameChangeDropsItsAnalysis,
            "an undo keeps the analysis of the game it left",
            steps: 4,
            reducer: { state, event in
                let (next, effects) = reduce(state, event)
                guard event == .person(.undoPressed), case .ready? = state.analysis else {
                    return (next, effects)
                }
                return (next.changing { $0.analysis = state.analysis }, effects)
            }),
    ]
}
