/// How strongly the computer plays: levels 1 (weakest) to 5 (strongest), each searching
/// deeper and solving more of the end exactly than the one below (spec 10.2). Level 0, the
/// uniformly random player of spec 10.1, is the application's `RandomPlayer`, not a search.
///
/// A level fixes everything that decides its move, so the same position, level and seed give
/// the same move (spec 10.6):
/// - `depth`: the plies of the heuristic search;
/// - `nodeBudget`: at most this many positions for that search; it stops at the last depth it
///   finished within them (a count, not a clock, so it is reproducible);
/// - `exactEmpties`: from this many empty cells down, the move comes from the exact solver,
///   which has no budget of its own: it plays perfectly (the strongest level from 20).
public struct Level: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let number: Int
    public let depth: Int
    public let nodeBudget: Int
    public let exactEmpties: Int

    private init(_ number: Int, depth: Int, nodeBudget: Int, exactEmpties: Int) {
        self.number = number
        self.depth = depth
        self.nodeBudget = nodeBudget
        self.exactEmpties = exactEmpties
    }

    /// Every level, weakest first.
    public static let all = [
        Level(1, depth: 1, nodeBudget: 10_000, exactEmpties: 4),
        Level(2, depth: 2, nodeBudget: 50_000, exactEmpties: 8),
        Level(3, depth: 4, nodeBudget: 200_000, exactEmpties: 12),
        Level(4, depth: 6, nodeBudget: 1_000_000, exactEmpties: 16),
        Level(5, depth: 8, nodeBudget: 4_000_000, exactEmpties: 20),
    ]

    /// The level that plays every position with 20 or fewer empty cells perfectly.
    public static var strongest: Level { all[all.count - 1] }

    /// The level numbered `number`, if there is one.
    public init?(_ number: Int) {
        guard let level = Level.all.first(where: { $0.number == number }) else { return nil }
        self = level
    }

    public static func < (lhs: Level, rhs: Level) -> Bool { lhs.number < rhs.number }

    public var description: String { "level \(number)" }
}
