import ReversiCore
import ReversiEngine

/// Everything the outside world can tell the application.
public enum Event: Hashable, Sendable {
    /// The app started with what loading gave; `requested` are the modes asked for a new game,
    /// applied when no saved game was loaded.
    case launched(LoadResult, requested: RequestedModes)
    /// A person selected a cell.
    case cellSelected(Coordinate)
    /// A side's mode was switched.
    case modeSelected(Disk, PlayerMode)
    /// A Computer side's level was changed.
    case levelSelected(Disk, Level)
    case resetPressed
    /// The person moved the reset confirmation's focus to the other button.
    case resetFocusMoved
    case resetConfirmed
    case resetCancelled
    case passDismissed
    /// The person asked to take moves back, or to play undone ones again (spec 11).
    case undoPressed
    case redoPressed
    /// The person asked for a hint (spec 13.1).
    case hintRequested
    /// The person did something that concerns the front end alone (moved its cursor): they
    /// have seen the notice.
    case noticeDismissed
    /// The animation step shown for `Ticket` has finished.
    case animationStepFinished(Ticket)
    /// The computer answered the request `Ticket` with a cell.
    case computerAnswered(Ticket, Coordinate)
    /// The hint's search `Ticket` answered (spec 13.1).
    case hintAnswered(Ticket, Hint)
    /// A save asked for by `Effect.save` failed, for the reason given.
    case saveFailed(String)

    /// Whether the person sent this event, rather than the world (the launch, a timer, the
    /// computer, the save file). Each of the person's events clears the notice, whatever else
    /// it does: the person has seen it. One that cannot apply now leaves its refusal instead.
    public var comesFromThePerson: Bool {
        switch self {
        case .cellSelected, .modeSelected, .levelSelected, .resetPressed, .resetFocusMoved,
            .resetConfirmed, .resetCancelled, .passDismissed, .noticeDismissed, .undoPressed,
            .redoPressed, .hintRequested:
            true
        case .launched, .animationStepFinished, .computerAnswered, .hintAnswered, .saveFailed:
            false
        }
    }
}

/// What loading the saved game gave.
public enum LoadResult: Hashable, Sendable {
    case noSavedGame
    /// The saved game, and where it was loaded from, as the person would name it (a path).
    case loaded(SavedGame, from: String)
    /// The file could not be used; the text says why and where it was kept.
    case unreadable(String)
    /// The saved game, without its record, which did not replay to it and was set aside; the
    /// text says so and where the record was kept (spec 12.6).
    case loadedRecordSetAside(SavedGame, String)
    /// A game given at launch (spec 12.3), in place of any saved one, which its first save
    /// replaces; `setAside` says what loading found unusable and kept aside, if anything.
    case started(StartingPoint, setAside: String?)
}
