import ReversiApp
import ReversiCore
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
        guard case .world(.thinkingProgressed(let ticket, let thought)) = step.action,
            step.before.isPending(ticket),
            step.before.app.game?.legalMoves?.contains(thought.best) == true
        else { return true }
        return step.after.screen?.thought == thought && keepsGameAndWork(step)
            && step.after.lastEffects.isEmpty
    }
}

extension Message {
    var isLostOnTime: Bool {
        if case .lostOnTime = self { return true }
        return false
    }
}
