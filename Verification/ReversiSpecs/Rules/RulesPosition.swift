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
