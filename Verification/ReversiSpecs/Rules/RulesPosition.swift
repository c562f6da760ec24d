import ReversiCore

/// A state of the rules check: the game model under test, with the reference rules' verdict on
/// the same board and side to move.
///
/// The verdict is worked out once, when the position is reached, and every invariant compares
/// against it: asking `LineRules` again in each invariant cost more than all the rest of the
/// check together.
public struct RulesPosition: Hashable, Sendable {
    public let model: GameModel
    let reference: ReferenceVerdict

    public init(_ model: GameModel) {
        self.model = model
        reference = ReferenceVerdict(board: model.board, turn: model.turn)
    }
}

/// What the checker compares to tell two positions apart: everything that makes a `GameModel`
/// the value it is, in 24 bytes instead of 40 (its legal moves follow from its board and side
/// to move, and `LegalMoves` can be built no other way). The visited set of a deep run holds
/// millions of these.
public struct RulesView: Hashable, Sendable {
    let board: Board
    let kind: Kind

    enum Kind: Hashable, Sendable {
        case mustPlace(Disk)
        case mustPass(Disk)
        case completed(Outcome)
    }

    init(_ model: GameModel) {
        switch model {
        case .mustPlace(let moves): (board, kind) = (moves.state.board, .mustPlace(moves.disk))
        case .mustPass(let state): (board, kind) = (state.board, .mustPass(state.turn))
        case .completed(let board, let outcome): (self.board, kind) = (board, .completed(outcome))
        }
    }
}
