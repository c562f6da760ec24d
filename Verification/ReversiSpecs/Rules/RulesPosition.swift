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
        self.init(model, reference: ReferenceVerdict(board: model.board, turn: model.turn))
    }

    /// A position with any verdict: how tests show each invariant rejecting a disagreement,
    /// which real models, made by the rules alone, cannot build.
    init(_ model: GameModel, reference: ReferenceVerdict) {
        self.model = model
        self.reference = reference
    }
}

/// What the checker compares to tell two positions apart: everything that makes a `GameModel`
/// the value it is, in 24 bytes instead of 40. A model is its board and its case, with the
/// side to move while the game goes on: its payload (legal moves, forced pass, finished game)
/// follows from those, as only the rules can make one. The visited set of a deep run holds
/// millions of these.
public struct RulesView: Hashable, Sendable {
    let board: Board
    let kind: Kind

    enum Kind: Hashable, Sendable {
        case mustPlace(Disk)
        case mustPass(Disk)
        case completed
    }

    init(_ model: GameModel) {
        switch model {
        case .mustPlace(let moves): (board, kind) = (moves.state.board, .mustPlace(moves.disk))
        case .mustPass(let pass): (board, kind) = (pass.state.board, .mustPass(pass.disk))
        case .completed(let finished): (board, kind) = (finished.board, .completed)
        }
    }
}
