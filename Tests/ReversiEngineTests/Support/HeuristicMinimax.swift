import ReversiCore

@testable import ReversiEngine

extension Minimax {
    /// The reference for the levels' search: the evaluation's minimax value `depth` plies down,
    /// no pruning, no table. A pass is not a ply, as the search counts it, and a finished game
    /// has its final value.
    static func heuristicScore(_ state: GameState, depth: Int) -> Int {
        heuristic(state.bitboards, depth: depth)
    }

    private static func heuristic(_ position: Bitboards, depth: Int) -> Int {
        if depth <= 0 { return Evaluation.evaluate(position) }
        var moves = position.legalMoves
        if moves == 0 {
            let passed = position.passed
            if passed.legalMoves == 0 { return Evaluation.final(position.finalScore) }
            return -heuristic(passed, depth: depth)
        }
        var best = Int.min
        while moves != 0 {
            let square = moves.trailingZeroBitCount
            moves &= moves - 1
            let child = position.playing(square, flipping: position.flips(at: square))
            best = max(best, -heuristic(child, depth: depth - 1))
        }
        return best
    }
}
