/// Breadth-first exploration of a `TransitionSystem` within `CheckOptions`' bounds.
///
/// Level by level, every state is checked against the state invariants and for deadlock,
/// then expanded: every enabled action's step is checked against the step invariants and
/// counted against the situations, and successors whose view is new join the next level.
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
    static var chunkSize: Int { 512 }

    public init(_ system: System, options: CheckOptions) {
        self.system = system
        self.options = options
    }

    public func run(progress: (CheckProgress) -> Void = { _ in }) -> Result {
        var exploration = Exploration(checker: self)
        return exploration.run(progress: progress)
    }

    /// The work on one slice of a level, done on any thread.
    func expand(
        _ frontier: ArraySlice<State>, ids: ArraySlice<Int32>, expanding: Bool
    ) -> ChunkOutcome {
        let stateInvariants = system.stateInvariants
        let stepInvariants = system.stepInvariants
        let situations = system.situations
        var outcome = ChunkOutcome(situationCounts: Array(repeating: 0, count: situations.count))
        outcome.discoveries.reserveCapacity(expanding ? frontier.count * 8 : 0)
        var actions: [Action] = []
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
            for (index, action) in actions.enumerated() {
                let next = system.successor(of: state, after: action)
                outcome.generated += 1
                let step = Step(before: state, action: action, after: next)
                if let broken = stepInvariants.first(where: { !$0.holds(step) }) {
                    outcome.failure = Failure(
                        name: broken.name, kind: .stepInvariant, id: id, action: index)
                    return outcome
                }
                for (situation, counted) in situations.enumerated() where counted.occurs(step) {
                    outcome.situationCounts[situation] += 1
                }
                outcome.discoveries.append(
                    Discovery(state: next, view: system.view(of: next), parent: id,
                              action: Int32(truncatingIfNeeded: index)))
            }
        }
        return outcome
    }

    struct Discovery: Sendable {
        let state: State
        let view: System.View
        let parent: Int32
        let action: Int32
    }

    struct Failure: Sendable {
        let name: String
        let kind: Violation<State, Action>.Kind
        /// The state that breaks the invariant, or the state before the breaking step.
        let id: Int32
        var action: Int? = nil
    }

    struct ChunkOutcome: Sendable {
        var situationCounts: [Int]
        var discoveries: [Discovery] = []
        var generated = 0
        var hasEnabledAction = false
        var failure: Failure?
    }
}
