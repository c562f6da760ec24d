import ReversiApp
import ReversiCore
import StateSpace

/// The named situations of the reset question (spec 7.1, 7.2, 7.3) that the application check must reach.
enum ResetSituations {
    typealias Named = Situation<AppWorld, Event>

    static let all: [Named] = [
        Named("reset answer refused with no reset question") {
            AppSituations.refused($0) == .noResetQuestion
        },
        Named("reset during an animation") {
            AppInvariants.restarts($0) && $0.before.animation != nil
        },
        Named("reset during thinking") {
            AppInvariants.restarts($0) && !$0.before.pendingThinking.isEmpty
        },
        Named("reset while the pass alert is up") {
            AppInvariants.restarts($0) && $0.before.screen?.passAlert != nil
        },
        Named("reset after the game ended") { step in
            if case .completed? = step.before.app.game { return AppInvariants.restarts(step) }
            return false
        },
        Named("reset cancelled") { step in
            step.action == .person(.resetCancelled)
                && step.before.screen?.resetConfirmation != nil
        },
        Named("reset focus moved to OK") { step in
            step.action == .person(.resetFocusMoved)
                && step.after.screen?.resetConfirmation == .ok
        },
    ]
}
