import ReversiApp
import ReversiCore
import StateSpace

/// The invariants of the pass alert (spec 2.2, 2.3); `AppInvariants.state` and `.step` list them.
extension AppInvariants {
    public static let passAlertExactlyWhenMustPass = StateRule(
        "spec 2.2, 2.5, 9.1: the pass alert is up, for the side to move, exactly when that side must pass and no move is being shown"
    ) { world in
        guard let screen = world.screen else { return true }
        let passing: Disk? =
            if case .mustPass(let pass)? = world.app.game, world.animation == nil {
                pass.state.turn
            } else {
                nil
            }
        return screen.passAlert == passing
    }

    public static let passDismissHandsOverTheTurn = StepRule(
        "spec 2.2, 15.1: dismissing the pass alert hands the turn to the other side; with no alert to dismiss, it changes nothing but the notice"
    ) { step in
        guard case .person(.passDismissed) = step.action else { return true }
        guard let before = step.before.screen, before.passAlert != nil,
            before.resetConfirmation == nil, case .mustPass(let pass)? = step.before.app.game
        else { return unchanged(step) }
        return step.after.app.game == GameModel(pass.state.passed)
            && step.after.screen?.passAlert == nil
    }
}

/// A pass with no person at either side (spec 15.13): the pause that ends it by itself.
extension AppInvariants {
    public static let passPausePendingExactlyWithoutAPerson = StateRule(
        "spec 15.13: a pass's pause is pending exactly while the pass alert is up and no person plays either side"
    ) { world in
        guard let screen = world.screen, screen.passAlert != nil else {
            return world.pendingPassPauses.isEmpty
        }
        return world.pendingPassPauses.count == (world.app.modes.hasNoPerson ? 1 : 0)
    }

    public static let passPauseHandsOverTheTurn = StepRule(
        "spec 2.2, 15.13: the end of a pending pass pause hands the turn to the other side, as a dismissal does"
    ) { step in
        guard case .world(.passPauseFinished(let ticket)) = step.action,
            step.before.isPending(ticket), case .mustPass(let pass)? = step.before.app.game
        else { return true }
        return step.after.app.game == GameModel(pass.state.passed)
            && step.after.screen?.passAlert == nil
    }
}
