/// How a specification's states look in a trace: an optional board diagram and named fields.
/// The report prints the board and every field at the start, then, step by step, the board
/// and only the fields that changed.
struct TraceDescription<State, Action>: Sendable {
    var board: @Sendable (State) -> String?
    var fields: @Sendable (State) -> [(name: String, value: String)]
    /// What the step into a state did besides changing it (e.g. the effects it emitted).
    var stepNotes: @Sendable (State) -> [String] = { _ in [] }
}
