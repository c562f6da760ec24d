import ReversiApp
import ReversiCore
import ReversiEngine
import StateSpace

/// The invariants of the game clock (spec 16.2) and of the thinking shown (spec 16.3), judged
/// against the world's own `ExpectedClock`; `AppInvariants.state` and `.step` list them.
extension AppInvariants {
    public static let clocksShownAreTheTimeLeft = StateRule(
        "spec 16.2: the clocks shown are each side's base time, less the time that passed while it had to place, plus an increment for each of its moves; none without a time control"
    ) { world in
        guard let screen = world.screen else { return true }
        return screen.clock?.remaining == world.expectedClock?.remaining
    }

    public static let clockRunsOnlyForTheSideToPlace = StateRule(
        "spec 16.2: a clock runs only for the side that must place, never while a move is shown, a pass is due or after the game has ended"
    ) { world in
        guard let screen = world.screen, let expected = world.expectedClock else { return true }
        return screen.clock?.running == expected.running(in: world)
    }

    public static let timeRanOutLoses = StateRule(
        "spec 16.2: a side whose time has run out has lost, and the message says so; nothing more is asked of anyone, no move can be made and no undo or redo is offered"
    ) { world in
        guard let screen = world.screen else { return true }
        guard let loser = world.expectedClock?.lost else {
            if case .lostOnTime = screen.message { return false }
            return true
        }
        return screen.message == .lostOnTime(loser) && screen.selectableMoves == nil
            && world.pendingThinking.isEmpty && world.pendingHints.isEmpty
            && world.pendingAnimationSteps.isEmpty && !screen.canUndo && !screen.canRedo
            && screen.thinking == nil
    }

    public static let timeOutEndsTheGameOnce = StepRule(
        "spec 16.2: a game ends on time only when the running clock runs out, once: afterwards only a confirmed reset starts play again"
    ) { step in
        let lostBefore = step.before.screen?.message.isLostOnTime == true
        let lostAfter = step.after.screen?.message.isLostOnTime == true
        switch (lostBefore, lostAfter) {
        case (false, true):
            if case .world(.timePassed) = step.action { return true }
            return false
        case (true, false): return restarts(step)
        case (true, true): return step.after.app.game == step.before.app.game
        case (false, false): return true
        }
    }

    public static let thoughtShownOnlyWhileThinking = StateRule(
        "spec 16.3: what the computer thinks is shown only while it thinks, and names one of its legal moves"
    ) { world in
        guard let thought = world.screen?.thought else { return true }
        guard let side = world.screen?.thinking, let moves = world.app.game?.legalMoves,
            moves.disk == side
        else { return false }
        return moves.contains(thought.best)
    }

    public static let progressShowsTheThought = StepRule(
        "spec 16.3: a report of the pending thinking shows what it found, and changes nothing else"
    ) { step in
        // Judged for the thinking about the position on the board: thinking left pending about
        // another is a fault the computer's own rules report.
        guard case .world(.thinkingProgressed(let ticket, let thought)) = step.action,
            let request = step.before.pendingThinking.first(where: { $0.ticket == ticket }),
            step.before.animation == nil, request.moves == step.before.app.game?.legalMoves,
            request.moves.contains(thought.best)
        else { return true }
        return step.after.screen?.thought == thought && keepsGameAndWork(step)
            && step.after.lastEffects.isEmpty
    }

    public static let thinkingWithinTheClocksShare = StepRule(
        "spec 16.2: on a clock, a computer is asked to think within the share of its time left the move may take (none without a clock): the machine decides the time"
    ) { step in
        step.after.lastEffects.allSatisfy { effect in
            guard case .startThinking(let moves, _, _, let moveTime) = effect else { return true }
            let expected = step.after.expectedClock.map {
                TimeControl.moveTime(
                    remaining: $0.remaining[moves.disk], increment: $0.control.increment,
                    empties: moves.state.board.emptyCount)
            }
            return moveTime == expected
        }
    }
}

extension Message {
    var isLostOnTime: Bool {
        if case .lostOnTime = self { return true }
        return false
    }

}
