import ReversiApp
import ReversiCore

/// A planted fault for each step invariant of the machine as a whole (each feature's are in
/// its folder): the real `reduce` (or screen) altered in one situation, as a person might
/// have written it.
enum AppStepFaults {
    static let all: [PlantedFault] = [
        .app(
            AppInvariants.staleWorkChangesNothing,
            "plays an answer of cancelled thinking when its move is legal now",
            steps: 2,
            reducer: { state, event in
                guard case .world(.computerAnswered(_, let cell)) = event,
                    let pending = state.phase.thinkingTicket
                else { return reduce(state, event) }
                return reduce(state, .world(.computerAnswered(pending, cell)))
            }),
        .app(
            AppInvariants.gameChangesOnlyByTheRules,
            "a side switched to Computer under the pass alert passes at once",
            steps: 2,
            reducer: { state, event in
                let (next, effects) = reduce(state, event)
                guard case .person(.modeSelected(_, .computer)) = event,
                    next.phase.pass != nil
                else {
                    return (next, effects)
                }
                let (passed, passEffects) = reduce(next, .person(.passDismissed))
                return (passed, effects + passEffects)
            }),
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
    ]
}
