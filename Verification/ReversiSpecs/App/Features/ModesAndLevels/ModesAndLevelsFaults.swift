import ReversiApp
import ReversiCore
import ReversiEngine

/// A planted fault for each invariant of modes and levels (spec 3.6, 9.2, 9.3, 10.3, 10.4).
enum ModesAndLevelsFaults {
    static let all: [PlantedFault] = [
        .app(
            AppInvariants.modesShownAreTheModes,
            "shows light's mode as dark's and dark's as light's",
            steps: 1,
            projection: { state in
                guard var screen = state.screen else { return nil }
                screen.modes = PlayerModes(dark: screen.modes.light, light: screen.modes.dark)
                return screen
            }),
        .app(
            AppInvariants.switchToManualCancelsThinking,
            "switching a thinking side to Manual lets its thinking run on",
            steps: 2, reducer: FaultyMachines.keepsThinkingAfterSwitchToManual),
        .app(
            AppInvariants.modeSwitchAlwaysTakesEffect,
            "ignores a mode switch while a move is being shown",
            steps: 3,
            reducer: { state, event in
                guard case .person(.modeSelected(let disk, let mode)) = event,
                    state.modes[disk] != mode,
                    state.phase.isShowingMove
                else { return reduce(state, event) }
                return (state.with(notice: nil), [])
            }),
        .app(
            AppInvariants.modesChangeOnlyBySwitchOrReset,
            "a failed save sets both sides to Manual, so that nothing more is played unsaved",
            steps: 2,
            reducer: { state, event in
                let (next, effects) = reduce(state, event)
                guard case .world(.saveFailed) = event, next.phase.movesToPlace != nil else {
                    return (next, effects)
                }
                return (next.changing { $0.modes = .manual }, effects)
            }),
        .app(
            AppInvariants.requestedModesMakeOnlyANewGame,
            "resumes a saved game with the modes asked for a new game",
            steps: 1, reducer: FaultyMachines.resumesWithTheRequestedModes),
        .app(
            AppInvariants.levelsShownAreTheLevels,
            "shows each side's level on the other side",
            steps: 1,
            // Launched with different levels: a level changed later makes no new world, since
            // the check merges worlds that differ only by their levels.
            from: [
                AppWorld(
                    launchingWith: .noSavedGame,
                    requested: RequestedModes(
                        dark: .computer, light: .manual,
                        levels: BySide(dark: Level.all[1], light: .random)))
            ],
            projection: { state in
                guard var screen = state.screen else { return nil }
                screen.levels = SideLevels(dark: state.levels.light, light: state.levels.dark)
                return screen
            }),
        .app(
            AppInvariants.thinkingAtTheSidesLevel,
            "asks every computer to think at level 0, whatever its side's level",
            steps: 2, reducer: FaultyMachines.thinksAtLevelZero),
        .app(
            AppInvariants.levelChangesOnlyByThePerson,
            "a new level for one side is given to both",
            steps: 2,
            reducer: { state, event in
                let (next, effects) = reduce(state, event)
                guard case .person(.levelSelected(_, let level)) = event,
                    next.levels != state.levels
                else { return (next, effects) }
                let both = SideLevels(dark: level, light: level)
                let faulty = next.changing { $0.levels = both }
                return (faulty, FaultyMachines.saving(faulty, in: effects))
            }),
        .app(
            AppInvariants.levelChangeRestartsThinking,
            "a new level for a thinking side lets the thinking asked at the old level run on",
            steps: 2,
            reducer: { state, event in
                guard case .person(.levelSelected(let disk, let level)) = event,
                    state.thinkingSide == disk, state.levels[disk] != level
                else { return reduce(state, event) }
                var levels = state.levels
                levels[disk] = level
                let faulty = state.changing {
                    $0.notice = nil
                    $0.levels = levels
                }
                return (faulty, faulty.savedGame.map { [.save($0)] } ?? [])
            }),
    ]
}
