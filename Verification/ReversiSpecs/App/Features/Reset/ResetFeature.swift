import ReversiApp

extension FeatureSpec {
    /// The reset question (spec 7.1, 7.2, 7.3).
    static let reset = FeatureSpec(
        "reset",
        stepInvariants: [
            AppInvariants.resetPressedOnlyAsks, AppInvariants.resetFocusMovesOnlyByThePerson,
            AppInvariants.resetCancelledChangesNothing, AppInvariants.resetConfirmedRestartsCleanly,
        ],
        faults: { ResetFaults.all },
        situations: ResetSituations.all,
        events: { _, events in
            events += [
                .person(.resetPressed), .person(.resetFocusMoved), .person(.resetConfirmed),
                .person(.resetCancelled),
            ]
        },
        eventText: { event in
            switch event {
            case .person(.resetPressed): "reset pressed"
            case .person(.resetFocusMoved): "reset focus moved"
            case .person(.resetConfirmed): "reset confirmed"
            case .person(.resetCancelled): "reset cancelled"
            default: nil
            }
        })
}
