/// The two buttons of the reset confirmation (spec 7.2). The focus starts on Cancel: a reset
/// loses the game, so it takes a deliberate choice.
public enum ResetButton: Hashable, Sendable {
    case cancel
    case ok

    /// The button the focus moves to.
    var other: ResetButton { self == .cancel ? .ok : .cancel }
}
