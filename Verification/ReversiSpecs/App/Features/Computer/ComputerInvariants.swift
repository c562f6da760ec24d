import ReversiApp
import ReversiCore
import StateSpace

/// The invariants of the computer's turn and its thinking shown (spec 2.3, 3.4, 3.5, 3.6, 16.3,
/// 21.2); `AppInvariants.state` and `.step` list them.
extension AppInvariants {
    public static let thinkingOnlyForComputerToPlace = StateRule(
        "spec 2.3, 3.5: only a Computer side that must place, with no move being shown, is shown thinking"
    ) { world in
        guard let side = world.screen?.thinking else { return true }
        return world.app.modes[side] == .computer && world.animation == nil
            && world.app.game?.legalMoves?.disk == side
    }

    public static let computerToPlaceIsThinking = StateRule(
        "spec 3.4, 3.7: a Computer side that must place is shown thinking while no move is being shown"
    ) { world in
        guard world.animation == nil, world.expectedClock?.lost == nil,
            let moves = world.app.game?.legalMoves,
            world.app.modes[moves.disk] == .computer
        else { return true }
        return world.screen?.thinking == moves.disk
    }

    public static let indicatorShowsPendingThinking = StateRule(
        "spec 3.5, 3.6: the thinking indicator shows exactly the side whose thinking is pending"
    ) { world in
        world.pendingThinking.count <= 1
            && world.screen?.thinking == world.pendingThinking.first?.moves.disk
    }

    public static let computerNeverAskedWhenItMustPass = StepRule(
        "spec 2.3, 9.2: a computer is asked to move only for the current position, when it must place"
    ) { step in
        step.after.lastEffects.allSatisfy { effect in
            guard case .startThinking(let moves, _, _, _) = effect else { return true }
            return step.after.app.game == .mustPlace(moves) && step.after.animation == nil
                && step.after.app.modes[moves.disk] == .computer
        }
    }

    public static let answerPlaysTheAnsweredMove = StepRule(
        "spec 3.4: the answer to the pending thinking plays the answered move"
    ) { step in
        guard case .world(.computerAnswered(let ticket, let cell)) = step.action,
            step.before.pendingThinking.contains(where: { $0.ticket == ticket })
        else { return true }
        return startsMove(at: cell, step)
    }

    /// Judged after every step: the checker's states leave out what the thinking has found
    /// (`AppView`), so a report shown makes no new state to judge. A thought shown with none
    /// held is the rule of the thinking shown only while the computer thinks.
    public static let thinkingShowsItsSource = StepRule(
        "spec 16.3, 20.2, 21.2: the screen's thinking line shows the source of the thought the machine holds: a search's depth with its selectivity, or the book"
    ) { step in
        guard let held = step.after.app.thought else { return true }
        return step.after.screen?.thought?.source == held.source
    }
}
