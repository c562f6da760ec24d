/// What a search may spend, in the engine's own terms: any search a level, a protocol's `set
/// depth 14` or a clock asks for.
///
/// - `depth`: the plies of the heuristic (midgame) search; iterative deepening answers with
///   the last depth it finished;
/// - `exactEmpties`: from this many empty cells down, the move comes from the exact solver;
/// - `midgameNodes`: at most this many positions for the heuristic search (a level's budget:
///   the solve after it runs to its end, so a level plays its solved positions perfectly);
/// - `nodes`: at most this many positions for the whole search, solve included;
/// - `time`: the longest the whole search may run;
/// - `openingMargin`: in the first `variedPlies` moves of a game, the move is drawn by the seed
///   among those the heuristic search scores within this many hundredths of a disk of the best
///   (spec 16.1), so that games differ from seed to seed;
/// - `selectivity`: how sure the midgame search must be to cut a node on a shallow search's
///   prediction (spec 20.1); below 100%, a position to solve is first searched to the end at
///   rising selectivity, then solved exactly when that is expected to fit the time (spec 20.2).
///
/// `nil` is no bound. Depth, empties and nodes are counts, so a search bound by them alone is
/// reproducible (spec 10.6); a time makes the answer depend on the machine.
public struct SearchLimits: Hashable, Sendable, DepthWithSelectivity {
    public var depth: Int
    public var exactEmpties: Int
    public var midgameNodes: Int?
    public var nodes: Int?
    public var time: Duration?
    public var openingMargin: Int?
    public var selectivity: Selectivity

    /// The deepest search: every empty cell of the game, so that only a time, a node budget
    /// or a stop ends it.
    public static let deepest = 60

    /// The moves of a game, from the start, in which `openingMargin` varies the move.
    public static let variedPlies = 8

    public init(
        depth: Int, exactEmpties: Int, midgameNodes: Int? = nil, nodes: Int? = nil,
        time: Duration? = nil, openingMargin: Int? = nil,
        selectivity: Selectivity = .exhaustive
    ) {
        self.selectivity = selectivity
        self.depth = depth
        self.exactEmpties = exactEmpties
        self.midgameNodes = midgameNodes
        self.nodes = nodes
        self.time = time
        self.openingMargin = openingMargin
    }

    /// The same search within `ceiling` (spec 16.2, 20.3): the one rule by which a clock's
    /// share of a move, a protocol's time or `--think` bounds a level's search. A level names
    /// its effort, not its time, so the ceiling only ever shortens the search; without one,
    /// the search is the level's.
    public func within(_ ceiling: Duration?) -> SearchLimits {
        guard let ceiling else { return self }
        var bounded = self
        bounded.time = min(time ?? ceiling, ceiling)
        return bounded
    }

    /// The same search with at most `nodes` positions in all.
    public func capped(nodes: Int) -> SearchLimits {
        var capped = self
        capped.nodes = min(self.nodes ?? Int.max, nodes)
        return capped
    }

    /// The heuristic search's budget: the tighter of its own and the whole search's.
    var midgameBudget: Int? { [midgameNodes, nodes].compactMap(\.self).min() }
}
