import ReversiCore
import Testing

@testable import ReversiEngine

/// What leaves the engine as a `Score` (spec 13.4): disks, never beyond the board's 64.
@Suite("Spec 13.4: the engine's scores are disks, within -64...+64")
struct ScoreBoundaryTests {
    /// a1 dark, b1 light, light's a8 and h8 stranded, dark to move: c1, its one move, ends
    /// the game 3 to 2 with 59 empty cells, which go to dark: +60.
    static func decidingMove() throws -> LegalMoves {
        var board = Board.empty
        board[.a1] = .dark
        board[.b1] = .light
        board[.a8] = .light
        board[.h8] = .light
        return try #require(LegalMoves(GameState(board: board, turn: .dark)))
    }

    @Test(
        "spec 13.4: a won ending the heuristic search reaches is a win by at least its disks, never a score beyond 64 disks, in the answer and in each depth's report"
    )
    func provenWin() throws {
        var updates: [SearchUpdate] = []
        let result = Engine(tableBytes: 1 << 20).bestMove(
            for: try Self.decidingMove(), limits: SearchLimits(depth: 4, exactEmpties: 0),
            seed: 0, progress: { updates.append($0) })
        #expect(result.move.coordinate == .c1)
        #expect((-6400...6400).contains(result.score.hundredths), "\(result.score)")
        #expect(result.score == .decided(60))
        #expect(!updates.isEmpty)
        for update in updates {
            #expect((-6400...6400).contains(update.score.hundredths), "\(update.score)")
        }
    }

    @Test(
        "spec 13.4: a search value becomes a score once: a finished game's value a win or loss by at least its disks, an estimate held within 64 disks"
    )
    func searchValues() {
        #expect(Score(searched: Evaluation.final(60)) == .decided(60))
        #expect(Score(searched: Evaluation.final(-12)) == .decided(-12))
        #expect(Score(searched: Evaluation.final(64)) == .decided(64))
        #expect(Score(searched: Evaluation.final(0)) == .heuristic(0))
        #expect(Score(searched: 125) == .heuristic(125))
        #expect(Score(searched: Evaluation.bound) == .heuristic(6400))
        #expect(Score(searched: -7_900) == .heuristic(-6400))
        // Not a finished game's value, beyond every estimate: the narrowest win.
        #expect(Score(searched: Evaluation.bound + 1) == .decided(1))
        #expect(Score(searched: Evaluation.infinity) == .decided(64))
        #expect(Score(searched: -Evaluation.infinity) == .decided(-64))
    }

    @Test("spec 13.4: a decided score: its disks, its negation, and its rank among the others")
    func decidedScores() {
        #expect(Score.decided(10).hundredths == 1000)
        #expect(Score.decided(10).negated == .decided(-10))
        // As the search prefers: a game won above every estimate, a lost one below.
        #expect(Score.decided(2).isBetter(than: .heuristic(3000)))
        #expect(Score.exact(2).isBetter(than: .heuristic(3000)))
        #expect(Score.heuristic(-3000).isBetter(than: .decided(-2)))
        #expect(Score.decided(12).isBetter(than: .exact(10)))
        #expect(Score.heuristic(100).isBetter(than: .exact(0)))
        #expect(!Score.heuristic(100).isBetter(than: .heuristic(100)))
    }

    @Test(
        "spec 20.2: a value window means, for finished games, the disk window of the most disks valued at most its floor and the fewest valued at least its ceiling, with and without the win's bonus"
    )
    func diskWindow() {
        for won in [0, Evaluation.won] {
            let values = (-64...64).map { Evaluation.final($0, won: won) }
            var edges = Set([-Evaluation.infinity, Evaluation.infinity, 0, -1, 1])
            for value in values { edges.formUnion([value - 1, value, value + 1]) }
            let sorted = edges.sorted()
            for alpha in sorted {
                for beta in sorted where beta > alpha {
                    let window = Evaluation.diskWindow(alpha, beta, won: won)
                    let lower = (-64...64).last { values[$0 + 64] <= alpha } ?? -65
                    let upper = (-64...64).first { values[$0 + 64] >= beta } ?? 65
                    #expect(window.lower == lower, "won \(won), alpha \(alpha)")
                    #expect(window.upper == upper, "won \(won), beta \(beta)")
                }
            }
        }
    }
}
