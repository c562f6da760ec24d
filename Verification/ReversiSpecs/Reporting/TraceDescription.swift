/// How a specification's states look in a trace: an optional board diagram and named fields.
/// The report prints the board and every field at the start, then, step by step, the board
/// and only the fields that changed.
public struct TraceDescription<State, Action>: Sendable {
    public var board: @Sendable (State) -> String?
    public var fields: @Sendable (State) -> [(name: String, value: String)]
    /// What the step into a state did besides changing it (e.g. the effects it emitted).
    public var stepNotes: @Sendable (State) -> [String] = { _ in [] }

    public init(
        board: @escaping @Sendable (State) -> String?,
        fields: @escaping @Sendable (State) -> [(name: String, value: String)],
        stepNotes: @escaping @Sendable (State) -> [String] = { _ in [] }
    ) {
        self.board = board
        self.fields = fields
        self.stepNotes = stepNotes
    }
}

/// Digits in groups of three, for counts a reader compares at a glance.
public func grouped(_ number: Int) -> String {
    let digits = String(number)
    var result = ""
    for (index, digit) in digits.reversed().enumerated() {
        if index > 0 && index % 3 == 0 { result.append(",") }
        result.append(digit)
    }
    return String(result.reversed())
}
