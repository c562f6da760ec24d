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
        self.jobs = min(max(1, jobs), Self.maximumJobs)
        self.shard = shard
    }

    /// The most a command line may ask for.
    public static let maximumDepth = 1_000
    public static let maximumJobs = 256
    /// States are numbered with `Int32`s; a run stops there as if it were its budget.
    public static let maximumStates = Int(Int32.max)

    /// The number of distinct states after which discovery stops.
    @usableFromInline var stateBudget: Int {
        min(maxStates ?? Self.maximumStates, Self.maximumStates)
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
