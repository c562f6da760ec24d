import ReversiApp

extension FeatureSpec {
    /// The launch (spec 8.1, 8.6, 9.1, 12.3, 15.8).
    static let launch = FeatureSpec(
        "launch",
        stepInvariants: [
            AppInvariants.eventsBeforeLaunchIgnored, AppInvariants.launchHappensOnce,
            AppInvariants.unreadableSaveIsANotice, AppInvariants.resumedGameSaysSo,
        ],
        faults: { LaunchFaults.all },
        situations: LaunchSituations.all,
        events: { world, events in events.append(world.launch) },
        eventText: { event in
            guard case .world(.launched(let load, let requested)) = event else { return nil }
            let clock = requested.clock.map { ", clock \($0)" } ?? ""
            let loaded =
                switch load {
                case .noSavedGame:
                    "no saved game (new game \(EventText.describe(requested.newGame)))"
                case .loaded(let saved, _, let version):
                    "saved game: \(EventText.describe(saved))"
                        + (version == .original ? " (an original save)" : "")
                        + (requested.isEmpty ? "" : " (asked for \(EventText.describe(requested)))")
                case .unreadable: "unreadable save"
                case .loadedRecordSetAside(let saved, _):
                    "saved game: \(EventText.describe(saved)), its record set aside"
                case .started(let start, _):
                    "started \(EventText.describe(start)) (new game \(EventText.describe(requested.newGame)))"
                }
            return "launched, \(loaded)\(clock)"
        })
}
