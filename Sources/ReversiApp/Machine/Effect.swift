import ReversiCore

/// Everything the application asks of the world. The view effects are interpreted by
/// `Screen.apply`; the others start or stop asynchronous work, or persist.
public enum Effect: Hashable, Sendable {
    // The view.
    /// Show the whole board at once (launch, reset).
    case setBoard(Board)
    /// Show `Disk` on the cell (placed or flipped), then report
    /// `Event.animationStepFinished(Ticket)`.
    case animate(Coordinate, Disk, Ticket)
    case updateCounts(Counts)
    case updateMessage(Message)
    case showModes(PlayerModes)
    case showThinking(Disk)
    case hideThinking(Disk)
    case showPassAlert
    case hidePassAlert
    case showResetConfirmation
    case hideResetConfirmation
    /// Tell the user the saved game could not be loaded (and why).
    case reportUnreadableSave(String)

    // Asynchronous work.
    /// Ask the computer to choose among `LegalMoves`, then report
    /// `Event.computerAnswered(Ticket, choice)`.
    case startThinking(LegalMoves, Ticket)
    case cancelThinking(Ticket)
    /// Stop the animation of `Ticket`; its remaining steps will not be reported.
    case cancelAnimation(Ticket)

    // Persistence.
    case save(SavedGame)
}
