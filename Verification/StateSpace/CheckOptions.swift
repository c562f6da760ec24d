/// The bounds of one exploration.
public struct CheckOptions: Hashable, Sendable {
    /// The longest trace explored: states up to this many actions from an initial state are
    /// checked, and those at exactly this depth are not expanded.
    public var depth: Int
    /// Stop discovering new states once this many distinct states are known (`nil`: no limit).
    public var maxStates: Int?
    /// How many threads expand a breadth-first level. The result does not depend on it.
    public var jobs: Int
    public var shard: Shard

    public init(depth: Int, maxStates: Int? = nil, jobs: Int = 1, shard: Shard = .whole) {
        self.depth = depth
        self.maxStates = maxStates
        self.jobs = max(1, jobs)
        self.shard = shard
    }
}

/// How far an exploration has got, reported while it runs.
public struct CheckProgress: Sendable {
    public let depth: Int
    public let distinctStates: Int
    public let statesGenerated: Int
    /// States at `depth`, and how many of them have been checked and expanded so far.
    public let frontier: Int
    public let frontierDone: Int
    public let seconds: Double

    @inlinable
    init(
        depth: Int, distinctStates: Int, statesGenerated: Int, frontier: Int, frontierDone: Int,
        seconds: Double
    ) {
        self.depth = depth
        self.distinctStates = distinctStates
        self.statesGenerated = statesGenerated
        self.frontier = frontier
        self.frontierDone = frontierDone
        self.seconds = seconds
    }
}
