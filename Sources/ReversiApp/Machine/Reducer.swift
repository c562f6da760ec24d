import ReversiCore

/// The application as one pure function: an event in, the new state and the effects out.
///
/// Every rule of spec sections 2 to 9 that is about *when* something happens lives here; what
/// is legal lives in `GameModel`. An event that does not apply in the current state returns no
/// effects and leaves the state unchanged.
public func reduce(_ state: AppState, _ event: Event) -> (AppState, [Effect]) {
    var next = state
    let effects = next.handle(event)
    return (next, effects)
}

extension AppState {
    /// Applies `event` in place and returns the effects it asks for.
    public mutating func handle(_ event: Event) -> [Effect] {
        switch event {
        case .launched(let load, let newGameModes): launch(load, newGameModes: newGameModes)
        case .cellSelected(let cell): selectCell(cell)
        case .modeSelected(let disk, let mode): selectMode(mode, for: disk)
        case .resetPressed: pressReset()
        case .resetConfirmed: confirmReset()
        case .resetCancelled: cancelReset()
        case .passDismissed: dismissPass()
        case .animationStepFinished(let ticket): finishAnimationStep(ticket)
        case .computerAnswered(let ticket, let cell): receiveAnswer(ticket, cell)
        }
    }

    private mutating func launch(_ load: LoadResult, newGameModes: PlayerModes) -> [Effect] {
        guard case .launching = phase else { return [] }
        var effects: [Effect] = []
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
            effects.append(.reportUnreadableSave(reason))
        }
        effects += [.showModes(modes), .setBoard(game.board), .updateCounts(Counts(game.board))]
        // A loaded must-pass state shows the pass alert again (spec 9): entering the turn is
        // the same path for a loaded game as for a move.
        return effects + enterTurn(game)
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
        return [.hideThinking(moves.disk)] + startAnimation(placement, before: moves.state.board)
    }

    private mutating func startAnimation(
        _ placement: GameModel.Placement, before board: Board
    ) -> [Effect] {
        let ticket = issueTicket()
        let animation = Animation(placement, before: board, ticket: ticket)
        phase = .animating(animation)
        // Saved at once, not after the animation: a crash mid-animation loses nothing.
        return [
            .save(SavedGame(game: placement.next, modes: modes)),
            .animate(animation.steps[0], placement.move.disk, ticket),
        ]
    }

    private mutating func finishAnimationStep(_ ticket: Ticket) -> [Effect] {
        guard case .animating(var animation) = phase, animation.ticket == ticket else {
            return []
        }
        guard animation.isOnLastStep else {
            animation.current += 1
            phase = .animating(animation)
            return [.animate(animation.steps[animation.current], animation.move.disk, ticket)]
        }
        // One count update per move, after its last disk has flipped (spec 5).
        return [.updateCounts(Counts(animation.next.board))] + enterTurn(animation.next)
    }

    /// Starts the turn of `game`'s side to move: thinking for a computer that must place, the
    /// pass alert for a side that must pass (never thinking), the result at the end.
    private mutating func enterTurn(_ game: GameModel) -> [Effect] {
        switch game {
        case .mustPlace(let moves):
            guard modes[moves.disk] == .computer else {
                phase = .awaitingMove(moves, thinking: nil)
                return [.updateMessage(.turn(moves.disk))]
            }
            return [.updateMessage(.turn(moves.disk))] + startThinking(moves)
        case .mustPass(let state):
            phase = .passAlert(state)
            return [.updateMessage(.turn(state.turn)), .showPassAlert]
        case .completed(let board, let outcome):
            phase = .gameOver(board, outcome)
            return [.updateMessage(Message(outcome))]
        }
    }

    private mutating func startThinking(_ moves: LegalMoves) -> [Effect] {
        let ticket = issueTicket()
        phase = .awaitingMove(moves, thinking: ticket)
        return [.showThinking(moves.disk), .startThinking(moves, ticket)]
    }

    private mutating func selectMode(_ mode: PlayerMode, for disk: Disk) -> [Effect] {
        guard modes[disk] != mode, let game else { return [] }
        modes[disk] = mode
        var effects: [Effect] = []
        if case .awaitingMove(let moves, let thinking) = phase, moves.disk == disk {
            switch (mode, thinking) {
            case (.manual, let ticket?):
                // The answer may still arrive; its ticket no longer matches, so it is ignored.
                phase = .awaitingMove(moves, thinking: nil)
                effects += [.cancelThinking(ticket), .hideThinking(disk)]
            case (.computer, nil):
                effects += startThinking(moves)
            default:
                break
            }
        }
        // A side that must pass is never asked to think: switching it to Computer while the
        // pass alert is up only changes the mode (spec 9).
        return [.showModes(modes), .save(SavedGame(game: game, modes: modes))] + effects
    }

    private mutating func pressReset() -> [Effect] {
        guard !confirmingReset, game != nil else { return [] }
        confirmingReset = true
        return [.showResetConfirmation]
    }

    private mutating func cancelReset() -> [Effect] {
        guard confirmingReset else { return [] }
        confirmingReset = false
        return [.hideResetConfirmation]
    }

    private mutating func confirmReset() -> [Effect] {
        guard confirmingReset else { return [] }
        var effects: [Effect] = [.hideResetConfirmation]
        switch phase {
        case .animating(let animation): effects.append(.cancelAnimation(animation.ticket))
        case .awaitingMove(let moves, let ticket?):
            effects += [.cancelThinking(ticket), .hideThinking(moves.disk)]
        case .passAlert: effects.append(.hidePassAlert)
        case .launching, .awaitingMove, .gameOver: break
        }
        confirmingReset = false
        modes = .manual
        let game = GameModel.initial
        effects += [
            .showModes(modes), .setBoard(game.board), .updateCounts(Counts(game.board)),
            .save(SavedGame(game: game, modes: modes)),
        ]
        return effects + enterTurn(game)
    }

    private mutating func dismissPass() -> [Effect] {
        guard !confirmingReset, case .passAlert(let state) = phase,
            case .success(let next) = GameModel.mustPass(state).passing()
        else { return [] }
        return [.hidePassAlert, .save(SavedGame(game: next, modes: modes))] + enterTurn(next)
    }

    private mutating func issueTicket() -> Ticket {
        lastTicket = lastTicket.successor
        return lastTicket
    }
}
