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
    /// The level's search; `nil` for level 0, the random player.
    public let search: SearchLimits?

    private init(_ number: Int, _ search: SearchLimits?) {
        self.number = number
        self.search = search
    }

    private init(_ number: Int, depth: Int, nodeBudget: Int, exactEmpties: Int) {
        self.init(
            number, SearchLimits(depth: depth, exactEmpties: exactEmpties, midgameNodes: nodeBudget)
        )
    }

    private init(_ number: Int, depth: Int, _ selectivity: Selectivity, endEmpties: Int) {
        self.init(
            number,
            SearchLimits(
                depth: depth, exactEmpties: endEmpties, openingMargin: Self.openingMargin,
                selectivity: selectivity))
    }

    /// The ladder's levels vary their first moves among those within a disk of the best
    /// (spec 16.1): a strong engine that always opened alike would be dull to play again.
    public static let openingMargin = 100

    /// Level 0: a uniformly random legal move after the think delay (spec 10.1), the default.
    public static let random = Level(0, nil)

    /// The search of a person's hint (spec 13.1): level 4's, which answers within about a
    /// second in the middle game and solves the last 16 empty cells exactly, where an exact
    /// score helps most; a stronger level can take several seconds, long for a person waiting.
    public static let hintSearch = SearchLimits(
        depth: 6, exactEmpties: 16, midgameNodes: 1_000_000)

    /// The strongest level bounded by positions, 5: it plays every position with 20 or fewer
    /// empty cells perfectly (spec 10.2) and the same move on any machine (spec 10.6).
    public static let strongestUntimed = Level(
        5, depth: 8, nodeBudget: 4_000_000, exactEmpties: 20)

    /// The strongest level, 20 (spec 20.3), which `reversi engine` plays unless told
    /// otherwise: depth 22 at 73%, to the end from 22 empty cells. A game's moves take about
    /// 1.3 s on average on two quiet cores (docs: the ladder measured).
    public static let strongest = Level(20, depth: 22, .percent73, endEmpties: 22)

    /// Every level, weakest first. Levels 1 to 5 were measured in matches with these numbers
    /// (docs: the engine's table of the levels). From 6 up each level searches at least as
    /// deep as the one below, as selectively or less, and to the end from as many empties or
    /// more; the matches that tell them apart are in the docs' table of the levels.
    public static let all = [
        random,
        Level(1, depth: 1, nodeBudget: 10_000, exactEmpties: 4),
        Level(2, depth: 2, nodeBudget: 50_000, exactEmpties: 8),
        Level(3, depth: 4, nodeBudget: 200_000, exactEmpties: 12),
        Level(4, hintSearch),
        strongestUntimed,
        Level(6, depth: 10, .percent73, endEmpties: 18),
        Level(7, depth: 11, .percent73, endEmpties: 18),
        Level(8, depth: 12, .percent73, endEmpties: 18),
        Level(9, depth: 13, .percent73, endEmpties: 19),
        Level(10, depth: 14, .percent73, endEmpties: 19),
        Level(11, depth: 15, .percent73, endEmpties: 19),
        Level(12, depth: 15, .percent73, endEmpties: 20),
        Level(13, depth: 16, .percent73, endEmpties: 20),
        Level(14, depth: 17, .percent73, endEmpties: 20),
        Level(15, depth: 17, .percent73, endEmpties: 21),
        Level(16, depth: 18, .percent73, endEmpties: 21),
        Level(17, depth: 19, .percent73, endEmpties: 21),
        Level(18, depth: 20, .percent73, endEmpties: 22),
        Level(19, depth: 21, .percent73, endEmpties: 22),
        strongest,
    ]

    /// The levels' numbers, 0 to the strongest's.
    public static var numbers: ClosedRange<Int> { random.number...strongest.number }

    /// The levels that search: 1 and up.
    public static var searching: [Level] { all.filter { $0.search != nil } }

    /// The level numbered `number`, if there is one.
    public init?(_ number: Int) {
        guard let level = Level.all.first(where: { $0.number == number }) else { return nil }
        self = level
    }

    /// The next level up or down, if there is one.
    public var stronger: Level? { Level(number + 1) }
    public var weaker: Level? { Level(number - 1) }

    public static func < (lhs: Level, rhs: Level) -> Bool { lhs.number < rhs.number }

    public var description: String { String(number) }
}
