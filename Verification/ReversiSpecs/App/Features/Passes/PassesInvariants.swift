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
