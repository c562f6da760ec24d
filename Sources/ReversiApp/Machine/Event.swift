import ReversiCore

/// Everything the outside world can tell the application.
public enum Event: Hashable, Sendable {
    /// The app started; `newGameModes` are the modes of a new game when nothing was loaded.
    case launched(LoadResult, newGameModes: PlayerModes)
    /// A person selected a cell.
    case cellSelected(Coordinate)
    /// A side's mode was switched.
    case modeSelected(Disk, PlayerMode)
    case resetPressed
    case resetConfirmed
    case resetCancelled
    case passDismissed
    /// The animation step shown for `Ticket` has finished.
    case animationStepFinished(Ticket)
    /// The computer answered the request `Ticket` with a cell.
    case computerAnswered(Ticket, Coordinate)
}

/// What loading the saved game gave.
public enum LoadResult: Hashable, Sendable {
    case noSavedGame
    case loaded(SavedGame)
    /// The file could not be used; the text says why and where it was kept.
    case unreadable(String)
}
