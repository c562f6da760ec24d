import ReversiApp
import ReversiCore
import StateSpace

/// The invariants of saving (spec 8.3, 15.2); `AppInvariants.state` and `.step` list them.
extension AppInvariants {
    public static let savedIsTheCurrentGame = StateRule(
        "spec 8.1, 8.3: the last game saved (or loaded) is the current game, once anything was saved"
    ) { world in
        guard world.isLaunched, let saved = world.saved else { return true }
        return saved == world.app.savedGame
    }

    public static let everyChangeIsSaved = StepRule(
        "spec 8.3: every move, pass, mode change and reset is saved in the step that makes it"
    ) { step in
        guard step.before.isLaunched, let saved = step.after.app.savedGame,
            saved != step.before.app.savedGame
        else { return true }
        return step.after.lastEffects.contains(.save(saved))
    }

    public static let failedSaveIsANotice = StepRule(
        "spec 15.2: a failed save is reported on the screen, and the game goes on as before"
    ) { step in
        guard step.before.isLaunched, case .world(.saveFailed(let reason)) = step.action,
            var expected = step.before.screen
        else { return true }
        expected.notice = .saveFailed(reason)
        return step.after.screen == expected && keepsGameAndWork(step)
            && step.after.app.modes == step.before.app.modes
    }
}
