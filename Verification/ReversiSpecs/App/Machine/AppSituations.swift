import ReversiApp
import ReversiCore
import StateSpace

/// Named situations the application check must reach, like a model checker's coverage
/// report: a bound too shallow, or start positions too far from a pass or an end, show up as
/// a situation never reached.
public enum AppSituations {
    public typealias Named = Situation<AppWorld, Event>

    /// Every feature's situations, in the order of `FeatureSpec.all`.
    public static let all: [Named] = FeatureSpec.all.flatMap(\.situations)

    /// The situations of the machine as a whole: the game's end and the notice.
    static let machine: [Named] = [
        Named("game won by dark") { entersGameOver($0, .won(.dark)) },
        Named("game won by light") { entersGameOver($0, .won(.light)) },
        Named("game tied") { entersGameOver($0, .tied) },
        Named("notice cleared by the person") { step in
            step.before.screen?.notice != nil && step.after.screen?.notice == nil
        },
        Named("notice kept through a computer's move") { step in
            if case .world(.computerAnswered) = step.action, step.after.animation != nil {
                return step.after.screen?.notice != nil
            }
            return false
        },
    ]

    static func isLaunch(_ step: Step<AppWorld, Event>, _ load: (LoadResult) -> Bool) -> Bool {
        guard !step.before.isLaunched, case .world(.launched(let result, _)) = step.action else {
            return false
        }
        return load(result)
    }

    /// The refusal of the person's event the step took, if it was refused.
    static func refused(_ step: Step<AppWorld, Event>) -> Refusal? {
        guard step.before.isLaunched, AppInvariants.isThePersons(step.action),
            case .refused(let refusal)? = step.after.screen?.notice
        else { return nil }
        return refusal
    }

    static func entersGameOver(_ step: Step<AppWorld, Event>, _ outcome: Outcome) -> Bool {
        guard step.before.isLaunched, case .gameOver(let finished) = step.after.app.phase,
            finished.outcome == outcome
        else { return false }
        if case .gameOver = step.before.app.phase { return false }
        return true
    }

    static func startsAnimation(_ step: Step<AppWorld, Event>) -> Bool {
        step.before.animation == nil && step.after.animation != nil
    }
}
