import ReversiCore

/// The computer's turn (spec 3.4, 3.6, 10.4): thinking for the side to move at its level,
/// and its answer played only if it answers the request still waited for.
extension AppState {
    /// Asks the side to move's computer for a move, at that side's level.
    mutating func startThinking(_ moves: LegalMoves) -> [Effect] {
        let ticket = issueTicket()
        phase = .awaitingMove(moves, .computer(thinking: ticket))
        return [.startThinking(moves, levels[moves.disk], ticket)]
    }

    mutating func receiveAnswer(_ ticket: Ticket, _ cell: Coordinate) -> [Effect] {
        guard case .awaitingMove(let moves, .computer(ticket)) = phase,
            let placement = try? record.place(at: cell)
        else { return [] }
        return startAnimation(placement, before: moves.state.board)
    }
}
