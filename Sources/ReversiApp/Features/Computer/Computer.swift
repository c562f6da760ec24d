import ReversiCore

/// The computer's turn (spec 3.4, 3.6, 10.4): thinking for the side to move at its level,
/// and its answer played only if it answers the request still waited for.
enum ComputerFeature: MachineFeature {
    static func apply(_ event: WorldEvent, to state: inout AppState) -> [Effect]? {
        switch event {
        case .computerAnswered(let ticket, let cell): state.receiveAnswer(ticket, cell)
        case .thinkingProgressed(let ticket, let thought): state.showThought(thought, of: ticket)
        default: nil
        }
    }
}

extension AppState {
    /// Asks the side to move's computer for a move, at that side's level, and on a clock
    /// within the share of its time the move may take (spec 16.2): the machine decides the
    /// time, and the shell only runs the search.
    mutating func startThinking(_ moves: LegalMoves) -> [Effect] {
        let ticket = issueTicket()
        phase = .awaitingMove(moves, .computer(thinking: ticket, thought: nil))
        let moveTime = clock?.moveTime(for: moves.disk, empties: moves.state.board.emptyCount)
        return [.startThinking(moves, levels[moves.disk], ticket, moveTime: moveTime)]
    }

    /// Shows what the pending search has found so far; a report of any other search, or naming
    /// a move that is not legal here, is dropped.
    mutating func showThought(_ thought: Thought, of ticket: Ticket) -> [Effect] {
        guard phase.thinkingTicket == ticket, let moves = phase.movesToPlace,
            moves.contains(thought.best)
        else { return [] }
        phase = .awaitingMove(moves, .computer(thinking: ticket, thought: thought))
        return []
    }

    mutating func receiveAnswer(_ ticket: Ticket, _ cell: Coordinate) -> [Effect] {
        guard phase.thinkingTicket == ticket, let moves = phase.movesToPlace,
            let placement = try? record.place(at: cell)
        else { return [] }
        return startAnimation(placement, before: moves.state.board)
    }
}
