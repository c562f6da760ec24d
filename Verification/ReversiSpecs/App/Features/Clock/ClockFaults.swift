import ReversiApp
import ReversiCore

/// A planted fault for each invariant of the game clock and the thinking shown (spec 16.2,
/// 16.3), explored from the checker's clock game.
enum ClockFaults {
    static let all: [PlantedFault] = [
        .app(
            AppInvariants.thinkingWithinTheClocksShare,
            "asks a computer on a clock to think with no time of its own, as the shell once worked out",
            steps: 2, from: AppSpecification.clockGames,
            reducer: { state, event in
                let (next, effects) = reduce(state, event)
                return (
                    next,
                    effects.map { effect in
                        guard case .startThinking(let moves, let level, let ticket, _) = effect
                        else { return effect }
                        return .startThinking(moves, level, ticket)
                    }
                )
            }),
        .app(
            AppInvariants.clocksShownAreTheTimeLeft,
            "adds the increment to the clock of the side that did not move",
            steps: 2, from: AppSpecification.clockGames,
            projection: { state in
                guard var screen = state.screen, var clock = screen.clock,
                    let animation = state.phase.animation,
                    let control = state.clock?.control
                else { return state.screen }
                clock.remaining[animation.move.disk] -= control.increment
                clock.remaining[animation.move.disk.flipped] += control.increment
                screen.clock = clock
                return screen
            }),
        .app(
            AppInvariants.clockRunsOnlyForTheSideToPlace,
            "keeps the mover's clock running while its move is shown",
            steps: 2, from: AppSpecification.clockGames,
            projection: { state in
                guard var screen = state.screen, let animation = state.phase.animation
                else { return state.screen }
                screen.clock?.running = animation.move.disk
                return screen
            }),
        .app(
            AppInvariants.timeRanOutLoses,
            "still offers an undo after a time-out",
            steps: 2, from: AppSpecification.clockGames,
            projection: { state in
                guard var screen = state.screen, state.lostOnTime != nil else {
                    return state.screen
                }
                screen.canUndo = true
                return screen
            }),
        .app(
            AppInvariants.timeOutEndsTheGameOnce,
            "time passing after a time-out takes play up again",
            steps: 3, from: AppSpecification.clockGames,
            reducer: { state, event in
                guard case .world(.timePassed) = event, case .timeRanOut(let moves) = state.phase
                else { return reduce(state, event) }
                return (
                    state.changing {
                        $0.phase = .awaitingMove(moves, .person)
                        $0.resetConfirmation = nil
                    }, []
                )
            }),
        .app(
            AppInvariants.thoughtShownOnlyWhileThinking,
            "shows a person's turn with the computer's last thought",
            steps: 1, from: AppSpecification.clockGames,
            projection: { state in
                guard var screen = state.screen, let moves = state.selectableMoves else {
                    return state.screen
                }
                screen.thought = AppSpecification.checkedThought(moves[0].coordinate)
                return screen
            }),
        .app(
            AppInvariants.progressShowsTheThought,
            "drops the search's reports",
            steps: 3, from: AppSpecification.clockGames,
            reducer: { state, event in
                if case .world(.thinkingProgressed) = event { return (state, []) }
                return reduce(state, event)
            }),
    ]
}
