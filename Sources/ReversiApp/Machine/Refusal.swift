import ReversiCore
import ReversiEngine

/// Why the person's event cannot apply now (spec 15.1, 15.7). The machine changes nothing but
/// the notice, which shows the refusal until the person's next event; a front end words it
/// with its own keys or commands.
public enum Refusal: Error, Hashable, Sendable {
    /// A selection of a cell that holds a disk, with the moves that are legal.
    case occupied(Coordinate, LegalMoves)
    /// A selection of an empty cell that flips nothing, with the moves that are legal.
    case flipsNothing(Coordinate, LegalMoves)
    /// A selection while the side to move is played by the computer.
    case computersTurn(Disk)
    /// A selection while a move is being shown (spec 4.1).
    case moveBeingShown
    /// A selection while the pass alert of this side is up (spec 2.2).
    case passAlertUp(Disk)
    /// A selection, a dismissal or a reset while the reset question is up (spec 7.2).
    case resetQuestionUp
    /// A selection after the game has ended.
    case gameOver
    /// A selection, an undo, a redo or a hint after this side lost on time (spec 16.2).
    case timeRanOut(Disk)
    /// A confirmation, cancellation or focus move with no reset question to answer.
    case noResetQuestion
    /// A dismissal with no pass alert up.
    case noPassAlert
    /// An undo or a redo with both sides played by the computer (spec 11.7).
    case noManualSide
    /// An undo with no earlier position where a Manual side is to move (spec 11.1).
    case nothingToUndo
    /// A redo with nothing undone since the last move (spec 11.2, 11.3).
    case nothingToRedo
    /// A request for a hint while this position's hint is searched or shown (spec 13.1).
    case hintAlreadyAsked
    /// A switch of a side to the mode it already has.
    case alreadyInMode(Disk, PlayerMode)
    /// A level change for a side a person plays: only a Computer side has a level (spec 10.3).
    case levelOfManualSide(Disk)
    /// A change of a side's level to the level it already has.
    case alreadyAtLevel(Disk, Level)
}
