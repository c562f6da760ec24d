import ReversiCore
import ReversiEngine

/// The answer to a person's request for a hint (spec 13.1): the best move found, and how good
/// it is for the side to move.
public struct Hint: Hashable, Sendable {
    public let move: Coordinate
    /// How good the hinted move is for the side to move: the engine's score, exact once the
    /// search solved the end.
    public let evaluation: Score

    public init(move: Coordinate, evaluation: Score) {
        self.move = move
        self.evaluation = evaluation
    }
}

/// Where a person's hint is: the search under way, or its answer on the board. It lives in
/// the person's turn (`Turn.person`), so a position that is gone takes its hint with it
/// (spec 13.2, 14.1).
public enum HintProgress: Hashable, Sendable {
    case searching(Ticket)
    case shown(Hint)
}

/// Who chooses the move of a side that must place, and what they are doing.
public enum Turn: Hashable, Sendable {
    /// A person plays the side; `hint` is the hint they asked for in this position, if any.
    case person(hint: HintProgress?)
    /// The side's computer is thinking, for the request `Ticket`, and has found `thought` so far
    /// (none until its search first reports, spec 16.3).
    case computer(thinking: Ticket, thought: Thought?)

    /// A person's turn with no hint asked.
    public static let person = Turn.person(hint: nil)
}
