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
            return try apply(event, to: game)
        } catch {
            notice = .refused(error)
            return []
        }
    }

    /// Applies an event after the launch, or says why the person's event cannot apply now.
    private mutating func apply(_ event: Event, to game: GameModel) throws(Refusal) -> [Effect] {
        switch event {
        case .world(.launched): break  // a second launch changes nothing
        case .person(.cellSelected(let cell)): return try selectCell(cell, in: game)
        case .person(.modeSelected(let disk, let mode)): return try selectMode(mode, for: disk)
        case .person(.levelSelected(let disk, let level)): return try selectLevel(level, for: disk)
        case .person(.resetPressed):
            guard resetConfirmation == nil else { throw .resetQuestionUp }
            resetConfirmation = .cancel
        case .person(.resetFocusMoved): resetConfirmation = try openResetQuestion().other
        case .person(.resetConfirmed):
            _ = try openResetQuestion()
            return confirmReset()
        case .person(.resetCancelled):
            _ = try openResetQuestion()
            resetConfirmation = nil
        case .person(.passDismissed): return try dismissPass()
        case .person(.undoPressed): return try undo()
        case .person(.redoPressed): return try redo()
        case .person(.noticeDismissed): break
        case .world(.animationStepFinished(let ticket)): return finishAnimationStep(ticket)
        case .world(.computerAnswered(let ticket, let cell)): return receiveAnswer(ticket, cell)
        case .person(.hintRequested): return try requestHint(in: game)
        case .world(.hintAnswered(let ticket, let hint)): showHint(hint, answering: ticket)
        case .world(.saveFailed(let reason)): notice = .saveFailed(reason)
        }
        return []
    }

    private mutating func launch(_ load: LoadResult, requested: RequestedModes) -> [Effect] {
        levels = requested.levels
        switch load {
        case .loaded(let saved, let source):
            record = GameRecord(saved.record)
            modes = saved.modes
            notice = .resumed(from: source, notApplied: requested.unmet(by: saved.modes))
        case .loadedRecordSetAside(let saved, let reason):
            record = GameRecord(saved.record)
            modes = saved.modes
            notice = .recordSetAside(reason)
        case .started(let start, let setAside):
            record = GameRecord(start.record)
            modes = requested.newGame
            notice = .started(start, setAside: setAside)
        case .noSavedGame:
            modes = requested.newGame
        case .unreadable(let reason):
            modes = requested.newGame
            notice = .unreadableSave(reason)
        }
        // A loaded must-pass state shows the pass alert again (spec 9.1): entering the turn is
        // the same path for a loaded game as for a move.
        return enterTurn(record.current)
    }

    /// A selection plays only for a Manual side to move, on a legal cell, with no move shown
    /// and no alert up (spec 3.3); otherwise it says why, the first reason that applies first
    /// (spec 15.7).
    private mutating func selectCell(_ cell: Coordinate, in game: GameModel) throws(Refusal)
        -> [Effect]
    {
        let moves = try personToPlace(in: game)
        let cancelled = cancelWork()
        do throws(GameModel.Rejection) {
            return cancelled + startAnimation(try record.place(at: cell), before: moves.state.board)
        } catch .occupied {
            throw .occupied(cell, moves)
        } catch {
            throw .flipsNothing(cell, moves)
        }
    }

    /// The moves of a Manual side to move, with no question up and no move shown: when a
    /// person may place or ask for a hint (spec 3.3, 13.1); otherwise why not, the first
    /// reason that applies first (spec 15.7).
    func personToPlace(in game: GameModel) throws(Refusal) -> LegalMoves {
        guard resetConfirmation == nil else { throw .resetQuestionUp }
        if case .animating = phase { throw .moveBeingShown }
        switch game {
        case .completed: throw .gameOver
        case .mustPass(let pass): throw .passAlertUp(pass.disk)
        case .mustPlace(let moves):
            guard modes[moves.disk] == .manual else { throw .computersTurn(moves.disk) }
            return moves
        }
    }

    /// The reset question's focus, if the question is up.
    private func openResetQuestion() throws(Refusal) -> ResetButton {
        guard let focus = resetConfirmation else { throw .noResetQuestion }
        return focus
    }

    private mutating func receiveAnswer(_ ticket: Ticket, _ cell: Coordinate) -> [Effect] {
        guard case .awaitingMove(let moves, .computer(ticket)) = phase,
            let placement = try? record.place(at: cell)
        else { return [] }
        return startAnimation(placement, before: moves.state.board)
    }

    private mutating func startAnimation(
        _ placement: GameModel.Placement, before board: Board
    ) -> [Effect] {
        let ticket = issueTicket()
        phase = .animating(Animation(placement, before: board, ticket: ticket))
        // Saved at once, not after the animation: a crash mid-animation loses nothing (spec 8.3).
        return [save, .scheduleAnimationStep(ticket)]
    }

    private mutating func finishAnimationStep(_ ticket: Ticket) -> [Effect] {
        guard case .animating(var animation) = phase, animation.ticket == ticket else {
            return []
        }
        guard animation.isOnLastStep else {
            animation.current += 1
            phase = .animating(animation)
            return [.scheduleAnimationStep(ticket)]
        }
        // The counts shown change here, once, after the move's last disk (spec 5.2).
        return enterTurn(animation.next)
    }

    /// Starts the turn of `game`'s side to move: thinking for a computer that must place, the
    /// pass alert for a side that must pass (never thinking, spec 2.3), the result at the end.
    mutating func enterTurn(_ game: GameModel) -> [Effect] {
        switch game {
        case .mustPlace(let moves):
            guard modes[moves.disk] == .computer else {
                phase = .awaitingMove(moves, .person)
                return []
            }
            return startThinking(moves)
        case .mustPass(let pass):
            phase = .passAlert(pass)
        case .completed(let finished):
            phase = .gameOver(finished)
        }
        return []
    }

    /// Asks the side to move's computer for a move, at that side's level.
    mutating func startThinking(_ moves: LegalMoves) -> [Effect] {
        let ticket = issueTicket()
        phase = .awaitingMove(moves, .computer(thinking: ticket))
        return [.startThinking(moves, levels[moves.disk], ticket)]
    }

    private mutating func selectMode(_ mode: PlayerMode, for disk: Disk) throws(Refusal)
        -> [Effect]
    {
        guard modes[disk] != mode else { throw .alreadyInMode(disk, mode) }
        modes[disk] = mode
        var effects = [save]
        if case .awaitingMove(let moves, let turn) = phase, moves.disk == disk {
            switch (mode, turn) {
            case (.manual, .computer(let ticket)):
                // The answer may still arrive; its ticket no longer matches, so it is ignored.
                phase = .awaitingMove(moves, .person)
                effects.append(.cancelThinking(ticket))
            case (.computer, .person):
                // The person's hint goes with their turn (spec 13.2).
                effects += cancelWork() + startThinking(moves)
            default:
                break
            }
        }
        // A side that must pass is never asked to think: switching it to Computer while the
        // pass alert is up only changes the mode (spec 9.2).
        return effects
    }

    private mutating func confirmReset() -> [Effect] {
        let effects = cancelWork()
        resetConfirmation = nil
        modes = .manual
        record = GameRecord(from: .initial)
        return effects + [save] + enterTurn(.initial)
    }

    /// Stops the move being shown, the thinking or the hint's search, if any: its report, if
    /// it still comes, carries a ticket nothing waits for (spec 7.3, 11.4, 13.2).
    func cancelWork() -> [Effect] {
        switch phase {
        case .animating(let animation): [.cancelAnimationStep(animation.ticket)]
        case .awaitingMove(_, .computer(let ticket)): [.cancelThinking(ticket)]
        case .awaitingMove(_, .person(.searching(let ticket))): [.cancelHint(ticket)]
        case .launching, .awaitingMove, .passAlert, .gameOver: []
        }
    }

    /// Saving the game as it stands: the record, its game, the modes (spec 8.3, 12.5).
    var save: Effect { .save(SavedGame(record: record.played, modes: modes)) }

    private mutating func dismissPass() throws(Refusal) -> [Effect] {
        guard resetConfirmation == nil else { throw .resetQuestionUp }
        guard case .passAlert = phase, (try? record.play(.pass)) != nil else { throw .noPassAlert }
        return [save] + enterTurn(record.current)
    }

    mutating func issueTicket() -> Ticket {
        lastTicket = lastTicket.successor
        return lastTicket
    }
}
