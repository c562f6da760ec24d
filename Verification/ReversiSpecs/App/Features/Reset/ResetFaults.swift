import ReversiApp
import ReversiCore

/// A planted fault for each invariant of reset with confirmation (spec 7.1, 7.2, 7.3).
enum ResetFaults {
    static let all: [PlantedFault] = [
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
                    let ticket = state.phase.thinkingTicket
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
                return (next.changing { $0.modes = state.modes }, effects)
            }),
    ]
}
