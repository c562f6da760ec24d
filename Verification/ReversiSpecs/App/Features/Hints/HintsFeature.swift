import ReversiApp

extension FeatureSpec {
    /// Hints (spec 13.1, 13.2, 14.1).
    static let hints = FeatureSpec(
        "hints",
        stateInvariants: HintInvariants.state, stepInvariants: HintInvariants.step,
        faults: { HintFaults.all },
        situations: HintSituations.all,
        events: { world, events in
            events.append(.person(.hintRequested))
            // Each pending hint answered with its first move, exactly, and its last move, as an
            // estimate: the machine only carries the evaluation to the screen, so two answers
            // reach both kinds without multiplying the states by every value.
            for request in world.pendingHints {
                for hint in AppSpecification.checkedHints(for: request.moves) {
                    events.append(.world(.hintAnswered(request.ticket, hint)))
                }
            }
            events.append(
                .world(
                    .hintAnswered(
                        world.staleTicket, Hint(move: world.cellLegalNow, evaluation: .exact(0)))))
        },
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
