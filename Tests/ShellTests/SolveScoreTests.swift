import ReversiCore
import ReversiEngine
import Testing

@testable import reversi

@Suite("Spec 13.3: the score of each move that `reversi solve` checks")
struct SolveScoreTests {
    @Test("spec 13.3: a move's score is the position's for a best move, else its reply's, negated")
    func scoreOfEachMove() throws {
        // A position 8 cells from the end, with best and worse moves.
        let state = try GameState(
            line: "XXXXXXXXOOOOOXXO-OOOXXXO-XOOOXXOXXXOXXOO-XXOOXO-OXXOOOO--XXXX-X- X")
        let engine = Engine(tableBytes: 1 << 16)
        let solution = try #require(engine.solve(state))
        let moves = try #require(LegalMoves(state))
        var worse = 0
        for move in moves.coordinates {
            guard case .success(let placement) = GameModel(state).placing(at: move) else {
                Issue.record("\(move) is legal")
                continue
            }
            let next = GameState(board: placement.next.board, turn: state.turn.flipped)
            let reply = try #require(engine.solve(next))
            let expected = -reply.score
            let found = SolveCommand.score(of: move, in: state, solution: solution, engine: engine)
            #expect(found == expected, "\(move)")
            if expected < solution.score { worse += 1 }
        }
        #expect(worse > 0, "the position has a move worse than the best")
    }
}
