import ReversiApp
import ReversiCore

/// A planted fault for each invariant of the launch (spec 8.1, 8.5, 9.1, 9.3).
enum LaunchFaults {
    static let all: [PlantedFault] = [
        .app(
            AppInvariants.eventsBeforeLaunchIgnored,
            "takes a mode chosen before the game has loaded",
            steps: 1,
            reducer: { state, event in
                guard case .launching = state.phase,
                    case .person(.modeSelected(let disk, let mode)) = event
                else { return reduce(state, event) }
                var modes = state.modes
                modes[disk] = mode
                return (state.changing { $0.modes = modes }, [])
            }),
        .app(
            AppInvariants.launchHappensOnce,
            "a second launch event loads the game again",
            steps: 2,
            reducer: { state, event in
                guard case .world(.launched) = event else { return reduce(state, event) }
                return reduce(.launching, event)
            }),
        .app(
            AppInvariants.unreadableSaveIsANotice,
            "says nothing of an unreadable save file",
            steps: 1, reducer: FaultyMachines.hidesTheUnreadableSave),
        .app(
            AppInvariants.resumedGameSaysSo,
            "says nothing of a resumed game",
            steps: 1, reducer: FaultyMachines.hidesTheResumption),
        .app(
            AppInvariants.resumedGameSaysSo,
            "names every mode asked for as not applied, also those the resumed game has",
            steps: 1, reducer: FaultyMachines.namesModesTheGameHas),
    ]
}
