import ReversiApp

extension FeatureSpec {
    /// The game's own analysis (spec 19.3).
    static let analysis = FeatureSpec(
        "analysis",
        stateInvariants: AnalysisInvariants.state, stepInvariants: AnalysisInvariants.step,
        faults: { AnalysisFaults.all },
        situations: AnalysisSituations.all,
        eventText: { event in
            switch event {
            case .person(.analysisRequested): "analysis asked"
            case .world(.analysisProgressed(let ticket, let progress)):
                "analysis \(ticket) reports \(progress.done) of \(progress.total)"
            case .world(.analysisFinished(let ticket, let analysis)):
                "analysis \(ticket) done, \(analysis.moves.count) moves"
            default: nil
            }
        },
        effectText: { effect in
            switch effect {
            case .startAnalysis(let game, let ticket):
                "startAnalysis(\(ticket), \(game.plies.count) plies)"
            case .cancelAnalysis(let ticket): "cancelAnalysis(\(ticket))"
            default: nil
            }
        })
}
