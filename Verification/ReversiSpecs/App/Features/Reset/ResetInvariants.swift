import ReversiApp
import ReversiCore
import StateSpace

/// The invariants of reset with confirmation (spec 7.1, 7.2, 7.3); `AppInvariants.state` and `.step` list them.
extension AppInvariants {
    public static let resetPressedOnlyAsks = StepRule(
        "spec 7.1, 7.2: pressing reset only asks for confirmation, at any time, with the focus on Cancel"
    ) { step in
        guard case .person(.resetPressed) = step.action, var expected = step.before.screen else {
            return true
        }
        expected.notice = step.after.screen?.notice  // the notice rules judge it
        if expected.resetConfirmation == nil {
            expected.resetConfirmation = .cancel
            expected.selectableMoves = nil
        }
        return step.after.screen == expected && keepsGameAndWork(step)
    }

    public static let resetFocusMovesOnlyByThePerson = StepRule(
        "spec 7.2: the reset confirmation's focus moves to the other button exactly when the person moves it, and only while the confirmation is up"
    ) { step in
        let moved = step.action == .person(.resetFocusMoved)
        guard let before = step.before.screen?.resetConfirmation,
            let after = step.after.screen?.resetConfirmation
        else { return !moved || unchanged(step) }
        return (before != after) == moved && (!moved || keepsGameAndWork(step))
    }

    public static let resetCancelledChangesNothing = StepRule(
        "spec 7.2: cancelling the reset changes nothing but closing the confirmation"
    ) { step in
        guard case .person(.resetCancelled) = step.action, var expected = step.before.screen else {
            return true
        }
        expected.notice = step.after.screen?.notice  // the notice rules judge it
        expected.resetConfirmation = nil
        // Closing the confirmation gives the selections back (their rule is spec 3.3's).
        expected.selectableMoves = step.after.screen?.selectableMoves
        return step.after.screen == expected && keepsGameAndWork(step)
            && step.after.app.modes == step.before.app.modes
    }

    public static let resetConfirmedRestartsCleanly = StepRule(
        "spec 7.3, 10.3, 16.2: a confirmed reset stops all work and restarts: initial board, dark to move, both Manual, the levels kept, both clocks full and dark's running"
    ) { step in
        guard restarts(step), let levels = step.before.screen?.levels else { return true }
        let world = step.after
        return world.pendingThinking.isEmpty && world.pendingHints.isEmpty
            && world.pendingAnimationSteps.isEmpty && world.app.game == .initial
            && world.app.modes == .manual
            && world.saved?.withoutTimes
                == SavedGame(
                    game: .initial, modes: .manual, levels: levels,
                    clock: world.app.clock.map { GameClock($0.control) })
            && world.screen
                == Screen(
                    board: .initial, counts: Counts(dark: 2, light: 2), message: .turn(.dark),
                    modes: .manual, levels: levels, selectableMoves: LegalMoves(.initial),
                    clock: step.before.screen?.clock.map { before in
                        Screen.ClockFace(
                            remaining: step.after.expectedClock?.remaining ?? before.remaining,
                            running: .dark)
                    })
    }
}
