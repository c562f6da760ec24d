import ReversiCore
import ReversiEngine

/// Everything the outside world can tell the application, by where it comes from: the
/// person, or the world around the machine (the launch, a timer, the computer, a search, the
/// save file). Each of the person's events clears the notice, whatever else it does: the
/// person has seen it. One that cannot apply now leaves its refusal instead.
public enum Event: Hashable, Sendable {
    case person(PersonEvent)
    case world(WorldEvent)
}

/// What a person did.
public enum PersonEvent: Hashable, Sendable {
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
    /// The person asked for the analysis of the game played so far (spec 19.3).
    case analysisRequested
    /// The person did something that concerns the front end alone (moved its cursor): they
    /// have seen the notice.
    case noticeDismissed
}

/// What the world around the machine reports: the launch, and the answers to the work the
/// machine asked for by its effects.
public enum WorldEvent: Hashable, Sendable {
    /// The app started with what loading gave; `requested` are the modes asked for a new game,
    /// applied when no saved game was loaded. Boxed: inline, its payload made every event some
    /// 600 bytes, six times the next largest, and the checker copies an event into each step
    /// it judges.
    indirect case launched(LoadResult, requested: RequestedModes)
    /// The animation step shown for `Ticket` has finished.
    case animationStepFinished(Ticket)
    /// The pause of the pass shown for `Ticket` has finished: the game goes on (spec 15.13).
    case passPauseFinished(Ticket)
    /// The computer answered the request `Ticket` with a cell.
    case computerAnswered(Ticket, Coordinate)
    /// The computer's search for `Ticket` reports what it has found so far (spec 16.3).
    case thinkingProgressed(Ticket, Thought)
    /// The hint's search `Ticket` answered (spec 13.1).
    case hintAnswered(Ticket, Hint)
    /// A save asked for by `Effect.save` failed, for the reason given.
    case saveFailed(String)
    /// The analysis `Ticket` has done this many of its searches (spec 19.3).
    case analysisProgressed(Ticket, GameAnalyzer.Progress)
    /// The analysis `Ticket` is done (spec 19.3).
    case analysisFinished(Ticket, GameAnalysis)
    /// This much time passed on the shell's clock since it last said (spec 16.2).
    case timePassed(Duration)
}
