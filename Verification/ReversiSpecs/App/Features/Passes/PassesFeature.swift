import ReversiApp

extension FeatureSpec {
    /// The pass alert, and its pause with no person at either side (spec 2.2, 2.3, 15.13).
    static let passes = FeatureSpec(
        "passes",
        stateInvariants: [
            AppInvariants.passAlertExactlyWhenMustPass,
            AppInvariants.passPausePendingExactlyWithoutAPerson,
        ],
        stepInvariants: [
            AppInvariants.passDismissHandsOverTheTurn, AppInvariants.passPauseHandsOverTheTurn,
        ],
        faults: { PassesFaults.all },
        situations: PassesSituations.all,
        events: { world, events in
            events.append(.person(.passDismissed))
            for ticket in world.pendingPassPauses {
                events.append(.world(.passPauseFinished(ticket)))
            }
            events.append(.world(.passPauseFinished(world.staleTicket)))
        },
        eventText: { event in
            switch event {
            case .person(.passDismissed): "pass dismissed"
            case .world(.passPauseFinished(let ticket)): "pass pause \(ticket) finished"
            default: nil
            }
        },
        effectText: { effect in
            switch effect {
            case .schedulePassPause(let ticket): "schedulePassPause(\(ticket))"
            case .cancelPassPause(let ticket): "cancelPassPause(\(ticket))"
            default: nil
            }
        })
}
