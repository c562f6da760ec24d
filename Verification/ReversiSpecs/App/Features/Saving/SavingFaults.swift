import ReversiApp
import ReversiCore

/// A planted fault for each invariant of saving (spec 8.3, 8.6, 15.2).
enum SavingFaults {
    static let all: [PlantedFault] = [
        .app(
            AppInvariants.savedIsTheCurrentGame,
            "writes the modes asked for into the save file of a resumed game",
            // The step rules of saving imply this one (each way a save can be wrong breaks one
            // of them first), so it is checked alone.
            steps: 1, alone: true,
            reducer: { state, event in
                let (next, effects) = reduce(state, event)
                guard case .world(.launched(.loaded(let saved, _, _), let requested)) = event else {
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
        .app(
            AppInvariants.everyChangeIsSaved,
            "a level change is not saved, as before levels were kept",
            steps: 2,
            reducer: { state, event in
                let (next, effects) = reduce(state, event)
                guard case .person(.levelSelected) = event else { return (next, effects) }
                return (next, effects.filter { if case .save = $0 { false } else { true } })
            }),
        .app(
            AppInvariants.saveWritesTheGameAsItStands,
            "saves both clocks full, as the time control alone, not the time left",
            steps: 2,
            reducer: { state, event in
                let (next, effects) = reduce(state, event)
                return (
                    next,
                    effects.map { effect in
                        guard case .save(var saved) = effect else { return effect }
                        saved.clock = saved.clock.map { GameClock($0.control) }
                        return .save(saved)
                    }
                )
            }),
    ]
}
