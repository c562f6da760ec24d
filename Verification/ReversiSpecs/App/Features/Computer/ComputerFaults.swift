import ReversiApp
import ReversiCore
import ReversiEngine

/// A planted fault for each invariant of the computer's turn and its thinking shown (spec 2.3,
/// 3.4, 3.5, 3.6, 16.3, 21.2).
enum ComputerFaults {
    static let all: [PlantedFault] = [
        .app(
            AppInvariants.thinkingOnlyForComputerToPlace,
            "keeps a computer's thinking indicator on while its move is shown",
            steps: 2,
            projection: { state in
                guard var screen = state.screen, let animation = state.phase.animation,
                    state.modes[animation.move.disk] == .computer
                else { return state.screen }
                screen.thinking = animation.move.disk
                return screen
            }),
        .app(
            AppInvariants.computerToPlaceIsThinking,
            "shows a computer thinking only once a move has been made",
            steps: 1,
            projection: { state in
                guard var screen = state.screen, state.lastMove == nil else { return state.screen }
                screen.thinking = nil
                return screen
            }),
        .app(
            AppInvariants.indicatorShowsPendingThinking,
            "dismissing a notice also cancels the pending work, but the machine still thinks",
            steps: 2,
            reducer: { state, event in
                let (next, effects) = reduce(state, event)
                guard event == .person(.noticeDismissed), state.notice != nil,
                    let ticket = next.phase.thinkingTicket
                else { return (next, effects) }
                return (next, effects + [.cancelThinking(ticket)])
            }),
        .app(
            AppInvariants.computerNeverAskedWhenItMustPass,
            "a switch to Computer during a move asks the computer at once, for the position after it",
            steps: 3,
            reducer: { state, event in
                let (next, effects) = reduce(state, event)
                guard case .person(.modeSelected(let disk, .computer)) = event,
                    let animation = next.phase.animation,
                    let moves = animation.next.legalMoves, moves.disk == disk
                else { return (next, effects) }
                return (
                    next,
                    effects + [
                        .startThinking(moves, next.levels[disk], Ticket(next.lastTicket.number + 1))
                    ]
                )
            }),
        .app(
            AppInvariants.answerPlaysTheAnsweredMove,
            "plays the first legal move instead of the one the computer answered",
            steps: 2,
            reducer: { state, event in
                guard case .world(.computerAnswered(let ticket, _)) = event,
                    state.phase.thinkingTicket == ticket, let moves = state.phase.movesToPlace,
                    let first = moves.first
                else { return reduce(state, event) }
                return reduce(state, .world(.computerAnswered(ticket, first.coordinate)))
            }),
        .app(
            AppInvariants.thinkingShowsItsSource,
            "shows every thought as a search that pruned nothing: the book's move as one of no nodes",
            steps: 2,
            projection: { state in
                guard var screen = state.screen, let thought = screen.thought else {
                    return state.screen
                }
                let (plies, nodes) =
                    switch thought.source {
                    case .search(let depth, let nodes): (depth.plies, nodes)
                    case .book(let depth): (depth.plies, 0)
                    }
                screen.thought = Thought(
                    .search(SearchDepth(plies: plies), nodes: nodes),
                    best: thought.best, continuation: thought.continuation,
                    score: thought.score, elapsed: thought.elapsed)
                return screen
            }),
    ]
}
