import ReversiApp

extension FeatureSpec {
    /// The machine as a whole: what the screen shows of the game, the work in flight, the
    /// notice and refusals, and stuck-freedom, the catch-all, last of all.
    static let machine = FeatureSpec(
        "machine",
        stateInvariants: [
            AppInvariants.messageShowsTurnOrResult,
            AppInvariants.countsShownAreTheBoards, AppInvariants.boardShownIsTheGames,
            AppInvariants.neverStuck,
        ],
        stepInvariants: [
            AppInvariants.staleWorkChangesNothing, AppInvariants.gameChangesOnlyByTheRules,
            AppInvariants.noticeStaysUntilThePersonActs, AppInvariants.refusedEventSaysWhy,
        ],
        faults: { AppStateFaults.all + AppStepFaults.all },
        situations: AppSituations.machine,
        events: { _, events in events.append(.person(.noticeDismissed)) },
        eventText: { event in event == .person(.noticeDismissed) ? "notice dismissed" : nil })
}

extension FeatureSpec {
    /// The work in flight as a whole: one piece at a time, besides the analysis. It comes
    /// before the rules of moves, so that a second step is reported as such, not as a wrong
    /// step, and after those of hints, so that a hint's search left running is reported as
    /// the hint's.
    static let workInFlight = FeatureSpec(
        "work in flight",
        stateInvariants: [AppInvariants.atMostOneWorkPending],
        faults: { AppStateFaults.workInFlight })
}
