/// How strongly the computer plays a side (spec 10.1, 10.2, 16.1): the one table of levels,
/// which the game, the hint, the matches, the engine protocols and `--help` all read.
///
/// Level 0 is the reference random player: a uniformly random legal move (spec 10.1), no
/// search. Levels 1 to 5 search, each deeper and solving more of the end exactly than the one
/// below; each fixes everything that decides its move (a depth, a node budget and the empties
/// solved, no time), so the same position, level and seed give the same move (spec 10.6).
///
/// Levels 6 to 20 (spec 16.1) each name the empties solved exactly and a time per move, and
/// no depth: iterative deepening goes on while the time allows, starts no depth that is not
/// expected to finish in it (`IterationBudget`) and answers with the last depth it finished
/// when the time runs out; a solve that does not fit in it gives way to the heuristic move.
/// A time makes the move depend on the machine's speed and load, so spec 10.6's promise holds
/// for levels 1 to 5 and for searches bounded by nodes alone, not for these. Only a level of
/// the table can be made. In their first moves the timed levels draw among the moves within a
/// disk of the best, by the seed, so that games against them differ.
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

    private init(_ number: Int, exactEmpties: Int, milliseconds: Int) {
        self.init(
            number,
            SearchLimits(
                depth: Self.timedDepth, exactEmpties: exactEmpties,
                time: .milliseconds(milliseconds), openingMargin: Self.openingMargin))
    }

    /// The depth cap of the timed levels: every empty cell of the game, so that their time
    /// alone decides how deep they search (spec 16.1).
    public static let timedDepth = 60

    /// The timed levels vary their first moves among those within a disk of the best
    /// (spec 16.1): a strong engine that always opened alike would be dull to play again.
    public static let openingMargin = 100

    /// Level 0: a uniformly random legal move after the think delay (spec 10.1), the default.
    public static let random = Level(0, nil)

    /// The search of a person's hint (spec 13.1): level 4's, which answers within about a
    /// second in the middle game and solves the last 16 empty cells exactly, where an exact
    /// score helps most; a stronger level can take several seconds, long for a person waiting.
    public static let hintSearch = SearchLimits(
        depth: 6, exactEmpties: 16, midgameNodes: 1_000_000)

    /// The strongest level without a time, 5: it plays every position with 20 or fewer empty
    /// cells perfectly (spec 10.2) and the same move on any machine (spec 10.6). The engine of
    /// `reversi engine` plays it unless told otherwise.
    public static let strongestUntimed = Level(
        5, depth: 8, nodeBudget: 4_000_000, exactEmpties: 20)

    /// The strongest level, 20 (spec 16.1): the end solved from 24 empty cells when the solve
    /// fits in its four seconds a move. A game's moves take about 2 s on average on two
    /// cores, as deepening stops where the next depth would not fit (docs: the engine's table
    /// of the levels).
    public static let strongest = Level(20, exactEmpties: 24, milliseconds: 4_000)

    /// Every level, weakest first. Levels 1 to 5 were measured in matches with these numbers
    /// (docs: the engine's table of the levels); from 6 up each level has more time and solves
    /// as many empties or more than the one below, from level 6's second, in which an idle
    /// machine solves 20 empties as level 5 does, to level 20's four, which keeps a game's
    /// moves near 2 s on average. Their matches are in the docs' table of the levels: 20 won
    /// 40 of 40 games against level 5 as it played before the learned evaluation.
    public static let all = [
        random,
        Level(1, depth: 1, nodeBudget: 10_000, exactEmpties: 4),
        Level(2, depth: 2, nodeBudget: 50_000, exactEmpties: 8),
        Level(3, depth: 4, nodeBudget: 200_000, exactEmpties: 12),
        Level(4, hintSearch),
        strongestUntimed,
        Level(6, exactEmpties: 20, milliseconds: 1_000),
        Level(7, exactEmpties: 20, milliseconds: 1_200),
        Level(8, exactEmpties: 21, milliseconds: 1_400),
        Level(9, exactEmpties: 21, milliseconds: 1_600),
        Level(10, exactEmpties: 21, milliseconds: 1_800),
        Level(11, exactEmpties: 22, milliseconds: 2_000),
        Level(12, exactEmpties: 22, milliseconds: 2_200),
        Level(13, exactEmpties: 22, milliseconds: 2_400),
        Level(14, exactEmpties: 22, milliseconds: 2_600),
        Level(15, exactEmpties: 23, milliseconds: 2_800),
        Level(16, exactEmpties: 23, milliseconds: 3_000),
        Level(17, exactEmpties: 23, milliseconds: 3_300),
        Level(18, exactEmpties: 23, milliseconds: 3_500),
        Level(19, exactEmpties: 24, milliseconds: 3_800),
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
