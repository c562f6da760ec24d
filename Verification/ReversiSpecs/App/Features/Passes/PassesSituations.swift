import ReversiApp
import ReversiCore
import StateSpace

/// The named situations of a pass with no person at either side (spec 15.13) that the
/// application check must reach.
enum PassesSituations {
    typealias Named = Situation<AppWorld, Event>

    static let all: [Named] = [
        Named("a pass went on by itself after its pause") { step in
            guard case .world(.passPauseFinished(let ticket)) = step.action else { return false }
            return step.before.isPending(ticket) && step.after.screen?.passAlert == nil
        },
        Named("a pass's pause started by switching the last Manual side") { step in
            guard case .person(.modeSelected(_, .computer)) = step.action else { return false }
            return step.before.pendingPassPauses.isEmpty && !step.after.pendingPassPauses.isEmpty
        },
        Named("a pass's pause stopped by a person taking a side") { step in
            guard case .person(.modeSelected(_, .manual)) = step.action else { return false }
            return !step.before.pendingPassPauses.isEmpty && step.after.screen?.passAlert != nil
        },
        Named("a pass dismissed during its pause") { step in
            step.action == .person(.passDismissed) && !step.before.pendingPassPauses.isEmpty
                && step.after.screen?.passAlert == nil
        },
    ]
}
