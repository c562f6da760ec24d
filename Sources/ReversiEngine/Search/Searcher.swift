import ReversiCore

/// The working state of one search: the table, the move lists, the node count and the means
/// to stop. A struct whose methods are `mutating`, so the recursion passes it by reference and
/// the hot loops touch no reference counts and no runtime exclusivity checks.
struct Searcher {
    let table: TranspositionTable
    /// Held only to keep `moveLists` allocated: the searches read the pointer alone.
    private let moveListStorage: MoveListStorage
    private let moveLists: UnsafeMutablePointer<ScoredMove>
    let flipTables: FlipTables
    /// Positions visited, every call of the search counted once.
    private(set) var nodes = 0
    private(set) var stopReason: StopReason?
    private var nextPoll: Int
    private let nodeLimit: Int
    private var shouldStop: () -> Bool
    /// From this many empties the solver orders its moves with the evaluation too
    /// (`evaluationKey`); a test sets it above every position to solve without.
    var ordersByEvaluationFrom = Searcher.evaluationOrderEmpties
    /// How sure a cut must be (spec 20.1); at 100% the search cuts nothing.
    let selectivity: Selectivity
    /// The depth from which a node tries a ProbCut test: beyond every depth at 100%, so that
    /// an exhaustive search pays one comparison a node for it.
    let probCutFrom: Int
    let probCuts: ProbCutTable?
    /// Whether a node was cut on a prediction: the search's value is then not proven.
    var pruned = false
    /// What a won finished game's value adds to its disks (`Evaluation.final`): beyond every
    /// estimate in the midgame search, which prefers a decided game to any estimate; 0 in a
    /// selective search to the end of the game, where every line ends in a finished game and
    /// ProbCut's shallow estimates must predict finished games' values on their own scale.
    var finishedGameWon = Evaluation.won
    /// Added to the empties to find the solver's move lists: 0 in a solve, past every
    /// midgame ply while the midgame search solves its last plies, whose lists are in use.
    var solverLists = 0
    /// The last levels of the storage, which no midgame ply reaches.
    static let midgameSolverLists = MoveListStorage.levels - 1 - solvedInMidgameEmpties

    /// Nodes between two calls of `shouldStop`: at tens of millions of nodes a second in the
    /// endgame and a few million in the midgame, a few milliseconds at most.
    static let pollInterval = 1 << 14

    enum StopReason: Hashable, Sendable {
        case nodeBudget
        case stopped
    }

    init(
        table: TranspositionTable, moveLists: MoveListStorage,
        flipTables: FlipTables, nodeBudget: Int?, selectivity: Selectivity = .exhaustive,
        shouldStop: @escaping () -> Bool
    ) {
        self.table = table
        moveListStorage = moveLists
        self.moveLists = moveLists.moves
        self.flipTables = flipTables
        self.shouldStop = shouldStop
        self.selectivity = selectivity
        probCuts = ProbCutTable.fitted[selectivity]
        probCutFrom = probCuts == nil ? Int.max : ProbCutTable.fromDepth
        nodeLimit = nodeBudget.map { max($0, 1) } ?? Int.max
        nextPoll = min(Self.pollInterval, nodeLimit)
    }

    /// Goes on with the same table entries and node count under `shouldStop`, unless the
    /// node budget is spent.
    mutating func proceed(shouldStop: @escaping () -> Bool) {
        self.shouldStop = shouldStop
        if stopReason == .stopped { stopReason = nil }
    }

    /// Stops as a poll would have: for a thread that waits instead of visiting positions.
    mutating func stop() { stopReason = .stopped }

    /// After a stop that concerned only a part of the tree, goes on unless `stopped`.
    mutating func resume(stopped: Bool) {
        if stopReason != .nodeBudget { stopReason = stopped ? .stopped : nil }
    }

    var isStopped: Bool {
        @inline(__always) get { stopReason != nil }
    }

    /// Counts a node; every `pollInterval` nodes, and exactly at the node budget, asks whether
    /// to stop. True once the search must unwind.
    @inline(__always)
    mutating func visit() -> Bool {
        nodes &+= 1
        if nodes >= nextPoll { poll() }
        return stopReason != nil
    }

    /// Counts a node without polling: for the small subtrees below the polled levels.
    @inline(__always)
    mutating func count() { nodes &+= 1 }

    @inline(never)
    private mutating func poll() {
        nextPoll = nodes &+ Self.pollInterval
        if nodes >= nodeLimit {
            stopReason = .nodeBudget
        } else {
            nextPoll = min(nextPoll, nodeLimit)
            if shouldStop() { stopReason = .stopped }
        }
    }

    /// The move list of `level`.
    @inline(__always)
    func moveList(_ level: Int) -> MoveList { MoveList(moveLists, level: level) }
}
