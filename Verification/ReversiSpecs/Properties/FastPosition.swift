import ReversiCore

/// A position kept only as the fast engine's two bitboards and the side to move: the second
/// engine of the playouts, stepped with `Bitboards` alone and compared with `GameModel` at
/// every step.
struct FastPosition: Hashable, Sendable {
    private(set) var bitboards: Bitboards
    private(set) var turn: Disk

    init(_ state: GameState) {
        bitboards = state.bitboards
        turn = state.turn
    }

    var board: Board { Board(bitboards, toMove: turn) }

    var legalMoves: UInt64 { bitboards.legalMoves }

    /// What the fast engine says about the side to move, in the model's three words.
    var status: Status {
        if legalMoves != 0 { return .mustPlace }
        return bitboards.passed.legalMoves != 0 ? .mustPass : .completed
    }

    enum Status: Hashable, Sendable { case mustPlace, mustPass, completed }

    mutating func place(at cell: Coordinate) {
        bitboards = bitboards.playing(cell.index, flipping: bitboards.flips(at: cell.index))
        turn = turn.flipped
    }

    mutating func pass() {
        bitboards = bitboards.passed
        turn = turn.flipped
    }

    /// Why the typed model and this position disagree, or `nil` when they agree on the board,
    /// the side to move, the kind of turn and the legal moves.
    func disagreement(with model: GameModel) -> String? {
        guard model.board == board else {
            return "the engines' boards differ:\n\(model.board)\nfast engine:\n\(board)"
        }
        switch (model, status) {
        case (.mustPlace(let moves), .mustPlace):
            guard moves.state.turn == turn else {
                return "the engines disagree on the side to move"
            }
            guard moves.mask == legalMoves else {
                return
                    "the engines' legal moves differ: \(moves.coordinates) against \(Coordinate.cells(of: legalMoves))"
            }
            return nil
        case (.mustPass(let pass), .mustPass):
            return pass.state.turn == turn ? nil : "the engines disagree on the side that must pass"
        case (.completed, .completed):
            return nil
        default:
            return "the engines disagree on the kind of turn: \(model.kind) against \(status)"
        }
    }
}

extension GameModel {
    /// The case name, for messages.
    var kind: String {
        switch self {
        case .mustPlace: "mustPlace"
        case .mustPass: "mustPass"
        case .completed: "completed"
        }
    }
}
