import ReversiApp
import ReversiCore
import StateSpace

/// The named situations of saving (spec 8.3, 15.2) that the application check must reach.
enum SavingSituations {
    typealias Named = Situation<AppWorld, Event>

    static let all: [Named] = [
        Named("save failure reported") { step in
            guard case .world(.saveFailed) = step.action,
                case .saveFailed? = step.after.screen?.notice
            else { return false }
            return true
        },
        Named("save failure reported during an animation") { step in
            if case .world(.saveFailed) = step.action { return step.before.animation != nil }
            return false
        },
    ]
}
