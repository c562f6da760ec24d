import ReversiApp
import ReversiCore
import StateSpace

/// The named situations of the computer's turn and its thinking shown (spec 3.4, 3.6, 16.3, 20.2,
/// 21.2) that the application check must reach.
enum ComputerSituations {
    typealias Named = Situation<AppWorld, Event>

    static let all: [Named] = [
        Named("a computer moved") { step in
            if case .world(.computerAnswered) = step.action {
                return AppSituations.startsAnimation(step)
            }
            return false
        },
        Named("stale answer ignored while a computer thinks") { step in
            if case .world(.computerAnswered(let ticket, _)) = step.action {
                return !step.before.isPending(ticket) && !step.before.pendingThinking.isEmpty
            }
            return false
        },
        Named("stale answer ignored while a person is to move") { step in
            if case .world(.computerAnswered(let ticket, _)) = step.action,
                !step.before.isPending(ticket),
                step.before.app.phase.turn?.isPersons == true
            {
                return ticket.number > 0
            }
            return false
        },
        // Each source the thinking line names, shown (spec 16.3, 20.2, 21.2).
        Named("the thinking shows a search below 100%") { step in
            guard case .search(let depth, _) = shownReport(step)?.source else { return false }
            return depth.selectivity.prunes
        },
        Named("the thinking shows an exact solve") { step in
            if case .exact = shownReport(step)?.score { return true }
            return false
        },
        Named("the thinking shows the book's move") { step in
            if case .book = shownReport(step)?.source { return true }
            return false
        },
    ]

    /// The report a step shows on the screen, if it is one.
    private static func shownReport(_ step: Step<AppWorld, Event>) -> Thought? {
        guard case .world(.thinkingProgressed(_, let thought)) = step.action,
            step.after.screen?.thought == thought
        else { return nil }
        return thought
    }
}
