import ReversiApp
import ReversiCore
import StateSpace

/// The invariants of a move and its animation (spec 3.3, 4.1, 4.2, 5.2, 15.5); `AppInvariants.state` and `.step` list them.
extension AppInvariants {
    public static let stepPendingExactlyWhileMoveShown = StateRule(
        "spec 4.1: an animation step is pending exactly while a move is being shown"
    ) { world in
        guard let animation = world.animation else { return world.pendingAnimationSteps.isEmpty }
        return world.pendingAnimationSteps == [animation.ticket]
    }

    public static let selectableAreWhatASelectionPlays = StateRule(
        "spec 3.3: the cells shown as selectable are exactly those a selection would play: a Manual side's legal moves, with no move shown, no alert up and the game not over"
    ) { world in
        guard let screen = world.screen else { return true }
        return screen.selectableMoves == acceptedMoves(in: world)
    }

    public static let selectionDuringAnimationChangesNothing = StepRule(
        "spec 4.1, 15.1: a selection during an animation changes nothing but the notice"
    ) { step in
        guard step.before.animation != nil, case .person(.cellSelected) = step.action else {
            return true
        }
        return unchanged(step)
    }

    public static let selectionIgnoredUnlessManualLegalMove = StepRule(
        "spec 3.3, 15.1: a selection changes nothing but the notice unless a Manual side to move picks a legal cell with no animation, alert or game end"
    ) { step in
        guard case .person(.cellSelected(let cell)) = step.action else { return true }
        return acceptedMoves(in: step.before)?.contains(cell) == true || unchanged(step)
    }

    public static let legalSelectionStartsItsAnimation = StepRule(
        "spec 3.3, 4.1: a Manual side's legal selection starts its move, showing the placed disk first"
    ) { step in
        guard case .person(.cellSelected(let cell)) = step.action,
            acceptedMoves(in: step.before)?.contains(cell) == true
        else { return true }
        return startsMove(at: cell, step)
    }

    public static let oneDiskPerStepInSpecOrder = StepRule(
        "spec 4.1, 4.2, 9.4: while a move is shown, the board shown changes by exactly the next disk in spec order, once per finished step, and the move ends only once all its disks are shown"
    ) { step in
        guard let before = step.before.screen, let after = step.after.screen else { return true }
        guard let animation = step.after.animation else {
            // A move that ends (not cut short by a reset, an undo or a redo) leaves the board
            // as its last step showed it.
            guard step.before.animation != nil, !jumps(step) else { return true }
            return after.board == before.board
        }
        let continues = step.before.animation?.ticket == animation.ticket
        let finished = step.action == .world(.animationStepFinished(animation.ticket))
        // Any other event leaves the board as it was.
        if continues && !finished { return after.board == before.board }
        let order = specOrder(of: animation)
        let shownBefore = continues ? shownSteps(of: animation, order, on: before.board) : 0
        return shownBefore < order.count
            && after.board == board(animation, order, showing: shownBefore + 1)
    }

    public static let countsChangeOnlyWhenAMoveEnds = StepRule(
        "spec 5.2, 11.4: the counts shown change once per move, when its last disk has been shown, never disk by disk (or at a reset, an undo or a redo)"
    ) { step in
        guard let before = step.before.screen, let after = step.after.screen,
            before.counts != after.counts
        else { return true }
        let endsMove: Bool =
            if let animation = step.before.animation {
                step.after.animation == nil
                    && step.action == .world(.animationStepFinished(animation.ticket))
            } else {
                false
            }
        return endsMove || jumps(step)
    }

    public static let lastMoveIsTheLastPlacement = StepRule(
        "spec 15.5: the last move marked is the cell of the last disk placed: set when a move starts, the record's at the launch, an undo or a redo, cleared by a reset, kept otherwise"
    ) { step in
        guard let after = step.after.screen else { return true }
        // A resumed game marks its record's last disk, a new one nothing.
        guard let before = step.before.screen else {
            return after.lastMove == RecordInvariants.lastPlacement(in: after.record)
        }
        if restarts(step) { return after.lastMove == nil }
        if jumps(step) {
            return after.lastMove == RecordInvariants.lastPlacement(in: after.record)
        }
        if step.before.animation == nil, let animation = step.after.animation {
            return after.lastMove == animation.move.coordinate
        }
        return after.lastMove == before.lastMove
    }
}
