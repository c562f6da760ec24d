/// How strongly the computer plays a side (spec 10.1, 10.2, 16.1, 20.3): the one table of
/// levels, which the game, the hint, the matches, the engine protocols and `--help` all read.
///
/// Level 0 is the reference random player: a uniformly random legal move (spec 10.1), no
/// search. Levels 1 to 5 search, each deeper and solving more of the end exactly than the one
/// below; each fixes everything that decides its move (a depth, a node budget and the empties
/// solved), so the same position, level and seed give the same move (spec 10.6).
///
/// Levels 6 to 20 are a ladder of search effort (spec 20.3): each names its midgame depth, the
/// selectivity of its Multi-ProbCut (spec 20.2) and the empties from which it searches to the
/// end of the game, selectively first, then exactly. No level has a time: a clock or a
/// protocol sets one as a ceiling (`SearchLimits.within`), and without one the top level
/// answers in about two seconds a move on two cores (docs: the engine's table of the levels).
/// Their midgame search runs on every thread, so their moves depend on the machine's timing
/// and spec 10.6's promise holds for levels 1 to 5. In their first moves they draw among the
/// moves within a disk of the best, by the seed, so that games against them differ.
public struct Level: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let number: Int

    /// The level's search; `nil` for level 0, the random player. A level is its number, and
    /// its search is read from the one table: the application's states, events and screens
    /// each hold levels, and the checker copies them at every step.
    public var search: SearchLimits? { Self.searches[number] }

    private init(number: Int) { self.number = number }

    private static func limits(depth: Int, nodeBudget: Int, exactEmpties: Int) -> SearchLimits {
        SearchLimits(depth: depth, exactEmpties: exactEmpties, midgameNodes: nodeBudget)
    }

    private static func limits(depth: Int, _ selectivity: Selectivity, endEmpties: Int)
        -> SearchLimits
    {
        SearchLimits(
            depth: depth, exactEmpties: endEmpties, openingMargin: openingMargin,
            selectivity: selectivity)
    }

    /// The ladder's levels vary their first moves among those within a disk of the best
    /// (spec 16.1): a strong engine that always opened alike would be dull to play again.
    public static let openingMargin = 100

    /// Level 0: a uniformly random legal move after the think delay (spec 10.1), the default.
    public static let random = Level(number: 0)

    /// The search of a person's hint (spec 13.1): level 4's, which answers within about a
    /// second in the middle game and solves the last 16 empty cells exactly, where an exact
    /// score helps most; a stronger level can take several seconds, long for a person waiting.
    public static let hintSearch = SearchLimits(
        depth: 6, exactEmpties: 16, midgameNodes: 1_000_000)

    /// The strongest level bounded by positions, 5: it plays every position with 20 or fewer
    /// empty cells perfectly (spec 10.2) and the same move on any machine (spec 10.6).
    public static let strongestUntimed = Level(number: 5)

    /// The strongest level, 20 (spec 20.3), which `reversi engine` plays unless told
    /// otherwise: depth 22 at 73%, to the end from 22 empty cells. A game's moves take about
    /// 1.3 s on average on two quiet cores (docs: the ladder measured).
    public static let strongest = Level(number: 20)

    /// Each level's search, by its number, weakest first. Levels 1 to 5 were measured in
    /// matches with these numbers (docs: the engine's table of the levels). From 6 up each
    /// level searches at least as deep as the one below, as selectively or less, and to the
    /// end from as many empties or more; the matches that tell them apart are in the docs'
    /// table of the levels.
    private static let searches: [SearchLimits?] = [
        nil,
        limits(depth: 1, nodeBudget: 10_000, exactEmpties: 4),
        limits(depth: 2, nodeBudget: 50_000, exactEmpties: 8),
        limits(depth: 4, nodeBudget: 200_000, exactEmpties: 12),
        hintSearch,
        limits(depth: 8, nodeBudget: 4_000_000, exactEmpties: 20),
        limits(depth: 10, .percent73, endEmpties: 18),
        limits(depth: 11, .percent73, endEmpties: 18),
        limits(depth: 12, .percent73, endEmpties: 18),
        limits(depth: 13, .percent73, endEmpties: 18),
        limits(depth: 13, .percent73, endEmpties: 19),
        limits(depth: 14, .percent73, endEmpties: 19),
        limits(depth: 15, .percent73, endEmpties: 20),
        limits(depth: 16, .percent73, endEmpties: 20),
        limits(depth: 17, .percent73, endEmpties: 20),
        limits(depth: 17, .percent73, endEmpties: 21),
        limits(depth: 18, .percent73, endEmpties: 21),
        limits(depth: 19, .percent73, endEmpties: 21),
        limits(depth: 20, .percent73, endEmpties: 22),
        limits(depth: 21, .percent73, endEmpties: 22),
        limits(depth: 22, .percent73, endEmpties: 22),
    ]

    /// Every level, weakest first.
    public static let all = searches.indices.map(Level.init(number:))

    /// The levels' numbers, 0 to the strongest's.
    public static var numbers: ClosedRange<Int> { random.number...strongest.number }

    /// The levels that search: 1 and up.
    public static var searching: [Level] { all.filter { $0.search != nil } }

    /// The level numbered `number`, if there is one.
    public init?(_ number: Int) {
        guard Self.searches.indices.contains(number) else { return nil }
        self.init(number: number)
    }

    /// The next level up or down, if there is one.
    public var stronger: Level? { Level(number + 1) }
    public var weaker: Level? { Level(number - 1) }

    public static func < (lhs: Level, rhs: Level) -> Bool { lhs.number < rhs.number }

    public var description: String { String(number) }
}
