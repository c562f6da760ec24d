import ReversiApp
import ReversiCore
import ReversiEngine

/// A planted fault for each invariant of hints (`HintInvariants`).
enum HintFaults {
    static let all: [PlantedFault] = [
        // A hint that appears from nowhere also breaks the rule that a hint comes only when
        // asked, which is checked first; this one is checked against its rule alone.
        .app(
            HintInvariants.hintOnlyOnAPersonsTurn,
            "shows the computer's side a hint while it thinks, as a front end that drew the search's best move would",
            steps: 1, from: [RecordFaults.againstTheComputer, computerFirst], alone: true,
            projection: { state in
                guard var screen = state.screen, let side = state.thinkingSide,
                    let move = state.game?.legalMoves?.first, move.disk == side
                else { return state.screen }
                screen.hint = .shown(Hint(move: move.coordinate, evaluation: .exact(0)))
                return screen
            }),
        .app(
            HintInvariants.hintSearchedExactlyWhilePending,
            "a move lets the hint's search run on",
            steps: 3, from: [RecordFaults.newGame],
            reducer: { state, event in
                let (next, effects) = reduce(state, event)
                guard case .person(.cellSelected) = event else { return (next, effects) }
                return (next, effects.filter { !$0.cancelsHint })
            }),
        .app(
            HintInvariants.hintRequestStartsOneSearch,
            "asks for the hint's search twice",
            steps: 2, from: [RecordFaults.newGame],
            reducer: { state, event in
                let (next, effects) = reduce(state, event)
                guard event == .person(.hintRequested),
                    case .startHint(let moves, let ticket)? = effects.first
                else { return (next, effects) }
                return (next, effects + [.startHint(moves, Ticket(ticket.number + 1))])
            }),
        .app(
            HintInvariants.hintAnswerShowsTheAnswer,
            "shows the hint's evaluation for the other side, its sign turned",
            steps: 3, from: [RecordFaults.newGame],
            reducer: { state, event in
                guard case .world(.hintAnswered(let ticket, let hint)) = event else {
                    return reduce(state, event)
                }
                let turned: Score =
                    switch hint.evaluation {
                    case .exact(let disks): .exact(-disks)
                    case .heuristic(let value): .heuristic(-value)
                    case .decided(let disks): .decided(-disks)
                    }
                return reduce(
                    state, .world(.hintAnswered(ticket, Hint(move: hint.move, evaluation: turned))))
            }),
        .app(
            HintInvariants.hintNeverPlays,
            "plays the hinted move when the answer comes",
            steps: 3, from: [RecordFaults.newGame],
            reducer: { state, event in
                guard case .world(.hintAnswered(let ticket, let hint)) = event,
                    state.hint == .searching(ticket)
                else { return reduce(state, event) }
                return reduce(state, .person(.cellSelected(hint.move)))
            }),
        .app(
            HintInvariants.hintForgottenWhenThePositionChanges,
            "an undo keeps the hint of the position it left",
            steps: 4, from: [RecordFaults.twoMovesSaved].compactMap { $0 },
            reducer: { state, event in
                let (next, effects) = reduce(state, event)
                guard event == .person(.undoPressed), case .shown(let hint)? = state.hint,
                    let moves = next.phase.movesToPlace, next.phase.turn == .person
                else { return (next, effects) }
                return (
                    next.changing { $0.phase = .awaitingMove(moves, .person(hint: .shown(hint))) },
                    effects
                )
            }),
    ]

    /// A new game whose dark side the computer plays.
    static let computerFirst = AppWorld(
        launchingWith: .noSavedGame, requested: RequestedModes(dark: .computer, light: .manual))
}

extension Effect {
    fileprivate var cancelsHint: Bool {
        if case .cancelHint = self { true } else { false }
    }
}
