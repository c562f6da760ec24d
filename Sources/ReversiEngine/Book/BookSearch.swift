import ReversiCore

/// The search that values the book's leaves (spec 21.1): a search of this engine to a fixed
/// depth at a selectivity (spec 20.1; the top level's `22@73%` or any other), on one thread,
/// with no time and no node budget, seeded by the build's seed and the position, so that a position's value depends on nothing else and a build is reproduced
/// byte for byte whatever order its searches run in.
public struct BookSearch: Hashable, Sendable, DepthWithSelectivity {
    /// The plies of each leaf's midgame search.
    public let depth: Int
    public let selectivity: Selectivity
    public let seed: UInt64

    /// The empties from which a leaf is solved exactly instead, as the strongest level
    /// without a time solves them; a book's positions have many more.
    static let exactEmpties = 20

    public init(depth: Int, selectivity: Selectivity = .exhaustive, seed: UInt64) {
        self.depth = depth
        self.selectivity = selectivity
        self.seed = seed
    }

    /// The engine's limits of one leaf's search.
    var limits: SearchLimits {
        SearchLimits(depth: depth, exactEmpties: Self.exactEmpties, selectivity: selectivity)
    }

    /// What the search of one position found: its best move in the key's frame (`nil` once
    /// the game is over), the value for the side to move, in hundredths of a disk, and the
    /// plies behind it.
    public struct Result: Hashable, Sendable {
        let square: Int?
        let value: Int
        let depth: Int
    }

    /// The value of `key`'s position, searched on `engine` (one thread: no time is given).
    public func value(of key: BookKey, engine: Engine) -> Result {
        switch GameModel(key.state) {
        case .mustPlace(let moves):
            let search = AnalysisSearch(
                limits: limits, seed: seed ^ key.own ^ key.opponent.byteSwapped)
            // Never nil: nothing stops it.
            guard let found = search.value(of: moves, engine: engine) else {
                return Result(square: nil, value: 0, depth: 0)
            }
            let bound = BookEntry.valueBound
            return Result(
                square: found.best.index, value: min(max(found.score.hundredths, -bound), bound),
                depth: found.depth)
        case .mustPass:
            let after = value(of: BookKey.canonical(key.position.passed).key, engine: engine)
            return Result(square: BookExit.pass, value: -after.value, depth: after.depth)
        case .completed:
            let final = OpeningBook.negamax(key, exit: nil) { _ in nil }
            return Result(square: nil, value: final?.value ?? 0, depth: 0)
        }
    }
}
