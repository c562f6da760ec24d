import ReversiApp
import ReversiCore
import StateSpace

/// The invariants of modes (spec 3.6, 9.2, 9.3; the levels' are in LevelsInvariants); `AppInvariants.state` and `.step` list them.
extension AppInvariants {
    public static let modesShownAreTheModes = StateRule(
        "spec 3.1, 3.2: the modes shown are the modes"
    ) { world in world.screen.map { $0.modes == world.app.modes } ?? true }

    public static let switchToManualCancelsThinking = StepRule(
        "spec 3.6: switching a thinking side to Manual cancels its thinking and hides the indicator at once"
    ) { step in
        guard case .person(.modeSelected(let disk, .manual)) = step.action,
            let request = step.before.pendingThinking.first(where: { $0.moves.disk == disk })
        else { return true }
        return step.after.screen?.thinking != disk
            && step.after.lastEffects.contains(.cancelThinking(request.ticket))
            && step.after.pendingThinking.isEmpty
    }

    public static let modeSwitchAlwaysTakesEffect = StepRule(
        "spec 3.2: a mode switch takes effect at any time, also during animations and thinking"
    ) { step in
        guard step.before.isLaunched, case .person(.modeSelected(let disk, let mode)) = step.action
        else {
            return true
        }
        return step.after.app.modes[disk] == mode && step.after.screen?.modes[disk] == mode
    }

    public static let modesChangeOnlyBySwitchOrReset = StepRule(
        "spec 3.2: modes change only by a mode switch, a confirmed reset or the launch"
    ) { step in
        guard step.before.isLaunched, step.after.app.modes != step.before.app.modes else {
            return true
        }
        switch step.action {
        case .person(.modeSelected), .person(.resetConfirmed): return true
        default: return false
        }
    }

    public static let requestedModesMakeOnlyANewGame = StepRule(
        "spec 8.1, 15.8: a new game starts with the modes asked for (Manual where none was), a resumed game with its saved modes"
    ) { step in
        guard !step.before.isLaunched, case .world(.launched(let load, let requested)) = step.action
        else { return true }
        let modes = step.after.app.modes
        switch load {
        case .loaded(let saved, _, _), .loadedRecordSetAside(let saved, _):
            return modes == saved.modes
        case .noSavedGame, .unreadable, .started: break
        }
        return modes
            == PlayerModes(dark: requested.dark ?? .manual, light: requested.light ?? .manual)
    }
}
