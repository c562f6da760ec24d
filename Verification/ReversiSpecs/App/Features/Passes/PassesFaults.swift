import ReversiApp
import ReversiCore

/// A planted fault for each invariant of the pass alert (spec 2.2, 2.3).
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
    ]
}
