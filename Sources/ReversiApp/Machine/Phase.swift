import ReversiCore

/// Where the application is. Each case carries exactly what it needs, so the impossible
/// combinations cannot be written: thinking exists only while a side must place (it is part
/// of `awaitingMove`, whose `LegalMoves` is never empty), never during an animation; the pass
/// alert exists only as its own phase, for a pass the rules forced.
public enum Phase: Hashable, Sendable {
    /// Before the saved game has been loaded; every event but `launched` is ignored.
    case launching
    /// The side to move must place. `thinking` is the ticket of its computer's request, or
    /// `nil` when a person plays it.
    case awaitingMove(LegalMoves, thinking: Ticket?)
    /// A move is being shown.
    case animating(Animation)
    /// The side to move must pass; the pass alert is up until dismissed.
    case passAlert(ForcedPass)
    /// Neither side can move.
    case gameOver(FinishedGame)
}
