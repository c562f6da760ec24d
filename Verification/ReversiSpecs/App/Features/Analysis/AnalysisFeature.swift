import ReversiApp
import ReversiEngine

extension FeatureSpec {
    /// The game's own analysis (spec 19.3).
    static let analysis = FeatureSpec(
        "analysis",
        stateInvariants: AnalysisInvariants.state, stepInvariants: AnalysisInvariants.step,
        faults: { AnalysisFaults.all },
        situations: AnalysisSituations.all,
        events: { world, events in
            // The analysis asked for, each pending one's progress and answer, and a stale
            // answer (spec 19.3).
            events.append(.person(.analysisRequested))
            for request in world.pendingAnalyses {
                events.append(
                    .world(
                        .analysisProgressed(
                            request.ticket, GameAnalyzer.Progress(done: 1, total: 2))))
                if let analysis = AppSpecification.checkedAnalysis(of: request.game) {
                    events.append(.world(.analysisFinished(request.ticket, analysis)))
                }
            }
            if let analysis = AppSpecification.checkedAnalysis(of: world.app.record.played) {
                events.append(.world(.analysisFinished(world.staleTicket, analysis)))
            }
        },
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
