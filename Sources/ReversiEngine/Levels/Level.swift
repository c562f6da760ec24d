/// How strongly the computer plays a side (spec 10.1, 10.2): the one table of levels, which
/// the game, the hint, the matches and the engine protocols all read.
///
/// Level 0 is the reference random player: a uniformly random legal move (spec 10.1), no
/// search. Levels 1 to 5 search, each deeper and solving more of the end exactly than the one
/// below. A level fixes everything that decides its move (a depth, a node budget and the
/// empties solved, no time), so the same position, level and seed give the same move
/// (spec 10.6). Only a level of the table can be made.
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

    /// Level 0: a uniformly random legal move after the think delay (spec 10.1), the default.
    public static let random = Level(0, nil)

    /// The search of a person's hint (spec 13.1): level 4's, the second strongest, which
    /// answers within about a second in the middle game and solves the last 16 empty cells
    /// exactly, where an exact score helps most; the strongest can take several seconds for
    /// its 20, long for a person waiting.
    public static let hintSearch = SearchLimits(
        depth: 6, exactEmpties: 16, midgameNodes: 1_000_000)

    /// The level that plays every position with 20 or fewer empty cells perfectly.
    public static let strongest = Level(5, depth: 8, nodeBudget: 4_000_000, exactEmpties: 20)

    /// Every level, weakest first; their strengths were measured with these numbers
    /// (docs: the engine's table of the levels).
    public static let all = [
        random,
        Level(1, depth: 1, nodeBudget: 10_000, exactEmpties: 4),
        Level(2, depth: 2, nodeBudget: 50_000, exactEmpties: 8),
        Level(3, depth: 4, nodeBudget: 200_000, exactEmpties: 12),
        Level(4, hintSearch),
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
