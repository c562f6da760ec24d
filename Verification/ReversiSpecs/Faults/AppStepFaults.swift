import ReversiApp
import ReversiCore

/// A planted fault for each step invariant of the application machine: the real `reduce`
/// (or screen) altered in one situation, as a person might have written it.
enum AppStepFaults {
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
                return (FaultyMachines.replacing(state, modes: modes), [])
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
            AppInvariants.selectionDuringAnimationChangesNothing,
            "a selection during a move shows its next disk at once, as a \"hurry up\" would",
            steps: 3, reducer: FaultyMachines.selectionHurriesTheAnimation),
        .app(
            AppInvariants.selectionIgnoredUnlessManualLegalMove,
            "a selection of a legal cell on a thinking computer's turn plays it for the computer",
            steps: 2, reducer: FaultyMachines.selectionPlaysForTheComputer),
        .app(
            AppInvariants.legalSelectionStartsItsAnimation,
            "a person's move starts with its first flip already shown",
            steps: 2,
            reducer: { state, event in
                let (next, effects) = reduce(state, event)
                guard case .person(.cellSelected) = event, case .animating = next.phase else {
                    return (next, effects)
                }
                return (reduce(next, .world(.animationStepFinished(next.lastTicket))).0, effects)
            }),
        .app(
            AppInvariants.oneDiskPerStepInSpecOrder,
            "shows \"left\" before \"lower-left\", as the original app did",
            steps: 3,
            from: [FaultyMachines.lowerLeftAndLeftWorld].compactMap { $0 },
            projection: FaultyMachines.flipsInTheOriginalsOrder),
        .app(
            AppInvariants.countsChangeOnlyWhenAMoveEnds,
            "updates the counts disk by disk, not once the move's last disk is shown",
            steps: 2, projection: FaultyMachines.updatesCountsPerFlip),
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
                    case .animating = state.phase
                else { return reduce(state, event) }
                return (state.with(notice: nil), [])
            }),
        .app(
            AppInvariants.computerNeverAskedWhenItMustPass,
            "a switch to Computer during a move asks the computer at once, for the position after it",
            steps: 3,
            reducer: { state, event in
                let (next, effects) = reduce(state, event)
                guard case .person(.modeSelected(let disk, .computer)) = event,
                    case .animating(let animation) = next.phase,
                    let moves = animation.next.legalMoves, moves.disk == disk
                else { return (next, effects) }
                return (
                    next,
                    effects + [
                        .startThinking(moves, next.levels[disk], Ticket(next.lastTicket.number + 1))
                    ]
                )
            }),
        .app(
            AppInvariants.answerPlaysTheAnsweredMove,
            "plays the first legal move instead of the one the computer answered",
            steps: 2,
            reducer: { state, event in
                guard case .world(.computerAnswered(let ticket, _)) = event,
                    case .awaitingMove(let moves, .computer(ticket)) = state.phase,
                    let first = moves.first
                else { return reduce(state, event) }
                return reduce(state, .world(.computerAnswered(ticket, first.coordinate)))
            }),
        .app(
            AppInvariants.staleWorkChangesNothing,
            "plays an answer of cancelled thinking when its move is legal now",
            steps: 2,
            reducer: { state, event in
                guard case .world(.computerAnswered(_, let cell)) = event,
                    case .awaitingMove(_, .computer(let pending)) = state.phase
                else { return reduce(state, event) }
                return reduce(state, .world(.computerAnswered(pending, cell)))
            }),
        .app(
            AppInvariants.resetPressedOnlyAsks,
            "opens the reset confirmation with the focus on OK",
            steps: 2, reducer: FaultyMachines.focusesOKFirst),
        .app(
            AppInvariants.resetFocusMovesOnlyByThePerson,
            "takes the person's focus moves but never moves the focus",
            steps: 3, reducer: FaultyMachines.ignoresFocusMoves),
        .app(
            AppInvariants.resetCancelledChangesNothing,
            "cancelling the reset also cancels the computer's thinking",
            steps: 3,
            reducer: { state, event in
                let (next, effects) = reduce(state, event)
                guard event == .person(.resetCancelled), state.resetConfirmation != nil,
                    case .awaitingMove(_, .computer(let ticket)) = state.phase
                else { return (next, effects) }
                return (next, effects + [.cancelThinking(ticket)])
            }),
        .app(
            AppInvariants.resetConfirmedRestartsCleanly,
            "a confirmed reset keeps the modes",
            steps: 3,
            reducer: { state, event in
                let (next, effects) = reduce(state, event)
                guard event == .person(.resetConfirmed), state.resetConfirmation != nil else {
                    return (next, effects)
                }
                return (FaultyMachines.replacing(next, modes: state.modes), effects)
            }),
        .app(
            AppInvariants.passDismissHandsOverTheTurn,
            "dismisses the pass alert also while the reset question is up",
            steps: 3, reducer: FaultyMachines.dismissesUnderTheResetQuestion),
        .app(
            AppInvariants.gameChangesOnlyByTheRules,
            "a side switched to Computer under the pass alert passes at once",
            steps: 2,
            reducer: { state, event in
                let (next, effects) = reduce(state, event)
                guard case .person(.modeSelected(_, .computer)) = event,
                    case .passAlert = next.phase
                else {
                    return (next, effects)
                }
                let (passed, passEffects) = reduce(next, .person(.passDismissed))
                return (passed, effects + passEffects)
            }),
        .app(
            AppInvariants.modesChangeOnlyBySwitchOrReset,
            "a failed save sets both sides to Manual, so that nothing more is played unsaved",
            steps: 2,
            reducer: { state, event in
                let (next, effects) = reduce(state, event)
                guard case .world(.saveFailed) = event, case .awaitingMove = next.phase else {
                    return (next, effects)
                }
                return (FaultyMachines.replacing(next, modes: .manual), effects)
            }),
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
            AppInvariants.lastMoveIsTheLastPlacement,
            "forgets the last move once its animation has ended",
            // From a new game: a game resumed with its record shows the fault at the launch.
            steps: 4, from: [AppWorld(launchingWith: .noSavedGame)],
            projection: FaultyMachines.marksTheLastMoveOnlyWhileShown),
        .app(
            AppInvariants.requestedModesMakeOnlyANewGame,
            "resumes a saved game with the modes asked for a new game",
            steps: 1, reducer: FaultyMachines.resumesWithTheRequestedModes),
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
        .app(
            AppInvariants.failedSaveIsANotice,
            "says nothing of a failed save",
            steps: 2, reducer: FaultyMachines.ignoresFailedSaves),
        .app(
            AppInvariants.noticeStaysUntilThePersonActs,
            "keeps a notice after the person has acted",
            steps: 2, reducer: FaultyMachines.keepsTheNotice),
        .app(
            AppInvariants.noticeStaysUntilThePersonActs,
            "reports a stale answer of the computer as if the person had been refused",
            steps: 2, reducer: FaultyMachines.reportsStaleAnswers),
        .app(
            AppInvariants.refusedEventSaysWhy,
            "refuses in silence, as the original app did",
            steps: 2, reducer: FaultyMachines.refusesSilently),
        .app(
            AppInvariants.refusedEventSaysWhy,
            "says that a taken cell flips nothing: the right refusal, the wrong reason",
            steps: 2, reducer: FaultyMachines.callsATakenCellUseless),
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
                return (FaultyMachines.replacing(next, levels: both), effects)
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
                return (FaultyMachines.replacing(state.with(notice: nil), levels: levels), [])
            }),
    ]
}
