import ReversiCore

/// Hints (spec 13.1, 13.2): asked by the person whose turn it is, searched like thinking,
/// and shown on the board until the position changes. A hint never plays a move.
enum HintsFeature: MachineFeature {
    static func apply(_ event: PersonEvent, to state: inout AppState, in game: GameModel)
        throws(Refusal) -> [Effect]?
    {
        guard event == .hintRequested else { return nil }
        return try state.requestHint(in: game)
    }

    static func apply(_ event: WorldEvent, to state: inout AppState) -> [Effect]? {
        guard case .hintAnswered(let ticket, let hint) = event else { return nil }
        return state.showHint(hint, answering: ticket)
    }
}

extension AppState {
    /// Starts the search of a hint for the Manual side to move; refused when a person could
    /// not place now, or when this position's hint is already asked for or shown.
    mutating func requestHint(in game: GameModel) throws(Refusal) -> [Effect] {
        let moves = try personToPlace(in: game)
        guard hint == nil else { throw .hintAlreadyAsked }
        let ticket = issueTicket()
        phase = .awaitingMove(moves, .person(hint: .searching(ticket)))
        return [.startHint(moves, ticket)]
    }

    /// Shows the answer to the hint being searched; an answer for any other ticket, of a
    /// position that is gone, is dropped (spec 14.1).
    mutating func showHint(_ hint: Hint, answering ticket: Ticket) -> [Effect] {
        guard case .awaitingMove(let moves, .person(.searching(ticket))) = phase,
            moves.contains(hint.move)
        else { return [] }
        phase = .awaitingMove(moves, .person(hint: .shown(hint)))
        return []
    }
}
