import ReversiCore

/// A move being shown one disk at a time: the placed disk, then each flip in spec order
/// (spec 4.1, 4.2).
///
/// The game has already moved on (`next`); the animation only controls what the screen shows
/// and when the next turn starts.
public struct Animation: Hashable, Sendable {
    public let move: Move
    /// The board before the move.
    public let before: Board
    /// The game after the move.
    public let next: GameModel
    public let ticket: Ticket
    /// The cells to show, in order: `move.animationSteps`.
    public let steps: [Coordinate]
    /// The step on screen now, waiting for its "finished" report (0 is the placed disk).
    public internal(set) var current: Int

    init(_ placement: GameModel.Placement, before: Board, ticket: Ticket) {
        move = placement.move
        self.before = before
        next = placement.next
        self.ticket = ticket
        steps = placement.move.animationSteps
        current = 0
    }

    /// The board on screen: the steps up to and including the current one applied.
    public var shownBoard: Board {
        var board = before
        for cell in steps[...current] { board[cell] = move.disk }
        return board
    }

    public var isOnLastStep: Bool { current == steps.count - 1 }
}
