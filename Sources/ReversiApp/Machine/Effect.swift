import ReversiCore
import ReversiEngine

/// What the application asks of the world beyond drawing (a front end draws `AppState.screen`
/// after every event): asynchronous work, started and stopped by ticket, and saving.
public enum Effect: Hashable, Sendable {
    /// Ask the computer to choose among `LegalMoves` at the side's `Level`, within `moveTime`
    /// when the game is on a clock (the share of the side's time the machine gives the move,
    /// spec 16.2), then report `Event.computerAnswered(Ticket, choice)`.
    case startThinking(LegalMoves, Level, Ticket, moveTime: Duration? = nil)
    /// Stop that thinking; its answer, if it still comes, is ignored.
    case cancelThinking(Ticket)
    /// Search the best move among `LegalMoves` for the person to move, at a level the front
    /// end chooses, then report `Event.hintAnswered(Ticket, hint)` (spec 13.1).
    case startHint(LegalMoves, Ticket)
    /// Stop that search; its answer, if it still comes, is ignored (spec 13.2).
    case cancelHint(Ticket)
    /// Let the disk just shown stay for one animation step, then report
    /// `Event.animationStepFinished(Ticket)`.
    case scheduleAnimationStep(Ticket)
    /// Stop the step timer of `Ticket`: the move's remaining steps will not be reported.
    case cancelAnimationStep(Ticket)
    /// Let the pass shown stay for the pause of a game with no person at either side, then
    /// report `Event.passPauseFinished(Ticket)` (spec 15.13).
    case schedulePassPause(Ticket)
    /// Stop that pause's timer: a person will dismiss the pass.
    case cancelPassPause(Ticket)
    /// Analyse the game played, in the background, reporting `Event.analysisProgressed` as it
    /// goes and then `Event.analysisFinished(Ticket, analysis)` (spec 19.3).
    case startAnalysis(PlayedGame, Ticket)
    /// Stop that analysis; its reports, if they still come, are ignored.
    case cancelAnalysis(Ticket)
    /// Write the game; a failure comes back as `Event.saveFailed`.
    case save(SavedGame)
}
