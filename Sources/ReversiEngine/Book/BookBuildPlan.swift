/// What `reversi book build` grows (spec 21.1): from the start, every position reached by a
/// move within `margin` of the best, to `plies` plies, at most `positions` positions in all;
/// each leaf, and each position's best move out of the book, valued by `search`.
public struct BookBuildPlan: Hashable, Sendable {
    public var plies: Int
    /// In hundredths of a disk.
    public var margin: Int
    public var positions: Int
    public var search: BookSearch
    /// The plies of the searches that pick the moves within the margin and each position's
    /// way out of the book; `nil` for `search`'s own. Every move of every expanded position
    /// is searched this way, but only the leaves and the ways out to `search`'s depth, so a
    /// shallower selection makes a deep book about eight times cheaper.
    public var selectionDepth: Int?
    /// In hundredths of a disk; `nil` for none. With a selection depth, an expanded position's
    /// way out is searched by `search` only when the selection puts it within this margin of
    /// the best of the position's book moves, valued already: one further below would not be
    /// the position's best, and keeps the selection's value and depth.
    public var wayOutMargin: Int?

    public init(
        plies: Int, margin: Int, positions: Int, search: BookSearch, selectionDepth: Int? = nil,
        wayOutMargin: Int? = nil
    ) {
        self.plies = plies
        self.margin = margin
        self.positions = positions
        self.search = search
        self.selectionDepth = selectionDepth
        self.wayOutMargin = wayOutMargin
    }

    /// The search that chooses: `search` at `selectionDepth`, with the same selectivity (a
    /// book holds one) and seed.
    public var selection: BookSearch {
        guard let selectionDepth else { return search }
        return BookSearch(
            depth: selectionDepth, selectivity: search.selectivity, seed: search.seed)
    }
}

/// How far a build or a growth has got, for its progress line.
public struct BookProgress: Hashable, Sendable {
    /// The plies from the start of the positions being expanded.
    public let ply: Int
    /// The positions in the book so far.
    public let positions: Int
    /// The searches run so far.
    public let searches: Int
}
