import ReversiCore

/// The answer to a person's request for a hint (spec 13.1): the best move found, and how good
/// it is for the side to move.
public struct Hint: Hashable, Sendable {
    public let move: Coordinate
    public let evaluation: Evaluation

    public init(move: Coordinate, evaluation: Evaluation) {
        self.move = move
        self.evaluation = evaluation
    }

    /// How good the hinted move is for the side to move.
    public enum Evaluation: Hashable, Sendable {
        /// The search solved the end: the final disk difference with best play (spec 13.4).
        case exact(disks: Int)
        /// The engine's estimate, in hundredths of a disk of expected advantage.
        case estimate(hundredthsOfADisk: Int)
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
    /// The side's computer is thinking, for the request `Ticket`.
    case computer(thinking: Ticket)

    /// A person's turn with no hint asked.
    public static let person = Turn.person(hint: nil)
}
