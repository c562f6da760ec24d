import ReversiApp
import ReversiCore
import StateSpace

/// The named situations of the game clock and the thinking shown (spec 16.2, 16.3) that the
/// application check must reach.
enum ClockSituations {
    typealias Named = Situation<AppWorld, Event>

    static let all: [Named] = [
        Named("time passed on a person's clock") { passes($0, for: .manual) },
        Named("time passed on a thinking computer's clock") { passes($0, for: .computer) },
        Named("time passed while no clock runs") { step in
            guard case .world(.timePassed) = step.action, step.before.expectedClock != nil
            else { return false }
            return step.before.screen?.clock?.running == nil
        },
        Named("dark lost on time") { losesOnTime($0, .dark) },
        Named("light lost on time") { losesOnTime($0, .light) },
        Named("lost on time with a hint searched") { step in
            (losesOnTime(step, .dark) || losesOnTime(step, .light))
                && !step.before.pendingHints.isEmpty
        },
        Named("an increment added after a move") { step in
            guard let before = step.before.screen?.clock, let after = step.after.screen?.clock,
                let mover = step.after.animation?.move.disk
            else { return false }
            return after.remaining[mover] > before.remaining[mover]
        },
        Named("undo refused after a time-out") { step in
            guard step.action == .person(.undoPressed),
                case .timeRanOut? = AppSituations.refused(step)
            else { return false }
            return true
        },
        Named("reset after a time-out starts both clocks again") { step in
            step.before.expectedClock?.lost != nil && AppInvariants.restarts(step)
        },
        Named("what the computer thinks shown") { step in
            guard case .world(.thinkingProgressed) = step.action else { return false }
            return step.before.screen?.thought == nil && step.after.screen?.thought != nil
        },
        Named("a stale report of thinking ignored") { step in
            guard case .world(.thinkingProgressed(let ticket, _)) = step.action else {
                return false
            }
            return step.before.isLaunched && !step.before.isPending(ticket)
        },
    ]

    /// Time passed while the side to place, played as `mode`, had its clock running.
    static func passes(_ step: Step<AppWorld, Event>, for mode: PlayerMode) -> Bool {
        guard case .world(.timePassed) = step.action,
            let side = step.before.screen?.clock?.running
        else { return false }
        return step.before.app.modes[side] == mode
    }

    static func losesOnTime(_ step: Step<AppWorld, Event>, _ side: Disk) -> Bool {
        step.before.expectedClock?.lost == nil && step.after.expectedClock?.lost == side
    }
}
