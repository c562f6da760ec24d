import ReversiCore

/// The whole application state: the phase, the modes, whether the reset confirmation is up,
/// and the last ticket issued.
public struct AppState: Hashable, Sendable {
    public internal(set) var phase: Phase
    public internal(set) var modes: PlayerModes
    /// The reset confirmation is up. It sits on top of any phase: animations and thinking go
    /// on under it, but selections and dismissals wait for it to close.
    public internal(set) var confirmingReset: Bool
    /// The most recently issued ticket; the next request gets its successor.
    public internal(set) var lastTicket: Ticket

    /// Before launch.
    public static let launching = AppState(
        phase: .launching, modes: .manual, confirmingReset: false, lastTicket: Ticket(0))

    package init(phase: Phase, modes: PlayerModes, confirmingReset: Bool, lastTicket: Ticket) {
        self.phase = phase
        self.modes = modes
        self.confirmingReset = confirmingReset
        self.lastTicket = lastTicket
    }

    /// The game as the rules see it: after the move while that move is being animated.
    /// `nil` before launch.
    public var game: GameModel? {
        switch phase {
        case .launching: nil
        case .awaitingMove(let moves, _): .mustPlace(moves)
        case .animating(let animation): animation.next
        case .passAlert(let state): .mustPass(state)
        case .gameOver(let board, let outcome): .completed(board, outcome)
        }
    }

    /// What is saved: the game and the modes (`nil` before launch).
    public var savedGame: SavedGame? { game.map { SavedGame(game: $0, modes: modes) } }

    /// The moves a person may make now: those a cell selection would play. `nil` while an
    /// alert is up, a move is shown, a computer plays the side to move, or nobody can place.
    public var selectableMoves: LegalMoves? {
        guard !confirmingReset, case .awaitingMove(let moves, thinking: nil) = phase,
            modes[moves.disk] == .manual
        else { return nil }
        return moves
    }

    /// The sides whose computer is thinking now.
    public var thinkingSides: Set<Disk> {
        if case .awaitingMove(let moves, thinking: .some) = phase { return [moves.disk] }
        return []
    }

    /// What the screen must show in this state.
    public var screen: Screen {
        var screen = Screen()
        screen.modes = modes
        screen.thinking = thinkingSides
        screen.resetConfirmation = confirmingReset
        switch phase {
        case .launching:
            break
        case .animating(let animation):
            screen.board = animation.shownBoard
            screen.counts = Counts(animation.before)
            screen.message = .turn(animation.move.disk)
        case .awaitingMove(let moves, _):
            screen.board = moves.state.board
            screen.counts = Counts(moves.state.board)
            screen.message = .turn(moves.disk)
        case .passAlert(let state):
            screen.board = state.board
            screen.counts = Counts(state.board)
            screen.message = .turn(state.turn)
            screen.passAlert = true
        case .gameOver(let board, let outcome):
            screen.board = board
            screen.counts = Counts(board)
            screen.message = Message(outcome)
        }
        return screen
    }
}
