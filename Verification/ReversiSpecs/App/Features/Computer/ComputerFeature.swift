import ReversiApp

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
            AppInvariants.answerPlaysTheAnsweredMove,
        ],
        faults: { ComputerFaults.all },
        situations: ComputerSituations.all,
        eventText: { event in
            switch event {
            case .world(.computerAnswered(let ticket, let cell)):
                "computer answers \(ticket): \(cell)"
            case .world(.thinkingProgressed(let ticket, let thought)):
                "computer reports \(ticket): depth \(thought.depth), best \(thought.best)"
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
