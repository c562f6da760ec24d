import ReversiCore

/// A feature of the machine as the reducer sees it: the events it takes, and what it does
/// after any event. Each folder of `Features/` has one conformance, and `AppState.features`
/// lists them: the reducer hands each event to the first feature that takes it, so a new
/// feature adds its folder and one line to that list, not a case to a central dispatch.
protocol MachineFeature: Sendable {
    /// Applies the person's `event` if it is this feature's: the effects it asks for, or why it
    /// cannot apply now (spec 15.1); `nil` when the event is another feature's.
    static func apply(_ event: PersonEvent, to state: inout AppState, in game: GameModel)
        throws(Refusal) -> [Effect]?

    /// Applies the world's `event` if it is this feature's; `nil` when it is another's.
    static func apply(_ event: WorldEvent, to state: inout AppState) -> [Effect]?

    /// What the feature does after every event applied after the launch, whoever took it (the
    /// analysis drops itself once its game is gone).
    static func settle(_ state: inout AppState) -> [Effect]
}

extension MachineFeature {
    static func apply(_ event: PersonEvent, to state: inout AppState, in game: GameModel)
        throws(Refusal) -> [Effect]?
    { nil }

    static func apply(_ event: WorldEvent, to state: inout AppState) -> [Effect]? { nil }

    static func settle(_ state: inout AppState) -> [Effect] { [] }
}
