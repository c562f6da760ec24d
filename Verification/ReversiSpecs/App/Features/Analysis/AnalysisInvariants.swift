import ReversiApp
import ReversiCore
import ReversiEngine
import StateSpace

/// The invariants of the analysis in the game (spec 19.3), stated against the analyses the
/// effects started and the game played; `AppInvariants.state` and `.step` list them.
public enum AnalysisInvariants {
    public typealias StateRule = StateInvariant<AppWorld>
    public typealias StepRule = StepInvariant<AppWorld, Event>

    public static let state: [StateRule] = [analysisIsOfTheGamePlayed]
    public static let step: [StepRule] = [
        askingStartsOneAnalysis, finishedAnalysisIsShown, gameOverStartsItsAnalysis,
        gameChangeDropsItsAnalysis,
    ]

    public static let analysisIsOfTheGamePlayed = StateRule(
        "spec 19.3: an analysis shows as running exactly while one analysis of the game played is searched, and a ready one has a row for each of its plies"
    ) { world in
        let played = world.app.record.played
        switch world.screen?.analysis {
        case .running?:
            return world.pendingAnalyses.map(\.game) == [played]
        case .ready(let analysis)?:
            return world.pendingAnalyses.isEmpty && analysis.moves.count == played.plies.count
        case nil:
            return world.pendingAnalyses.isEmpty
        }
    }

    public static let askingStartsOneAnalysis = StepRule(
        "spec 19.3: asking for the analysis when it may be starts one analysis of the game played, and shows it running"
    ) { step in
        guard step.action == .person(.analysisRequested), refusal(in: step.before) == nil
        else { return true }
        let started = step.after.lastEffects.filter {
            if case .startAnalysis = $0 { true } else { false }
        }
        guard started.count == 1, case .startAnalysis(let game, _)? = started.first else {
            return false
        }
        return game == step.before.app.record.played
            && step.after.screen?.analysis == .running(done: 0, total: 0)
            && AppInvariants.keepsGameAndWork(step)
    }

    public static let finishedAnalysisIsShown = StepRule(
        "spec 19.3: the answer of the pending analysis is shown, and changes nothing else"
    ) { step in
        guard case .world(.analysisFinished(let ticket, let analysis)) = step.action,
            step.before.pendingAnalyses.contains(where: { $0.ticket == ticket }),
            analysis.moves.count == step.before.app.record.played.plies.count
        else { return true }
        return step.after.screen?.analysis == .ready(analysis)
            && step.after.app.game == step.before.app.game && step.after.lastEffects.isEmpty
    }

    public static let gameOverStartsItsAnalysis = StepRule(
        "spec 19.3: the end of a game starts its analysis, unless it is already running or shown"
    ) { step in
        guard step.before.isLaunched, step.before.screen?.finalScore == nil,
            step.after.screen?.finalScore != nil, !step.after.app.record.played.plies.isEmpty
        else { return true }
        return step.after.screen?.analysis != nil
    }

    public static let gameChangeDropsItsAnalysis = StepRule(
        "spec 19.3: a move, a pass, an undo, a redo or a reset drops the analysis of the game before it, and stops its search"
    ) { step in
        let before = step.before.app.record.played
        guard before != step.after.app.record.played else { return true }
        let stillOfTheOldGame = step.after.pendingAnalyses.contains { $0.game == before }
        if case .ready? = step.after.screen?.analysis { return false }
        return !stillOfTheOldGame
    }

    /// Why the analysis cannot be asked for now, the first reason that applies.
    static func refusal(in world: AppWorld) -> Refusal? {
        if world.screen?.resetConfirmation != nil { return .resetQuestionUp }
        if world.app.record.played.plies.isEmpty { return .nothingToAnalyze }
        return world.screen?.analysis == nil ? nil : .analysisAlreadyAsked
    }
}
