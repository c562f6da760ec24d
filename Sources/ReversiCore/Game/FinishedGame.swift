/// A board on which neither side can move: the payload of `GameModel.completed`.
///
/// Only the rules make one (its initializer is internal), so holding a `FinishedGame` proves
/// that the game is over.
public struct FinishedGame: Hashable, Sendable {
    public let board: Board

    init(board: Board) { self.board = board }

    /// Who won, by the counts (spec 2.5).
    public var outcome: Outcome { Outcome(board) }
}
