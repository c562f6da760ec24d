import ReversiApp

extension FeatureSpec {
    /// Hints (spec 13.1, 13.2, 14.1).
    static let hints = FeatureSpec(
        "hints",
        stateInvariants: HintInvariants.state, stepInvariants: HintInvariants.step,
        faults: { HintFaults.all },
        situations: HintSituations.all,
        eventText: { event in
            switch event {
            case .person(.hintRequested): "hint asked"
            case .world(.hintAnswered(let ticket, let hint)):
                "hint answers \(ticket): \(EventText.describe(hint))"
            default: nil
            }
        },
        effectText: { effect in
            switch effect {
            case .startHint(let moves, let ticket): "startHint(\(moves.disk) \(ticket))"
            case .cancelHint(let ticket): "cancelHint(\(ticket))"
            default: nil
            }
        })
}
