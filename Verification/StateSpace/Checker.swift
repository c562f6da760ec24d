/// Breadth-first exploration of a `TransitionSystem` within `CheckOptions`' bounds.
///
/// Level by level, every state is checked against the state invariants and for deadlock,
/// then expanded: every enabled action's step is checked against the step invariants and
/// counted against the situations, and successors whose view is new join the next level.
/// The threads drop what they can already tell is not new (a view visited at an earlier
/// batch, or found earlier in the same slice), so the sequential merge sees little but new
/// states.
/// Because levels are explored in order, the first violation found has a shortest trace.
///
/// Each discovered state costs two `Int32`s of history (its parent and the index of the
/// action that reached it); a trace is rebuilt by replaying those actions from the initial
/// state, so no trace is stored while exploring.
public struct Checker<System: TransitionSystem>: Sendable {
    public typealias State = System.State
    public typealias Action = System.Action
    public typealias Result = CheckResult<State, Action>

    public let system: System
    public let options: CheckOptions

    /// States one task expands before its results are merged.
    @usableFromInline static var chunkSize: Int { 256 }

    public init(_ system: System, options: CheckOptions) {
        self.system = system
        self.options = options
    }

    // Inlinable, with everything it reaches, so that it is specialized for each system in
    // the caller's module: unspecialized, generic metadata look-ups cost more than the
    // system's own work.
    @inlinable
    public func run(progress: (CheckProgress) -> Void = { _ in }) -> Result {
        var exploration = Exploration(checker: self)
        return exploration.run(progress: progress)
    }

    /// The work on one slice of a level, done on any thread.
    @inlinable
    func expand(
        _ frontier: ArraySlice<State>, ids: ArraySlice<Int32>, expanding: Bool,
        visited: Set<HashedView<System.View>>
    ) -> ChunkOutcome {
        let stateInvariants = system.stateInvariants
        let stepInvariants = system.stepInvariants
        let situations = system.situations
        var outcome = ChunkOutcome(situationCounts: Array(repeating: 0, count: situations.count))
        outcome.discoveries.reserveCapacity(expanding ? frontier.count * 8 : 0)
        var actions: [Action] = []
        var found = Set<HashedView<System.View>>()
        for (state, id) in zip(frontier, ids) {
            if let broken = stateInvariants.first(where: { !$0.holds(state) }) {
                outcome.failure = Failure(name: broken.name, kind: .stateInvariant, id: id)
                return outcome
            }
            actions.removeAll(keepingCapacity: true)
            system.enabledActions(in: state, into: &actions)
            if actions.isEmpty {
                if !system.isLegitimateEnd(state) {
                    outcome.failure = Failure(name: "deadlock", kind: .deadlock, id: id)
                    return outcome
                }
                continue
            }
            outcome.hasEnabledAction = true
            guard expanding else { continue }
            // Most actions of a rich system change nothing (an ignored event); their successor
            // is the state itself, already visited, so it is checked but never stored.
            let currentView = system.view(of: state)
            for index in actions.indices {
                let action = actions[index]
                let next = system.successor(of: state, after: action)
                outcome.generated += 1
                let step = Step(before: state, action: action, after: next)
                if let broken = stepInvariants.first(where: { !$0.holds(step) }) {
                    outcome.failure = Failure(
                        name: broken.name, kind: .stepInvariant, id: id, action: index)
                    return outcome
                }
                for situation in situations.indices where situations[situation].occurs(step) {
                    outcome.situationCounts[situation] += 1
                }
                let nextView = system.view(of: next)
                guard nextView != currentView else { continue }
                let hashed = HashedView(nextView)
                guard !visited.contains(hashed), found.insert(hashed).inserted else {
                    outcome.dropsAfterLastDiscovery = true
                    continue
                }
                outcome.discoveries.append(
                    Discovery(
                        state: next, view: hashed, parent: id,
                        action: Int32(truncatingIfNeeded: index)))
                outcome.dropsAfterLastDiscovery = false
            }
        }
        return outcome
    }

    @usableFromInline
    struct Discovery: Sendable {
        @usableFromInline let state: State
        @usableFromInline let view: HashedView<System.View>
        @usableFromInline let parent: Int32
        @usableFromInline let action: Int32

        @inlinable
        init(state: State, view: HashedView<System.View>, parent: Int32, action: Int32) {
            self.state = state
            self.view = view
            self.parent = parent
            self.action = action
        }
    }

    @usableFromInline
    struct Failure: Sendable {
        @usableFromInline let name: String
        @usableFromInline let kind: Violation<State, Action>.Kind
        /// The state that breaks the invariant, or the state before the breaking step.
        @usableFromInline let id: Int32
        @usableFromInline var action: Int?

        @inlinable
        init(name: String, kind: Violation<State, Action>.Kind, id: Int32, action: Int? = nil) {
            self.name = name
            self.kind = kind
            self.id = id
            self.action = action
        }
    }

    @usableFromInline
    struct ChunkOutcome: Sendable {
        @usableFromInline var situationCounts: [Int]
        @usableFromInline var discoveries: [Discovery] = []
        @usableFromInline var generated = 0
        @usableFromInline var hasEnabledAction = false
        /// Whether a successor already known was dropped after the last discovery: the merge
        /// would have been offered it, and an offer once the budget is spent marks the budget
        /// exhausted, so the merge still learns of it.
        @usableFromInline var dropsAfterLastDiscovery = false
        @usableFromInline var failure: Failure?

        @inlinable
        init(situationCounts: [Int]) { self.situationCounts = situationCounts }
    }
}
