/// What an exploration found.
public struct CheckResult<State, Action> {
    /// Every successor computed, duplicates included, plus the initial states.
    public let statesGenerated: Int
    /// States with distinct views that were discovered.
    public let distinctStates: Int
    /// Distinct states discovered at each depth, index 0 being the initial states.
    public let distinctStatesByDepth: [Int]
    /// The depth of the deepest state discovered.
    public var depthReached: Int { distinctStatesByDepth.count - 1 }
    public let seconds: Double
    public let coverage: [Coverage]
    public let completion: Completion
    /// The first violation in breadth-first order, so its trace is a shortest one.
    public let violation: Violation<State, Action>?
    /// The depth at which the frontier was split between shards, if it was.
    public let shardSplitDepth: Int?

    @inlinable
    init(
        statesGenerated: Int, distinctStates: Int, distinctStatesByDepth: [Int], seconds: Double,
        coverage: [Coverage], completion: Completion, violation: Violation<State, Action>?,
        shardSplitDepth: Int?
    ) {
        self.statesGenerated = statesGenerated
        self.distinctStates = distinctStates
        self.distinctStatesByDepth = distinctStatesByDepth
        self.seconds = seconds
        self.coverage = coverage
        self.completion = completion
        self.violation = violation
        self.shardSplitDepth = shardSplitDepth
    }

    public var statesPerSecond: Double {
        seconds > 0 ? Double(statesGenerated) / seconds : 0
    }

    public var passed: Bool { violation == nil }

    /// How often one named situation was reached.
    public struct Coverage: Hashable, Sendable {
        public let name: String
        public let count: Int

        @inlinable
        init(name: String, count: Int) {
            self.name = name
            self.count = count
        }
    }
}

/// Why an exploration stopped.
public enum Completion: String, Hashable, Sendable, Codable, CustomStringConvertible {
    /// No new state was left: the whole reachable space was explored.
    case exhaustive
    /// States beyond the depth bound exist and were not explored.
    case depthBound
    /// The state budget ran out before the depth bound.
    case stateBudget
    /// A violation was found.
    case violation

    public var description: String {
        switch self {
        case .exhaustive: "the whole reachable space was explored"
        case .depthBound: "the depth bound was reached"
        case .stateBudget: "the state budget ran out"
        case .violation: "a violation was found"
        }
    }
}

extension CheckResult: Sendable where State: Sendable, Action: Sendable {}

/// A broken invariant, with the shortest way to break it.
public struct Violation<State, Action> {
    public enum Kind: Hashable, Sendable {
        case stateInvariant
        case stepInvariant
        /// A reachable state with no enabled action that is not a legitimate end.
        case deadlock
    }

    /// The invariant's name, or "deadlock".
    public let name: String
    public let kind: Kind
    /// From an initial state (whose `action` is `nil`) to the state that breaks the invariant.
    public let trace: [TraceStep<State, Action>]

    @inlinable
    init(name: String, kind: Kind, trace: [TraceStep<State, Action>]) {
        self.name = name
        self.kind = kind
        self.trace = trace
    }
}

extension Violation: Sendable where State: Sendable, Action: Sendable {}

/// One line of a trace: the action taken (none for the initial state) and the state after it.
public struct TraceStep<State, Action> {
    public let action: Action?
    public let actionName: String?
    public let state: State

    @inlinable
    init(action: Action?, actionName: String?, state: State) {
        self.action = action
        self.actionName = actionName
        self.state = state
    }
}

extension TraceStep: Sendable where State: Sendable, Action: Sendable {}
