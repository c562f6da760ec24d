import ReversiApp
import ReversiCore

extension FeatureSpec {
    /// A move and its animation (spec 3.3, 4.1, 4.2, 5.2, 15.5).
    static let moves = FeatureSpec(
        "moves",
        stateInvariants: [
            AppInvariants.stepPendingExactlyWhileMoveShown,
            AppInvariants.selectableAreWhatASelectionPlays,
        ],
        stepInvariants: [
            AppInvariants.selectionDuringAnimationChangesNothing,
            AppInvariants.selectionIgnoredUnlessManualLegalMove,
            AppInvariants.legalSelectionStartsItsAnimation, AppInvariants.oneDiskPerStepInSpecOrder,
            AppInvariants.countsChangeOnlyWhenAMoveEnds, AppInvariants.lastMoveIsTheLastPlacement,
        ],
        faults: { MovesFaults.all },
        situations: MovesSituations.all,
        events: { world, events in
            for cell in Coordinate.all { events.append(.person(.cellSelected(cell))) }
            for ticket in world.pendingAnimationSteps {
                events.append(.world(.animationStepFinished(ticket)))
            }
            events.append(.world(.animationStepFinished(world.staleTicket)))
        },
        eventText: { event in
            switch event {
            case .person(.cellSelected(let cell)): "select \(cell)"
            case .world(.animationStepFinished(let ticket)): "animation step \(ticket) finished"
            default: nil
            }
        },
        effectText: { effect in
            switch effect {
            case .scheduleAnimationStep(let ticket): "scheduleAnimationStep(\(ticket))"
            case .cancelAnimationStep(let ticket): "cancelAnimationStep(\(ticket))"
            default: nil
            }
        })
}
