import ReversiCore

/// How the analysis searches each position (spec 19.1): exactly once the position has at most
/// `limits.exactEmpties` empty cells, with the heuristic search of `limits` before.
public struct AnalysisSearch: Hashable, Sendable {
    public let limits: SearchLimits
    /// Orders the moves before a heuristic search, and so picks among equally good ones.
    public let seed: UInt64

    public init(limits: SearchLimits, seed: UInt64 = 0) {
        self.limits = limits
        self.seed = seed
    }

    /// The default: the hint's midgame search, cheap enough for the 40 midgame positions of a
    /// game, and level 5's exact solve of the last 20 empties (the strongest level without a
    /// time), where a score matters most and an exact one is affordable (`tools/bench
    /// analyze`).
    public static let standard = AnalysisSearch(
        limits: SearchLimits(
            depth: Level.hintSearch.depth,
            exactEmpties: Level.strongestUntimed.search?.exactEmpties
                ?? Level.hintSearch.exactEmpties,
            midgameNodes: Level.hintSearch.midgameNodes))

    /// The value for `search`'s purpose, or `nil` when `shouldStop` said stop first.
    public func value(
        for search: AnalysisPlan.Search, engine: Engine,
        shouldStop: @escaping () -> Bool = { false }
    ) -> PositionValue? {
        switch search.key.purpose {
        case .position: value(of: search.moves, engine: engine, shouldStop: shouldStop)
        case .playedMove:
            AnalysisSearch(limits: limits.shallower, seed: seed).value(
                of: search.moves, engine: engine, shouldStop: shouldStop)
        }
    }

    /// The value of the position of `moves`, or `nil` when `shouldStop` said stop first.
    ///
    /// A solved position comes from `Engine.solve`, the solve of `reversi solve`, so the two
    /// agree (spec 19.5). With a time limit, `Engine.bestMove` searches instead: it keeps the
    /// heuristic score when the solve does not finish in time.
    public func value(
        of moves: LegalMoves, engine: Engine, shouldStop: @escaping () -> Bool = { false }
    ) -> PositionValue? {
        // A search too short to poll its stop check still must not start once stopped.
        guard !shouldStop() else { return nil }
        let empties = moves.state.board.emptyCount
        if empties <= limits.exactEmpties, limits.time == nil {
            guard
                let solution = engine.solve(
                    moves.state, nodeBudget: limits.nodes, shouldStop: shouldStop),
                case .moves(let best) = solution.bestPlay, let first = best.first
            else { return shouldStop() ? nil : heuristicValue(of: moves, engine, shouldStop) }
            return PositionValue(
                best: first.coordinate, score: .exact(solution.score), depth: empties,
                bestMoves: best.map(\.coordinate))
        }
        let found = engine.bestMove(
            for: moves, limits: limits, seed: seed, shouldStop: shouldStop)
        guard found.ending != .stopped || !shouldStop() else { return nil }
        return PositionValue(found)
    }

    /// The heuristic search alone: for a solve that its node budget stopped.
    private func heuristicValue(
        of moves: LegalMoves, _ engine: Engine, _ shouldStop: @escaping () -> Bool
    ) -> PositionValue? {
        var heuristic = limits
        heuristic.exactEmpties = -1
        let found = engine.bestMove(
            for: moves, limits: heuristic, seed: seed, shouldStop: shouldStop)
        guard found.ending != .stopped || !shouldStop() else { return nil }
        return PositionValue(found)
    }
}

extension PositionValue {
    /// What a heuristic search of the position found.
    fileprivate init(_ found: SearchResult) {
        self.init(
            best: found.move.coordinate, score: found.score, depth: found.depth,
            selectivity: found.selectivity)
    }
}

extension SearchLimits {
    /// The same search one ply shallower (at least one ply).
    fileprivate var shallower: SearchLimits {
        var limits = self
        limits.depth = max(1, depth - 1)
        return limits
    }
}
