import ReversiApp
import ReversiCore
import StateSpace

/// The named situations of the analysis in the game (spec 19.3) that the application check
/// must reach.
enum AnalysisSituations {
    typealias Named = Situation<AppWorld, Event>

    static let all: [Named] = [
        Named("analysis asked") { step in
            step.action == .person(.analysisRequested) && !step.after.pendingAnalyses.isEmpty
                && step.before.pendingAnalyses.isEmpty
        },
        Named("analysis started by the end of the game") { step in
            step.before.isLaunched && step.before.screen?.finalScore == nil
                && step.after.screen?.finalScore != nil && !step.after.pendingAnalyses.isEmpty
        },
        Named("analysis progress shown") { step in
            guard case .world(.analysisProgressed(let ticket, _)) = step.action else {
                return false
            }
            return step.before.pendingAnalyses.contains { $0.ticket == ticket }
        },
        Named("analysis shown") { step in
            guard case .ready? = step.after.screen?.analysis else { return false }
            return step.before.screen?.analysis != step.after.screen?.analysis
        },
        Named("analysis running while the computer thinks") { world in
            !world.after.pendingAnalyses.isEmpty && !world.after.pendingThinking.isEmpty
        },
        Named("running analysis dropped by a move") { step in
            guard case .running? = step.before.screen?.analysis else { return false }
            return step.after.screen?.analysis == nil && step.after.animation != nil
        },
        Named("analysis shown, then dropped by an undo") { step in
            guard step.action == .person(.undoPressed), case .ready? = step.before.screen?.analysis
            else { return false }
            return step.after.screen?.analysis == nil
        },
        Named("analysis refused: already asked") {
            AppSituations.refused($0) == .analysisAlreadyAsked
        },
        Named("analysis refused: nothing to analyse") {
            AppSituations.refused($0) == .nothingToAnalyze
        },
        Named("stale analysis answer ignored") { step in
            guard case .world(.analysisFinished(let ticket, _)) = step.action else { return false }
            return step.before.isLaunched
                && !step.before.pendingAnalyses.contains { $0.ticket == ticket }
        },
    ]
}
