import ReversiCore

/// Where the application is. Each case carries exactly what it needs, so the impossible
/// combinations cannot be written: thinking and hints exist only while a side must place (they
/// are part of `awaitingMove`, whose `LegalMoves` is never empty), never during an animation,
/// and a hint only for a person, never while a computer thinks; the pass alert exists only as
/// its own phase, for a pass the rules forced.
public enum Phase: Hashable, Sendable {
    /// Before the saved game has been loaded; every event but `launched` is ignored.
    case launching
    /// The side to move must place, by a person (with the hint they asked for) or by its
    /// computer (with the ticket of its request).
    case awaitingMove(LegalMoves, Turn)
    /// A move is being shown.
    case animating(Animation)
    /// The side to move must pass; the pass alert is up until dismissed, or, when no person
    /// plays either side, until the pause of the ticket `pause` ends (spec 15.13).
    case passAlert(ForcedPass, pause: Ticket?)
    /// Neither side can move.
    case gameOver(FinishedGame)
    /// The side to place ran out of time and lost (spec 16.2): the game stops in that position.
    case timeRanOut(LegalMoves)
}
