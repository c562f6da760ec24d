/// A system the checker can explore: where it starts, what can happen in each state, and
/// what must always hold.
///
/// The checker never looks inside `State` or `Action`; everything it needs goes through
/// these requirements, so the same explorer checks a toy counter and the application machine.
public protocol TransitionSystem: Sendable {
    associatedtype State: Sendable
    associatedtype Action: Sendable
    /// What deduplication compares (TLC's VIEW): two states with the same view are explored
    /// once. A view may drop bookkeeping that never affects behaviour, such as a counter that
    /// only grows, which would otherwise make every state new.
    associatedtype View: Hashable & Sendable

    /// The states exploration starts from (depth 0), in a fixed order.
    var initialStates: [State] { get }

    /// Appends the actions enabled in `state` to `actions`, in a fixed order. The checker
    /// empties and reuses the array, so exploring does not allocate one per state.
    func enabledActions(in state: State, into actions: inout [Action])

    /// The state after `action`; called only with actions enabled in `state`.
    func successor(of state: State, after action: Action) -> State

    func view(of state: State) -> View

    /// Whether a state without enabled actions is a proper end (a finished game) rather than
    /// a deadlock.
    func isLegitimateEnd(_ state: State) -> Bool

    /// How an action appears in a counterexample trace.
    func name(of action: Action) -> String

    var stateInvariants: [StateInvariant<State>] { get }
    var stepInvariants: [StepInvariant<State, Action>] { get }
    /// Steps worth counting in the coverage report.
    var situations: [Situation<State, Action>] { get }
}

extension TransitionSystem where View == State {
    public func view(of state: State) -> State { state }
}

extension TransitionSystem {
    public func isLegitimateEnd(_ state: State) -> Bool { false }
    public func name(of action: Action) -> String { String(describing: action) }
    public var stateInvariants: [StateInvariant<State>] { [] }
    public var stepInvariants: [StepInvariant<State, Action>] { [] }
    public var situations: [Situation<State, Action>] { [] }

    /// The enabled actions of `state` as a new array (for traces and tests, not hot paths).
    public func enabledActions(in state: State) -> [Action] {
        var actions: [Action] = []
        enabledActions(in: state, into: &actions)
        return actions
    }
}
