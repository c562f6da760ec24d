import ReversiApp
import ReversiCore
import StateSpace

/// The invariants of saving (spec 8.3, 8.6, 15.2); `AppInvariants.state` and `.step` list
/// them.
extension AppInvariants {
    public static let savedIsTheCurrentGame = StateRule(
        "spec 8.1, 8.3, 8.6: the last game saved (or loaded) is the current game, with its modes, levels and time control; only the clock's times may have run on since"
    ) { world in
        guard world.isLaunched, let saved = world.saved, let current = world.app.savedGame
        else { return true }
        return saved.withoutTimes == current.withoutTimes
    }

    public static let everyChangeIsSaved = StepRule(
        "spec 8.3, 8.6: every move, pass, mode change, level change, reset and time-out is saved in the step that makes it, and so is a launch that changes the game loaded"
    ) { step in
        // At the launch, the game loaded is what a change is measured from; a new game is not
        // saved until something changes.
        guard let saved = step.after.app.savedGame,
            let before = step.before.isLaunched ? step.before.app.savedGame : step.before.saved
        else { return true }
        let timedOut = step.before.app.lostOnTime == nil && step.after.app.lostOnTime != nil
        guard saved.withoutTimes != before.withoutTimes || timedOut else { return true }
        // What the save holds is `saveWritesTheGameAsItStands`'s to judge.
        return step.after.lastEffects.contains { if case .save = $0 { true } else { false } }
    }

    public static let saveWritesTheGameAsItStands = StepRule(
        "spec 8.3, 8.6: a step's last save writes the game as it stands after the step, with each side's level and the clock's times then"
    ) { step in
        let saves = step.after.lastEffects.compactMap { effect -> SavedGame? in
            if case .save(let saved) = effect { saved } else { nil }
        }
        return saves.last.map { $0 == step.after.app.savedGame } ?? true
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

extension SavedGame {
    /// The saved game with both clocks full: what a save must keep whenever it is compared,
    /// as time passing changes the clock and is saved only with the next change.
    var withoutTimes: SavedGame {
        var game = self
        game.clock = clock.map { GameClock($0.control) }
        return game
    }
}
