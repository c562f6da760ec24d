/// A position whose side to move has no legal move while its opponent has one: the payload
/// of `GameModel.mustPass`.
///
/// Only the rules make one (its initializer is internal), so holding a `ForcedPass` proves
/// that the pass is forced, and that the opponent can move after it.
public struct ForcedPass: Hashable, Sendable {
    /// The opponent's moves once the pass is made: never empty.
    public let afterPass: LegalMoves

    init(afterPass: LegalMoves) { self.afterPass = afterPass }

    /// The position, with the passing side to move.
    public var state: GameState { afterPass.state.passed }

    /// The side that must pass.
    public var disk: Disk { afterPass.disk.flipped }
}
