import ReversiApp
import ReversiCore

/// A planted fault for each invariant of saving (spec 8.3, 15.2).
enum SavingFaults {
    static let all: [PlantedFault] = [
        .app(
            AppInvariants.savedIsTheCurrentGame,
            "writes the modes asked for into the save file of a resumed game",
            steps: 1,
            reducer: { state, event in
                let (next, effects) = reduce(state, event)
                guard case .world(.launched(.loaded(let saved, _), let requested)) = event else {
                    return (next, effects)
                }
                let modes = PlayerModes(
                    dark: requested.dark ?? saved.modes.dark,
                    light: requested.light ?? saved.modes.light)
                return (next, effects + [.save(SavedGame(game: saved.game, modes: modes))])
            }),
        // Stuck-freedom is implied by the rules above together (each way of being stuck breaks
        // one of them first), so its fault is checked against it alone.
        .app(
            AppInvariants.everyChangeIsSaved,
            "a dismissed pass is not saved",
            steps: 2,
            reducer: { state, event in
                let (next, effects) = reduce(state, event)
                guard event == .person(.passDismissed) else { return (next, effects) }
                return (next, effects.filter { if case .save = $0 { false } else { true } })
            }),
        .app(
            AppInvariants.failedSaveIsANotice,
            "says nothing of a failed save",
            steps: 2, reducer: FaultyMachines.ignoresFailedSaves),
    ]
}
