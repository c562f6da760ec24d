import ReversiApp
import ReversiCore

extension FeatureSpec {
    /// The computer's turn (spec 2.3, 3.4, 3.5, 3.6).
    static let computer = FeatureSpec(
        "computer",
        stateInvariants: [
            AppInvariants.thinkingOnlyForComputerToPlace, AppInvariants.computerToPlaceIsThinking,
            AppInvariants.indicatorShowsPendingThinking,
        ],
        stepInvariants: [
            AppInvariants.computerNeverAskedWhenItMustPass,
            AppInvariants.answerPlaysTheAnsweredMove, AppInvariants.thinkingShowsItsSource,
        ],
        faults: { ComputerFaults.all },
        situations: ComputerSituations.all,
        events: { world, events in
            for request in world.pendingThinking {
                var remaining = request.moves.mask
                while remaining != 0 {
                    events.append(
                        .world(
                            .computerAnswered(
                                request.ticket, Coordinate(index: remaining.trailingZeroBitCount))))
                    remaining &= remaining &- 1
                }
            }
            // A stale answer naming a move that is legal now, so that applying it would show.
            events.append(.world(.computerAnswered(world.staleTicket, world.cellLegalNow)))
            // What each pending search has found so far, and a stale report (spec 16.3).
            for request in world.pendingThinking {
                for thought in AppSpecification.checkedThoughts(about: request.moves) {
                    events.append(.world(.thinkingProgressed(request.ticket, thought)))
                }
            }
            events.append(
                .world(
                    .thinkingProgressed(
                        world.staleTicket, AppSpecification.checkedThought(world.cellLegalNow))))
        },
        eventText: { event in
            switch event {
            case .world(.computerAnswered(let ticket, let cell)):
                "computer answers \(ticket): \(cell)"
            case .world(.thinkingProgressed(let ticket, let thought)):
                "computer reports \(ticket): " + describe(thought.source) + ", best \(thought.best)"
            default: nil
            }
        },
        effectText: { effect in
            switch effect {
            case .startThinking(let moves, let level, let ticket, let moveTime):
                "startThinking(\(moves.disk) \(ticket), level \(level)"
                    + (moveTime.map { ", within \(EventText.describe($0))" } ?? "")
                    + ", moves \(moves.map { "\($0.coordinate)" }.joined(separator: " ")))"
            case .cancelThinking(let ticket): "cancelThinking(\(ticket))"
            default: nil
            }
        })
}

/// A thought's source in a trace's words.
private func describe(_ source: Thought.Source) -> String {
    switch source {
    case .search(let depth, _): "depth \(depth)"
    case .book(let depth): "book, \(depth) deep"
    }
}
