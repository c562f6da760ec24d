import ReversiApp
import ReversiCore

/// A planted fault for each invariant of the pass alert (spec 2.2, 2.3, 15.13).
enum PassesFaults {
    static let all: [PlantedFault] = [
        .app(
            AppInvariants.passAlertExactlyWhenMustPass,
            "never shows the pass alert, as the original did after loading a must-pass game",
            steps: 1, projection: FaultyMachines.hidesThePassAlert),
        .app(
            AppInvariants.passDismissHandsOverTheTurn,
            "dismisses the pass alert also while the reset question is up",
            steps: 3, reducer: FaultyMachines.dismissesUnderTheResetQuestion),
        .app(
            AppInvariants.passPausePendingExactlyWithoutAPerson,
            "keeps the pass's pause running when a person takes a side, so the alert goes by itself",
            steps: 2,
            reducer: { state, event in
                let (next, effects) = reduce(state, event)
                guard case .person(.modeSelected(_, .manual)) = event else {
                    return (next, effects)
                }
                return (
                    next, effects.filter { if case .cancelPassPause = $0 { false } else { true } }
                )
            }),
        .app(
            AppInvariants.passPauseHandsOverTheTurn,
            "ignores the end of the pass's pause, so the game stops with nobody to go on",
            steps: 2,
            reducer: { state, event in
                if case .world(.passPauseFinished) = event { return (state, []) }
                return reduce(state, event)
            }),
    ]
}
