import ReversiCore

/// The two hooks every feature calls: entering the next turn once the game has moved on (a
/// move shown, a pass, the launch, an undo, a redo, a reset), and stopping the work in flight
/// (a reset, an undo, a mode switch, a time-out). They live beside `reduce`, as no one feature
/// owns them.
extension AppState {
    /// Starts the turn of `game`'s side to move: thinking for a computer that must place, the
    /// pass alert for a side that must pass (never thinking, spec 2.3), the result at the end.
    mutating func enterTurn(_ game: GameModel) -> [Effect] {
        switch game {
        case .mustPlace(let moves):
            guard modes[moves.disk] == .computer else {
                phase = .awaitingMove(moves, .person)
                return []
            }
            return startThinking(moves)
        case .mustPass(let pass):
            return showPass(pass)
        case .completed(let finished):
            phase = .gameOver(finished)
            return analyseFinishedGame()
        }
    }

    /// Stops the move being shown, the thinking or the hint's search, if any: its report, if
    /// it still comes, carries a ticket nothing waits for (spec 7.3, 11.4, 13.2).
    func cancelWork() -> [Effect] {
        // At most one of them is in flight: the phase holds one turn, move or pass.
        [
            phase.animation.map { .cancelAnimationStep($0.ticket) },
            phase.thinkingTicket.map { .cancelThinking($0) },
            phase.turn?.hint?.ticket.map { .cancelHint($0) },
            phase.passPause.map { .cancelPassPause($0) },
        ].compactMap { $0 }
    }
}
