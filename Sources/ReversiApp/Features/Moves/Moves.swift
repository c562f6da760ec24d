import ReversiCore

/// A move (spec 3.3, 4.1, 5.2): a person's selection or the computer's answer plays it, its
/// disks are shown one step at a time, and the next turn starts after the last.
enum MovesFeature: MachineFeature {
    static func apply(_ event: PersonEvent, to state: inout AppState, in game: GameModel)
        throws(Refusal) -> [Effect]?
    {
        guard case .cellSelected(let cell) = event else { return nil }
        return try state.selectCell(cell, in: game)
    }

    static func apply(_ event: WorldEvent, to state: inout AppState) -> [Effect]? {
        guard case .animationStepFinished(let ticket) = event else { return nil }
        return state.finishAnimationStep(ticket)
    }
}

extension AppState {
    /// A selection plays only for a Manual side to move, on a legal cell, with no move shown
    /// and no alert up (spec 3.3); otherwise it says why, the first reason that applies first
    /// (spec 15.7).
    mutating func selectCell(_ cell: Coordinate, in game: GameModel) throws(Refusal)
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
        if phase.isShowingMove { throw .moveBeingShown }
        if let lostOnTime { throw .timeRanOut(lostOnTime) }
        switch game {
        case .completed: throw .gameOver
        case .mustPass(let pass): throw .passAlertUp(pass.disk)
        case .mustPlace(let moves):
            guard modes[moves.disk] == .manual else { throw .computersTurn(moves.disk) }
            return moves
        }
    }

    mutating func startAnimation(
        _ placement: GameModel.Placement, before board: Board
    ) -> [Effect] {
        let ticket = issueTicket()
        creditMove(by: placement.move.disk)
        phase = .animating(Animation(placement, before: board, ticket: ticket))
        // Saved at once, not after the animation: a crash mid-animation loses nothing (spec 8.3).
        return [save, .scheduleAnimationStep(ticket)]
    }

    mutating func finishAnimationStep(_ ticket: Ticket) -> [Effect] {
        guard var animation = phase.animation, animation.ticket == ticket else {
            return []
        }
        guard animation.isOnLastStep else {
            animation.current += 1
            phase = .animating(animation)
            return [.scheduleAnimationStep(ticket)]
        }
        // A refusal spoke of the moment (a move being shown, the computer's turn); the move's
        // end is another moment, so it goes with it. Other notices wait for the person (spec
        // 15.6).
        if notice?.isRefusal == true { notice = nil }
        // The counts shown change here, once, after the move's last disk (spec 5.2).
        return enterTurn(animation.next)
    }
}
