import ReversiApp
import ReversiCore
import StateSpace

/// The named situations of the computer's turn (spec 3.4, 3.6) that the application check must reach.
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
    ]
}
