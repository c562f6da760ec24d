import ReversiCore

/// A legal move at the root, with its flips.
struct RootMove {
    let square: Int
    let flipped: UInt64
}

/// The root of a search: every move searched, the best one kept, in the order given.
extension Searcher {
    /// What a heuristic root search settled on.
    struct HeuristicChoice {
        var square: Int
        var score: Int
        var depth: Int
        /// Whether the search had cut a node on a prediction by then (spec 20.2).
        var pruned: Bool
    }

    /// Iterative deepening from depth 1 to `maxDepth`, each iteration trying the previous
    /// best move first. The answer is the last finished iteration's, or a move of the
    /// unfinished one that a finished search of it showed to be better; `nil` when not even
    /// depth 1 finished. Deepening ends early once the depth covers every empty cell, as
    /// every line then reaches the end of the game, or when `goesDeeper` says after a depth
    /// that the next would not finish in time (spec 16.1).
    mutating func deepen(
        _ position: Bitboards, _ moves: [RootMove], maxDepth: Int,
        goesDeeper: () -> Bool = { true },
        onDepth: (HeuristicChoice, _ nodes: Int) -> Void = { _, _ in }
    ) -> HeuristicChoice? {
        var order = moves
        var choice: HeuristicChoice?
        let empties = position.empty.nonzeroBitCount
        for depth in 1...max(maxDepth, 1) {
            let variation = principalVariation(
                -Evaluation.infinity, Evaluation.infinity, noScore: -Evaluation.infinity,
                moveCount: order.count, scouting: .everyMove(findingTies: false),
                childAfter: { index in position.child(order[index].square, order[index].flipped) },
                searchChild: { searcher, child, alpha, beta in
                    searcher.search(child, alpha, beta, depth: depth &- 1, ply: 1)
                })
            if isStopped {
                if variation.index > 0, let previous = choice {
                    choice = HeuristicChoice(
                        square: order[variation.index].square, score: variation.score,
                        depth: previous.depth, pruned: pruned)
                }
                return choice
            }
            // Every value is above -infinity, so the first move at least was kept; were none,
            // the first would stand, as for a stop in the first move.
            let bestIndex = max(variation.index, 0)
            let finished = HeuristicChoice(
                square: order[bestIndex].square, score: variation.score, depth: depth,
                pruned: pruned)
            choice = finished
            onDepth(finished, nodes)
            order.insert(order.remove(at: bestIndex), at: 0)
            if depth >= empties || !goesDeeper() { break }
        }
        return choice
    }

    /// The square of `choice` and of every other move of `moves`, in order, that scores within
    /// `margin` of it at the depth it was found at; those found before a stop.
    mutating func movesNear(
        _ position: Bitboards, _ moves: [RootMove], _ choice: HeuristicChoice, margin: Int
    ) -> [Int] {
        var near = [choice.square]
        let threshold = choice.score - margin
        for move in moves where move.square != choice.square {
            let child = position.child(move.square, move.flipped)
            let score =
                0
                &- search(
                    child, 0 &- threshold, 0 &- threshold &+ 1, depth: choice.depth &- 1, ply: 1)
            if isStopped { break }
            if score >= threshold { near.append(move.square) }
        }
        return near
    }

    /// The exact score of the position and its best moves, trying `moves` in order: the first
    /// with the full window, each other with a null window just below the best score (to find
    /// every move that ties, `allBest`) or at it (to find one). `nil` when stopped.
    ///
    /// With `worker`, the moves below are searched as a parallel solve's (`solveShared`).
    mutating func solveRoot(
        _ position: Bitboards, _ moves: [RootMove], allBest: Bool, worker: SolveWorker? = nil
    ) -> (score: Int, squares: [Int])? {
        let empties = position.empty.nonzeroBitCount
        var squares: [Int] = []
        let variation = principalVariation(
            -64, 64, noScore: Self.noScore, moveCount: moves.count,
            scouting: .everyMove(findingTies: allBest),
            childAfter: { index in position.child(moves[index].square, moves[index].flipped) },
            searchChild: { searcher, child, alpha, beta in
                if let worker {
                    searcher.solveShared(child, alpha, beta, empties: empties &- 1, worker: worker)
                } else {
                    searcher.solve(child, alpha, beta, empties: empties &- 1)
                }
            },
            kept: { index, tied in
                if !tied { squares.removeAll() }
                squares.append(moves[index].square)
            })
        return isStopped ? nil : (variation.score, squares)
    }

    /// The exact score of any position, also one whose side to move must pass or where the
    /// game is over; `nil` when stopped.
    mutating func solveAnyPosition(_ position: Bitboards) -> Int? {
        let score = solve(position, -64, 64, empties: position.empty.nonzeroBitCount)
        return isStopped ? nil : score
    }
}
