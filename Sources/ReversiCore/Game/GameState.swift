/// A position: the board and the side to move.
public struct GameState: Hashable, Sendable {
    public var board: Board
    public var turn: Disk

    public init(board: Board, turn: Disk) {
        self.board = board
        self.turn = turn
    }

    /// The initial board, dark to move.
    public static let initial = GameState(board: .initial, turn: .dark)

    @inlinable
    package var bitboards: Bitboards { board.bitboards(for: turn) }

    /// The same board with the other side to move.
    public var passed: GameState { GameState(board: board, turn: turn.flipped) }
}
