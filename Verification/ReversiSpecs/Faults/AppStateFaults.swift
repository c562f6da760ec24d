import ReversiApp
import ReversiCore
import ReversiEngine

/// A planted fault for each state invariant of the machine as a whole (each feature's are in
/// its folder), most of them in what the screen shows. (The checker judges each step before the state it leads to, so each of
/// these keeps every step rule.)
enum AppStateFaults {
    /// The fault of the rule of the work in flight, checked among the features' (`FeatureSpec.workInFlight`).
    static let workInFlight: [PlantedFault] = [
        .app(
            AppInvariants.atMostOneWorkPending,
            "schedules a move's first animation step twice",
            steps: 2,
            reducer: { state, event in
                let (next, effects) = reduce(state, event)
                guard let animation = next.phase.animation,
                    state.phase != next.phase, animation.current == 0
                else { return (next, effects) }
                return (next, effects + [.scheduleAnimationStep(animation.ticket)])
            })
    ]

    static let all: [PlantedFault] = [
        .app(
            AppInvariants.messageShowsTurnOrResult,
            "names the side to move next while a move is still being shown",
            steps: 2,
            projection: { state in
                guard var screen = state.screen, let animation = state.phase.animation,
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
            AppInvariants.neverStuck,
            "never shows the pass alert, so a loaded must-pass game cannot go on",
            steps: 1, alone: true, projection: FaultyMachines.hidesThePassAlert),
    ]
}
