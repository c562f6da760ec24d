/// The rules as a state machine. Every position is in exactly one of three states:
/// - `mustPlace`: the side to move has a legal move (and so must place a disk);
/// - `mustPass`: it has none, but the opponent has one;
/// - `completed`: neither side can move; the outcome follows from the counts. A finished
///   game has no side to move, so it carries only its board.
///
/// Each payload proves its case: `LegalMoves` is never empty, and only the rules can make a
/// `ForcedPass` or a `FinishedGame`. So every `GameModel` value is one the rules classified;
/// outside this module a value comes from `GameModel(_:)` or from playing one.
public enum GameModel: Hashable, Sendable {
    case mustPlace(LegalMoves)
    case mustPass(ForcedPass)
    case completed(FinishedGame)

    /// Classifies any position.
    public init(_ state: GameState) {
        if let moves = LegalMoves(state) {
            self = .mustPlace(moves)
        } else if let opponentMoves = LegalMoves(state.passed) {
            self = .mustPass(ForcedPass(afterPass: opponentMoves))
        } else {
            self = .completed(FinishedGame(board: state.board))
        }
    }

    /// The initial position, dark to move.
    public static let initial = GameModel(.initial)

    public var board: Board {
        switch self {
        case .mustPlace(let moves): moves.state.board
        case .mustPass(let pass): pass.state.board
        case .completed(let finished): finished.board
        }
    }

    /// The position while the game goes on; `nil` once it is over.
    public var state: GameState? {
        switch self {
        case .mustPlace(let moves): moves.state
        case .mustPass(let pass): pass.state
        case .completed: nil
        }
    }

    /// The side to move, or `nil` once the game is over.
    public var turn: Disk? { state?.turn }

    public var legalMoves: LegalMoves? {
        if case .mustPlace(let moves) = self { return moves }
        return nil
    }

    /// Whether a game can start here: any board with a disk, also one that no game could
    /// reach (the rules play on from it). An empty board is no game: nobody could ever move,
    /// and no game leads there. Every way in of a position (the command line's starts, the
    /// protocols' positions) asks this.
    public var canStartAGame: Bool { board != .empty }

    /// Places the side to move's disk at `coordinate`, or says why not.
    public func placing(at coordinate: Coordinate) -> Result<Placement, Rejection> {
        switch self {
        case .completed: return .failure(.gameOver)
        case .mustPass(let pass): return .failure(.mustPass(pass.disk))
        case .mustPlace(let moves):
            guard let move = moves.move(at: coordinate) else {
                return .failure(
                    moves.state.board[coordinate] == nil
                        ? .flipsNothing(coordinate, moves.disk) : .occupied(coordinate))
            }
            return .success(Placement(move: move, next: playing(move, in: moves.state)))
        }
    }

    /// Hands the turn to the opponent when the side to move has no legal move.
    public func passing() -> Result<GameModel, Rejection> {
        switch self {
        case .completed: .failure(.gameOver)
        case .mustPlace(let moves): .failure(.hasLegalMove(moves.disk))
        case .mustPass(let pass): .success(.mustPlace(pass.afterPass))
        }
    }

    private func playing(_ move: Move, in state: GameState) -> GameModel {
        GameModel(GameState(board: move.applied(to: state.board), turn: state.turn.flipped))
    }

    /// An accepted placement: the move made and the state after it.
    public struct Placement: Hashable, Sendable {
        public let move: Move
        public let next: GameModel
    }

    /// Why a request was ignored.
    public enum Rejection: Error, Hashable, Sendable, CustomStringConvertible {
        case gameOver
        case mustPass(Disk)
        case hasLegalMove(Disk)
        case occupied(Coordinate)
        case flipsNothing(Coordinate, Disk)

        public var description: String {
            switch self {
            case .gameOver: "the game is over"
            case .mustPass(let disk): "\(disk) has no legal move and must pass"
            case .hasLegalMove(let disk): "\(disk) has a legal move and cannot pass"
            case .occupied(let cell): "\(cell) is occupied"
            case .flipsNothing(let cell, let disk): "\(cell) flips nothing for \(disk)"
            }
        }
    }
}
