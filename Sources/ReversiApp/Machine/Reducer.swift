import ReversiCore

/// The application as one pure function: an event in, the new state and the effects out.
///
/// Every rule of the spec that is about *when* something happens lives here; what
/// is legal lives in `GameModel`; what is shown is `AppState.screen`. An event that does not
/// apply in the current state changes nothing (but the notice, for the person's events) and
/// returns no effects.
public func reduce(_ state: AppState, _ event: Event) -> (AppState, [Effect]) {
    var next = state
    let effects = next.handle(event)
    return (next, effects)
}

extension AppState {
    /// Applies `event` in place and returns the effects it asks for.
    public mutating func handle(_ event: Event) -> [Effect] {
        if event.comesFromThePerson { notice = nil }
        switch event {
        case .launched(let load, let newGameModes): return launch(load, newGameModes: newGameModes)
        case .cellSelected(let cell): return selectCell(cell)
        case .modeSelected(let disk, let mode): return selectMode(mode, for: disk)
        case .resetPressed: pressReset()
        case .resetFocusMoved: resetConfirmation = resetConfirmation?.other
        case .resetConfirmed: return confirmReset()
        case .resetCancelled: resetConfirmation = nil
        case .passDismissed: return dismissPass()
        case .noticeDismissed: break
        case .animationStepFinished(let ticket): return finishAnimationStep(ticket)
        case .computerAnswered(let ticket, let cell): return receiveAnswer(ticket, cell)
        case .saveFailed(let reason): if isLaunched { notice = .saveFailed(reason) }
        }
        return []
    }

    private mutating func launch(_ load: LoadResult, newGameModes: PlayerModes) -> [Effect] {
        guard !isLaunched else { return [] }
        let game: GameModel
        switch load {
        case .loaded(let saved):
            game = saved.game
            modes = saved.modes
        case .noSavedGame:
            game = .initial
            modes = newGameModes
        case .unreadable(let reason):
            game = .initial
            modes = newGameModes
            notice = .unreadableSave(reason)
        }
        // A loaded must-pass state shows the pass alert again (spec 9.1): entering the turn is
        // the same path for a loaded game as for a move.
        return enterTurn(game)
    }

    private mutating func selectCell(_ cell: Coordinate) -> [Effect] {
        guard let moves = selectableMoves,
            case .success(let placement) = GameModel.mustPlace(moves).placing(at: cell)
        else { return [] }
        return startAnimation(placement, before: moves.state.board)
    }

    private mutating func receiveAnswer(_ ticket: Ticket, _ cell: Coordinate) -> [Effect] {
        guard case .awaitingMove(let moves, thinking: ticket) = phase,
            case .success(let placement) = GameModel.mustPlace(moves).placing(at: cell)
        else { return [] }
        return startAnimation(placement, before: moves.state.board)
    }

    private mutating func startAnimation(
        _ placement: GameModel.Placement, before board: Board
    ) -> [Effect] {
        let ticket = issueTicket()
        phase = .animating(Animation(placement, before: board, ticket: ticket))
        lastMove = placement.move.coordinate
        // Saved at once, not after the animation: a crash mid-animation loses nothing (spec 8.3).
        return [
            .save(SavedGame(game: placement.next, modes: modes)), .scheduleAnimationStep(ticket),
        ]
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
    private mutating func enterTurn(_ game: GameModel) -> [Effect] {
        switch game {
        case .mustPlace(let moves):
            guard modes[moves.disk] == .computer else {
                phase = .awaitingMove(moves, thinking: nil)
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

    private mutating func startThinking(_ moves: LegalMoves) -> [Effect] {
        let ticket = issueTicket()
        phase = .awaitingMove(moves, thinking: ticket)
        return [.startThinking(moves, ticket)]
    }

    private mutating func selectMode(_ mode: PlayerMode, for disk: Disk) -> [Effect] {
        guard modes[disk] != mode, let game else { return [] }
        modes[disk] = mode
        var effects: [Effect] = [.save(SavedGame(game: game, modes: modes))]
        if case .awaitingMove(let moves, let thinking) = phase, moves.disk == disk {
            switch (mode, thinking) {
            case (.manual, let ticket?):
                // The answer may still arrive; its ticket no longer matches, so it is ignored.
                phase = .awaitingMove(moves, thinking: nil)
                effects.append(.cancelThinking(ticket))
            case (.computer, nil):
                effects += startThinking(moves)
            default:
                break
            }
        }
        // A side that must pass is never asked to think: switching it to Computer while the
        // pass alert is up only changes the mode (spec 9.2).
        return effects
    }

    private mutating func pressReset() {
        guard resetConfirmation == nil, isLaunched else { return }
        resetConfirmation = .cancel
    }

    private mutating func confirmReset() -> [Effect] {
        guard resetConfirmation != nil else { return [] }
        var effects: [Effect] = []
        switch phase {
        case .animating(let animation): effects.append(.cancelAnimationStep(animation.ticket))
        case .awaitingMove(_, let ticket?): effects.append(.cancelThinking(ticket))
        case .launching, .awaitingMove, .passAlert, .gameOver: break
        }
        resetConfirmation = nil
        modes = .manual
        lastMove = nil
        return effects + [.save(.initial)] + enterTurn(.initial)
    }

    private mutating func dismissPass() -> [Effect] {
        guard resetConfirmation == nil, case .passAlert(let pass) = phase else { return [] }
        let next = GameModel.mustPlace(pass.afterPass)
        return [.save(SavedGame(game: next, modes: modes))] + enterTurn(next)
    }

    private mutating func issueTicket() -> Ticket {
        lastTicket = lastTicket.successor
        return lastTicket
    }
}
