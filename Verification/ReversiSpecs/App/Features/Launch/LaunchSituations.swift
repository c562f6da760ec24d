import ReversiApp
import ReversiCore
import StateSpace

/// The named situations of the launch (spec 8.1, 8.6, 9.1, 12.3, 15.8) that the application check must reach.
enum LaunchSituations {
    typealias Named = Situation<AppWorld, Event>

    static let all: [Named] = [
        Named("launched with no saved game") { AppSituations.isLaunch($0, { $0 == .noSavedGame }) },
        Named("launched from a given game, reported") { step in
            guard AppSituations.isLaunch(step, { if case .started = $0 { true } else { false } }),
                case .started? = step.after.screen?.notice
            else { return false }
            return true
        },
        Named("launched with a saved game") {
            AppSituations.isLaunch($0, { if case .loaded = $0 { true } else { false } })
        },
        Named("launched from an original save, which kept no levels or clock, reported") {
            step in
            guard AppSituations.isLaunch(step, { _ in true }),
                case .resumed(_, _, .original)? = step.after.screen?.notice
            else { return false }
            return true
        },
        Named("resumed with its saved clock and levels") { step in
            guard !step.before.isLaunched, case .world(.launched(let load, _)) = step.action,
                case .loaded(let saved, _, _) = load, let clock = saved.clock
            else { return false }
            return step.after.app.clock == clock && step.after.app.levels == saved.levels
        },
        Named("launched from an unreadable save, reported") { step in
            guard
                AppSituations.isLaunch(step, { if case .unreadable = $0 { true } else { false } }),
                case .unreadableSave? = step.after.screen?.notice
            else { return false }
            return true
        },
        Named("resumed with a mode asked for that the saved game does not have") { step in
            guard case .resumed(_, let notApplied, _)? = step.after.screen?.notice,
                case .world(.launched) = step.action
            else { return false }
            return !notApplied.isEmpty
        },
    ]
}
