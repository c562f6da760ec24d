/// Anything searched, or to be searched, to a depth at a selectivity: a result, a report, an
/// analysed move, a level's limits. They all show the two as one `SearchDepth`.
public protocol DepthWithSelectivity {
    /// Plies of the heuristic search, or the empty cells of an exact score.
    var depth: Int { get }
    var selectivity: Selectivity { get }
}

extension DepthWithSelectivity {
    /// The depth with its selectivity, as `22@95%`, or `22` for an exhaustive search (spec
    /// 20.2, 20.5).
    public var searchDepth: SearchDepth { SearchDepth(plies: depth, selectivity: selectivity) }
}
