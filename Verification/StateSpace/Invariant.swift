/// One step of a system: the state before, the action taken, the state after.
public struct Step<State, Action> {
    public let before: State
    public let action: Action
    public let after: State

    public init(before: State, action: Action, after: State) {
        self.before = before
        self.action = action
        self.after = after
    }
}

extension Step: Sendable where State: Sendable, Action: Sendable {}

/// A named property that every reachable state must have.
public struct StateInvariant<State>: Sendable {
    public let name: String
    public let holds: @Sendable (State) -> Bool

    public init(_ name: String, _ holds: @escaping @Sendable (State) -> Bool) {
        self.name = name
        self.holds = holds
    }
}

/// A named property that every reachable step must have.
public struct StepInvariant<State, Action>: Sendable {
    public let name: String
    public let holds: @Sendable (Step<State, Action>) -> Bool

    public init(_ name: String, _ holds: @escaping @Sendable (Step<State, Action>) -> Bool) {
        self.name = name
        self.holds = holds
    }
}

/// A named kind of step that exploration should reach (like "pass alert shown"); the result
/// counts how many explored steps were of this kind, so an unreached situation stands out.
public struct Situation<State, Action>: Sendable {
    public let name: String
    public let occurs: @Sendable (Step<State, Action>) -> Bool

    public init(_ name: String, _ occurs: @escaping @Sendable (Step<State, Action>) -> Bool) {
        self.name = name
        self.occurs = occurs
    }
}
