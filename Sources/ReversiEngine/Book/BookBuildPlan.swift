/// What `reversi book build` grows (spec 21.1): from the start, every position reached by a
/// move within `margin` of the best, to `plies` plies, at most `positions` positions in all;
/// each move valued by a search of `depth` plies.
public struct BookBuildPlan: Hashable, Sendable {
    public var plies: Int
    /// In hundredths of a disk.
    public var margin: Int
    public var positions: Int
    public var search: BookSearch

    public init(plies: Int, margin: Int, positions: Int, search: BookSearch) {
        self.plies = plies
        self.margin = margin
        self.positions = positions
        self.search = search
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
