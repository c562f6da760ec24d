import ReversiApp

extension FeatureSpec {
    /// The game clock and the thinking shown (spec 16.2, 16.3).
    static let clock = FeatureSpec(
        "clock",
        stateInvariants: [
            AppInvariants.clocksShownAreTheTimeLeft, AppInvariants.clockRunsOnlyForTheSideToPlace,
            AppInvariants.timeRanOutLoses, AppInvariants.thoughtShownOnlyWhileThinking,
        ],
        stepInvariants: [
            AppInvariants.thinkingWithinTheClocksShare, AppInvariants.timeOutEndsTheGameOnce,
            AppInvariants.progressShowsTheThought,
        ],
        faults: { ClockFaults.all },
        situations: ClockSituations.all,
        events: { _, events in events.append(.world(.timePassed(AppSpecification.checkedTick))) },
        eventText: { event in
            guard case .world(.timePassed(let elapsed)) = event else { return nil }
            return "\(EventText.describe(elapsed)) passed"
        })
}
