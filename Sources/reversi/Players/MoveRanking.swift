import ReversiCore
import ReversiEngine
import ReversiProtocols

/// The search a protocol session asks for, run on the engine: the best move, or for NBoard's
/// `hint N` every move scored by a search of the position it leads to, best first.
enum MoveRanking {
    /// The answer from the opening book when it has the position (spec 21.2): its move drawn
    /// by `seed` within the levels' opening margin, with its value and depth, found at once.
    /// NBoard's `hint N` still searches: it asks for every move ranked.
    static func bookAnswer(
        _ request: SearchRequest, book: OpeningBook?, seed: UInt64
    ) -> SearchAnswer? {
        guard request.ranked == 1,
            let chosen = book?.choice(in: request.moves, margin: Level.openingMargin, seed: seed),
            let cell = chosen.coordinate
        else { return nil }
        return SearchAnswer(
            ticket: request.ticket, moves: [ScoredMove(cell, chosen.score)], depth: chosen.depth,
            nodes: 0, seconds: 0, selectivity: chosen.selectivity)
    }

    static func answer(
        _ request: SearchRequest, engine: Engine, seed: UInt64,
        shouldStop: @escaping () -> Bool, progress: (SearchProgress) -> Void = { _ in }
    ) -> SearchAnswer {
        let clock = ContinuousClock()
        let start = clock.now
        let searched = { start.duration(to: clock.now).seconds }
        guard request.ranked > 1 else {
            let found = engine.bestMove(
                for: request.moves, limits: request.limits, seed: seed, shouldStop: shouldStop
            ) { update in
                progress(
                    SearchProgress(ticket: request.ticket, update: update, seconds: searched()))
            }
            return SearchAnswer(
                ticket: request.ticket, moves: [ScoredMove(found.move.coordinate, found.score)],
                depth: found.depth, nodes: found.nodes, seconds: searched(),
                selectivity: found.selectivity)
        }
        var limits = request.limits
        limits.depth = max(1, limits.depth - 1)
        var nodes = 0
        var depth = 0
        // The hint's one depth is as sure as the least sure of its searches.
        var selectivity = Selectivity.exhaustive
        let scored = request.moves.map { move in
            let (score, found) = reply(
                to: move, in: request.moves.state, engine: engine, limits: limits, seed: seed,
                shouldStop: shouldStop)
            nodes += found?.nodes ?? 0
            depth = max(depth, (found?.depth ?? 0) + 1)
            selectivity = min(selectivity, found?.selectivity ?? .exhaustive)
            return ScoredMove(move.coordinate, score)
        }
        let ranked = scored.sorted { $0.score.isBetter(than: $1.score) }
        return SearchAnswer(
            ticket: request.ticket, moves: ranked, depth: depth, nodes: nodes,
            seconds: searched(), selectivity: selectivity)
    }

    /// The score of `move` for its side: the opponent's best reply searched and negated, the
    /// side's own next move when the opponent must pass, or the final score.
    private static func reply(
        to move: Move, in state: GameState, engine: Engine, limits: SearchLimits, seed: UInt64,
        shouldStop: @escaping () -> Bool
    ) -> (Score, SearchResult?) {
        guard case .success(let placement) = GameModel(state).placing(at: move.coordinate) else {
            return (.heuristic(0), nil)  // cannot happen: `move` is one of the legal moves
        }
        switch placement.next {
        case .mustPlace(let replies):
            let found = engine.bestMove(
                for: replies, limits: limits, seed: seed, shouldStop: shouldStop)
            return (found.score.negated, found)
        case .mustPass(let pass):
            let found = engine.bestMove(
                for: pass.afterPass, limits: limits, seed: seed, shouldStop: shouldStop)
            return (found.score, found)
        case .completed(let finished):
            return (.exact(FinalScore(finished.board).difference(for: move.disk)), nil)
        }
    }
}
