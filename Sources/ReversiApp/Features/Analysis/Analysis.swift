import ReversiCore
import ReversiEngine

/// The analysis in the game (spec 19.3): asked for by the person at any moment, or started by
/// the end of the game; searched in the background like thinking, cancellable, its progress
/// and result shown; dropped, and its search stopped, once the game it analyses is no longer
/// the game played (a move, a pass, an undo, a redo, a reset).
enum AnalysisFeature: MachineFeature {
    static func apply(_ event: PersonEvent, to state: inout AppState, in game: GameModel)
        throws(Refusal) -> [Effect]?
    {
        guard event == .analysisRequested else { return nil }
        return try state.requestAnalysis()
    }

    static func apply(_ event: WorldEvent, to state: inout AppState) -> [Effect]? {
        switch event {
        case .analysisProgressed(let ticket, let progress):
            state.showAnalysisProgress(progress, of: ticket)
        case .analysisFinished(let ticket, let result): state.showAnalysis(result, of: ticket)
        default: nil
        }
    }

    /// Whatever the event, an analysis of a game that is no longer the one played goes.
    static func settle(_ state: inout AppState) -> [Effect] { state.dropStaleAnalysis() }
}

extension AppState {
    /// Starts the analysis of the game played so far; refused under the reset question, before
    /// the first move, and when this game's analysis is already running or shown.
    mutating func requestAnalysis() throws(Refusal) -> [Effect] {
        guard resetConfirmation == nil else { throw .resetQuestionUp }
        guard !record.played.plies.isEmpty else { throw .nothingToAnalyze }
        guard analysis?.game != record.played else { throw .analysisAlreadyAsked }
        return startAnalysis()
    }

    /// Starts the analysis of the game played so far, once the game is over (spec 19.3), unless
    /// it is already running or shown.
    mutating func analyseFinishedGame() -> [Effect] {
        guard analysis?.game != record.played, !record.played.plies.isEmpty else { return [] }
        return startAnalysis()
    }

    private mutating func startAnalysis() -> [Effect] {
        let cancelled = analysis?.ticket.map { [Effect.cancelAnalysis($0)] } ?? []
        let ticket = issueTicket()
        analysis = .running(ticket, game: record.played, done: 0, total: 0)
        return cancelled + [.startAnalysis(record.played, ticket)]
    }

    mutating func showAnalysisProgress(_ progress: GameAnalyzer.Progress, of ticket: Ticket)
        -> [Effect]
    {
        guard case .running(ticket, let game, _, _) = analysis,
            progress.total > 0, (0...progress.total).contains(progress.done)
        else { return [] }
        analysis = .running(ticket, game: game, done: progress.done, total: progress.total)
        return []
    }

    mutating func showAnalysis(_ result: GameAnalysis, of ticket: Ticket) -> [Effect] {
        guard case .running(ticket, let game, _, _) = analysis,
            result.moves.count == game.plies.count
        else { return [] }
        analysis = .ready(game, result)
        return []
    }

    /// Drops an analysis of a game that is no longer the one played, stopping its search.
    mutating func dropStaleAnalysis() -> [Effect] {
        guard let analysis, analysis.game != record.played else { return [] }
        self.analysis = nil
        return analysis.ticket.map { [.cancelAnalysis($0)] } ?? []
    }
}

extension AppState {
    /// The analysis as the screen shows it.
    var analysisShown: Screen.AnalysisShown? {
        switch analysis {
        case .running(_, _, let done, let total)?: .running(done: done, total: total)
        case .ready(_, let result)?: .ready(result)
        case nil: nil
        }
    }
}
