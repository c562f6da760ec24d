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
    }

    /// Iterative deepening from depth 1 to `maxDepth`, each iteration trying the previous
    /// best move first. The answer is the last finished iteration's, or a move of the
    /// unfinished one that a finished search of it showed to be better; `nil` when not even
    /// depth 1 finished. Deepening ends early once the depth covers every empty cell, as
    /// every line then reaches the end of the game.
    mutating func deepen(_ position: Bitboards, _ moves: [RootMove], maxDepth: Int)
        -> HeuristicChoice?
    {
        var order = moves
        var choice: HeuristicChoice?
        let empties = position.empty.nonzeroBitCount
        for depth in 1...max(maxDepth, 1) {
            var best = -Evaluation.infinity
            var bestIndex = 0
            for (index, move) in order.enumerated() {
                let child = position.child(move.square, move.flipped)
                var score: Int
                if index == 0 {
                    score =
                        0
                        &- search(
                            child, -Evaluation.infinity, Evaluation.infinity, depth: depth &- 1,
                            ply: 1)
                } else {
                    score = 0 &- search(child, 0 &- best &- 1, 0 &- best, depth: depth &- 1, ply: 1)
                    if score > best && !isStopped {
                        score =
                            0
                            &- search(
                                child, -Evaluation.infinity, 0 &- best, depth: depth &- 1, ply: 1)
                    }
                }
                if isStopped { break }
                if score > best {
                    best = score
                    bestIndex = index
                }
            }
            if isStopped {
                if bestIndex > 0, let previous = choice {
                    choice = HeuristicChoice(
                        square: order[bestIndex].square, score: best, depth: previous.depth)
                }
                return choice
            }
            choice = HeuristicChoice(square: order[bestIndex].square, score: best, depth: depth)
            order.insert(order.remove(at: bestIndex), at: 0)
            if depth >= empties { break }
        }
        return choice
    }

    /// The exact score of the position and its best moves, trying `moves` in order: the first
    /// with the full window, each other with a null window just below the best score (to find
    /// every move that ties, `allBest`) or at it (to find one). `nil` when stopped.
    mutating func solveRoot(_ position: Bitboards, _ moves: [RootMove], allBest: Bool)
        -> (score: Int, squares: [Int])?
    {
        let empties = position.empty.nonzeroBitCount
        var best = Self.noScore
        var squares: [Int] = []
        for (index, move) in moves.enumerated() {
            let child = position.child(move.square, move.flipped)
            var score: Int
            if index == 0 {
                score = 0 &- solve(child, -64, 64, empties: empties &- 1)
            } else {
                // Is the move better than the best so far (a null window just above it)? When
                // ties are wanted, the window also takes in the best score itself, so that one
                // search tells worse, tying or better.
                let floor = allBest ? best &- 1 : best
                score = 0 &- solve(child, 0 &- best &- 1, 0 &- floor, empties: empties &- 1)
                if score > best && !isStopped {
                    score = 0 &- solve(child, -64, 0 &- best, empties: empties &- 1)
                }
            }
            if isStopped { return nil }
            if score > best {
                best = score
                squares = [move.square]
            } else if score == best && allBest {
                squares.append(move.square)
            }
        }
        return (best, squares)
    }

    /// The exact score of any position, also one whose side to move must pass or where the
    /// game is over; `nil` when stopped.
    mutating func solveAnyPosition(_ position: Bitboards) -> Int? {
        let score = solve(position, -64, 64, empties: position.empty.nonzeroBitCount)
        return isStopped ? nil : score
    }
}
