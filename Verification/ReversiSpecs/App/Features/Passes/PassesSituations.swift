import ReversiApp
import ReversiCore
import StateSpace

/// The named situations of the pass alert, and of its pause with no person at either side
/// (spec 2.2, 15.13), that the application check must reach.
enum PassesSituations {
    typealias Named = Situation<AppWorld, Event>

    static let all: [Named] = [
        Named("pass alert shown after loading") { step in
            AppSituations.isLaunch(step, { _ in true }) && step.after.screen?.passAlert != nil
        },
        Named("pass alert shown after a move") { step in
            if case .world(.animationStepFinished) = step.action {
                return step.before.screen?.passAlert == nil
                    && step.after.screen?.passAlert != nil
            }
            return false
        },
        Named("pass dismissed") { step in
            step.action == .person(.passDismissed) && step.before.screen?.passAlert != nil
                && step.after.screen?.passAlert == nil
        },
        Named("dismissal refused with no pass alert") { AppSituations.refused($0) == .noPassAlert },
        Named("last move kept through a pass") { step in
            step.action == .person(.passDismissed) && step.before.screen?.passAlert != nil
                && step.after.screen?.lastMove != nil
        },
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
