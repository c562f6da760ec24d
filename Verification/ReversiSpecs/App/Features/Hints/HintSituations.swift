import ReversiApp
import ReversiCore
import StateSpace

/// The named situations of hints (spec 13.1, 13.2, 14.1) that the application check must reach.
enum HintSituations {
    typealias Named = Situation<AppWorld, Event>

    static let all: [Named] = [
        Named("hint shown") { step in
            if case .world(.hintAnswered) = step.action, case .shown? = step.after.screen?.hint {
                return step.before.screen?.hint == .searching
            }
            return false
        },
        Named("hint answer dropped: stale") { step in
            if case .world(.hintAnswered(let ticket, _)) = step.action {
                return !step.before.isPending(ticket) && step.before.isLaunched
            }
            return false
        },
        Named("hint forgotten when the position changes") { step in
            step.before.screen?.hint != nil && step.after.screen?.hint == nil
        },
    ]
}
