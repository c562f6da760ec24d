import ReversiApp
import ReversiCore

/// A planted fault for each invariant of a move and its animation (spec 3.3, 4.1, 4.2, 5.2, 15.5).
enum MovesFaults {
    static let all: [PlantedFault] = [
        .app(
            AppInvariants.stepPendingExactlyWhileMoveShown,
            "starts a move's animation without scheduling its first step",
            steps: 2,
            reducer: { state, event in
                let (next, effects) = reduce(state, event)
                guard let animation = next.phase.animation, animation.current == 0 else {
                    return (next, effects)
                }
                return (next, effects.filter { $0 != .scheduleAnimationStep(animation.ticket) })
            }),
        .app(
            AppInvariants.selectableAreWhatASelectionPlays,
            "marks the side to move's legal moves as selectable whoever plays it",
            steps: 1, projection: FaultyMachines.marksMovesForAComputer),
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
                guard case .person(.cellSelected) = event, next.phase.isShowingMove else {
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
            AppInvariants.lastMoveIsTheLastPlacement,
            "forgets the last move once its animation has ended",
            // From a new game: a game resumed with its record shows the fault at the launch.
            steps: 4, from: [AppWorld(launchingWith: .noSavedGame)],
            projection: FaultyMachines.marksTheLastMoveOnlyWhileShown),
        .app(
            AppInvariants.noticeStaysUntilThePersonActs,
            "keeps \"a move is being shown: wait\" after the move, as on the game-over screen",
            steps: 5,
            reducer: { state, event in
                let (next, effects) = reduce(state, event)
                guard state.phase.isShowingMove, state.notice?.isRefusal == true,
                    next.notice == nil, case .world = event
                else { return (next, effects) }
                return (next.with(notice: state.notice), effects)
            }),
    ]
}
