import ReversiApp
import ReversiCore
import ReversiEngine

/// A planted fault for each state invariant of the application machine, most of them in what
/// the screen shows. (The checker judges each step before the state it leads to, so each of
/// these keeps every step rule.)
enum AppStateFaults {
    static let all: [PlantedFault] = [
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
                        levels: SideLevels(dark: Level.all[1], light: .random)))
            ],
            projection: { state in
                guard var screen = state.screen else { return nil }
                screen.levels = SideLevels(dark: state.levels.light, light: state.levels.dark)
                return screen
            }),
        .app(
            AppInvariants.passAlertExactlyWhenMustPass,
            "never shows the pass alert, as the original did after loading a must-pass game",
            steps: 1, projection: FaultyMachines.hidesThePassAlert),
        .app(
            AppInvariants.thinkingOnlyForComputerToPlace,
            "keeps a computer's thinking indicator on while its move is shown",
            steps: 2,
            projection: { state in
                guard var screen = state.screen, case .animating(let animation) = state.phase,
                    state.modes[animation.move.disk] == .computer
                else { return state.screen }
                screen.thinking = animation.move.disk
                return screen
            }),
        .app(
            AppInvariants.computerToPlaceIsThinking,
            "shows a computer thinking only once a move has been made",
            steps: 1,
            projection: { state in
                guard var screen = state.screen, state.lastMove == nil else { return state.screen }
                screen.thinking = nil
                return screen
            }),
        .app(
            AppInvariants.indicatorShowsPendingThinking,
            "dismissing a notice also cancels the pending work, but the machine still thinks",
            steps: 2,
            reducer: { state, event in
                let (next, effects) = reduce(state, event)
                guard event == .person(.noticeDismissed), state.notice != nil,
                    case .awaitingMove(_, .computer(let ticket)) = next.phase
                else { return (next, effects) }
                return (next, effects + [.cancelThinking(ticket)])
            }),
        .app(
            AppInvariants.atMostOneWorkPending,
            "schedules a move's first animation step twice",
            steps: 2,
            reducer: { state, event in
                let (next, effects) = reduce(state, event)
                guard case .animating(let animation) = next.phase,
                    state.phase != next.phase, animation.current == 0
                else { return (next, effects) }
                return (next, effects + [.scheduleAnimationStep(animation.ticket)])
            }),
        .app(
            AppInvariants.stepPendingExactlyWhileMoveShown,
            "starts a move's animation without scheduling its first step",
            steps: 2,
            reducer: { state, event in
                let (next, effects) = reduce(state, event)
                guard case .animating(let animation) = next.phase, animation.current == 0 else {
                    return (next, effects)
                }
                return (next, effects.filter { $0 != .scheduleAnimationStep(animation.ticket) })
            }),
        .app(
            AppInvariants.messageShowsTurnOrResult,
            "names the side to move next while a move is still being shown",
            steps: 2,
            projection: { state in
                guard var screen = state.screen, case .animating(let animation) = state.phase,
                    let next = animation.next.turn
                else { return state.screen }
                screen.message = .turn(next)
                return screen
            }),
        .app(
            AppInvariants.countsShownAreTheBoards,
            "shows light's count as dark's and dark's as light's",
            steps: 1,
            projection: { state in
                guard var screen = state.screen else { return nil }
                screen.counts = Counts(dark: screen.counts.light, light: screen.counts.dark)
                return screen
            }),
        .app(
            AppInvariants.boardShownIsTheGames,
            "draws the board with rows and columns swapped",
            steps: 1,
            projection: { state in
                guard var screen = state.screen else { return nil }
                screen.board = Symmetry.transpose.map(screen.board)
                return screen
            }),
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
            AppInvariants.selectableAreWhatASelectionPlays,
            "marks the side to move's legal moves as selectable whoever plays it",
            steps: 1, projection: FaultyMachines.marksMovesForAComputer),
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
            AppInvariants.neverStuck,
            "never shows the pass alert, so a loaded must-pass game cannot go on",
            steps: 1, alone: true, projection: FaultyMachines.hidesThePassAlert),
    ]
}
