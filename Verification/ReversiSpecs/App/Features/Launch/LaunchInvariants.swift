import ReversiApp
import ReversiCore
import StateSpace

/// The invariants of the launch (spec 8.1, 8.5, 9.1, 9.3); `AppInvariants.state` and `.step` list them.
extension AppInvariants {
    public static let eventsBeforeLaunchIgnored = StepRule(
        "before launch, every event but the launch is ignored"
    ) { step in
        guard !step.before.isLaunched else { return true }
        if case .world(.launched) = step.action { return step.after.isLaunched }
        return unchanged(step)
    }

    public static let launchHappensOnce = StepRule(
        "a second launch event is ignored"
    ) { step in
        guard step.before.isLaunched, case .world(.launched) = step.action else { return true }
        return unchanged(step)
    }

    public static let unreadableSaveIsANotice = StepRule(
        "spec 8.5: launched from an unreadable save, the screen says why"
    ) { step in
        guard !step.before.isLaunched,
            case .world(.launched(.unreadable(let reason), _)) = step.action
        else { return true }
        return step.after.screen?.notice == .unreadableSave(reason)
    }

    public static let resumedGameSaysSo = StepRule(
        "spec 8.6, 15.8: launched from a saved game, the screen says it was resumed, from where, which modes asked for it does not have, and whether the save was an original one without levels or clock"
    ) { step in
        guard !step.before.isLaunched,
            case .world(.launched(.loaded(let saved, let source, let version), let requested)) =
                step.action
        else { return true }
        var notApplied = RequestedModes.none
        for disk in Disk.allCases where requested[disk].map({ $0 != saved.modes[disk] }) == true {
            notApplied[disk] = requested[disk]
        }
        return step.after.screen?.notice
            == .resumed(from: source, notApplied: notApplied, version: version)
    }
}
