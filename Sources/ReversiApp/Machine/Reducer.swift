import ReversiCore

/// The application as one pure function: an event in, the new state and the effects out.
///
/// Every rule of the spec that is about *when* something happens lives here; what
/// is legal lives in `GameModel`; what is shown is `AppState.screen`. A person's event that
/// cannot apply now changes nothing but the notice, which says why (spec 15.1); any other
/// event that does not apply (a stale answer, anything before the launch) changes nothing.
/// Neither returns effects. The notice is only ever written here, never read.
public func reduce(_ state: AppState, _ event: Event) -> (AppState, [Effect]) {
    var next = state
    let effects = next.handle(event)
    return (next, effects)
}

extension AppState {
    /// Applies `event` in place and returns the effects it asks for.
    public mutating func handle(_ event: Event) -> [Effect] {
        guard let game else {
            // Nothing is shown before the launch, so nothing is said of an event before it.
            guard case .world(.launched(let load, let requested)) = event else { return [] }
            return launch(load, requested: requested)
        }
        if case .person = event { notice = nil }
        do throws(Refusal) {
            let effects = try apply(event, to: game)
            return effects + dropStaleAnalysis()
        } catch {
            notice = .refused(error)
            return []
        }
    }

    /// Applies an event after the launch, or says why the person's event cannot apply now.
    private mutating func apply(_ event: Event, to game: GameModel) throws(Refusal) -> [Effect] {
        switch event {
        case .person(let event): try apply(event, to: game)
        case .world(let event): apply(event)
        }
    }

    /// The person's events, each to its feature.
    private mutating func apply(_ event: PersonEvent, to game: GameModel) throws(Refusal)
        -> [Effect]
    {
        switch event {
        case .cellSelected(let cell): try selectCell(cell, in: game)
        case .modeSelected(let disk, let mode): try selectMode(mode, for: disk)
        case .levelSelected(let disk, let level): try selectLevel(level, for: disk)
        case .resetPressed: try pressReset()
        case .resetFocusMoved: try moveResetFocus()
        case .resetConfirmed: try confirmReset()
        case .resetCancelled: try cancelReset()
        case .passDismissed: try dismissPass()
        case .undoPressed: try undo()
        case .redoPressed: try redo()
        case .hintRequested: try requestHint(in: game)
        case .analysisRequested: try requestAnalysis()
        case .noticeDismissed: []
        }
    }

    /// The world's reports after the launch, each to its feature. A second launch changes
    /// nothing.
    private mutating func apply(_ event: WorldEvent) -> [Effect] {
        switch event {
        case .launched: []
        case .animationStepFinished(let ticket): finishAnimationStep(ticket)
        case .passPauseFinished(let ticket): endPassPause(ticket)
        case .computerAnswered(let ticket, let cell): receiveAnswer(ticket, cell)
        case .thinkingProgressed(let ticket, let thought): showThought(thought, of: ticket)
        case .hintAnswered(let ticket, let hint): showHint(hint, answering: ticket)
        case .saveFailed(let reason): reportSaveFailure(reason)
        case .timePassed(let elapsed): passTime(elapsed)
        case .analysisProgressed(let ticket, let progress):
            showAnalysisProgress(progress, of: ticket)
        case .analysisFinished(let ticket, let result): showAnalysis(result, of: ticket)
        }
    }

    mutating func issueTicket() -> Ticket {
        lastTicket = lastTicket.successor
        return lastTicket
    }
}
