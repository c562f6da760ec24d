import PropertyCheck
import ReversiCore
import ReversiSpecs
import Testing

@testable import ReversiEngine

/// Records a property's shrunk failure with the line that replays it.
func expectHolds(
    _ property: Property, cases: Int, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard
        let report = PropertySettings.testFailure(
            of: property, cases: cases, filter: "ReversiEngineTests")
    else { return }
    print(report)
    Issue.record(Comment(rawValue: report), sourceLocation: sourceLocation)
}

@Suite("Spec 13.3, 13.4: the exact solver")
struct ExactSolverTests {
    static let engines = EnginePool(tableBytes: 1 << 20)

    @Test(
        "spec 13.4, 10.2: on 10,000 random positions (1,000 in a quick run) with at most 10 empties the solver's score is plain minimax's, its best moves are exactly the moves minimax scores best, and the strongest level plays one of them"
    )
    func solverAgreesWithMinimax() {
        let property = Property("the exact solver agrees with plain minimax") { choices in
            let state = choices.draw(RandomPositions.withAtMost(0...10))
            choices.note("position \(state.line)")
            let moveScores = Minimax.moveScores(state)
            let expected = moveScores.values.max() ?? Minimax.score(state)
            let bestMoves = Set(moveScores.filter { $0.value == expected }.keys)
            let failure = Self.engines.withEngine { engine -> String? in
                guard let solution = engine.solve(state) else {
                    return "the solve stopped without being asked to"
                }
                guard solution.score == expected else {
                    return "solver scores \(solution.score), minimax \(expected)"
                }
                guard solution.bestPlay.cells == bestMoves else {
                    return
                        "solver's best moves \(solution.bestPlay), minimax's \(bestMoves.sorted())"
                }
                guard let moves = LegalMoves(state) else { return nil }
                let move = engine.bestMove(
                    for: moves, limits: Level.strongestUntimed.limits, seed: 1
                ).move
                return bestMoves.contains(move.coordinate)
                    ? nil : "the strongest level plays \(move), not a best move"
            }
            if let failure { throw PropertyFailure(failure) }
        }
        expectHolds(property, cases: LongTests.size(quick: 1_000, long: 10_000))
    }

    @Test(
        "spec 13.4: 300 random positions (60 in a quick run) with 10 to 14 empties score the same with the table, without it, with a table of two entries, and in each of the 8 symmetries of the board"
    )
    func sameScoreWithoutTableAndUnderSymmetry() {
        let withoutTable = EnginePool(tableBytes: 0)
        // One bucket for every position: each store meets another position's entries.
        let twoEntries = EnginePool(tableBytes: 2 * MemoryLayout<TableEntry>.stride)
        let property = Property("the table and the board's symmetries do not change the score") {
            choices in
            let state = choices.draw(RandomPositions.withAtMost(10...14))
            choices.note("position \(state.line)")
            let expected = Self.engines.withEngine { $0.solve(state)?.score }
            guard let expected else { throw PropertyFailure("the solve stopped") }
            let plain = withoutTable.withEngine { $0.solve(state)?.score }
            guard plain == expected else {
                throw PropertyFailure(
                    "with the table \(expected), without \(String(describing: plain))")
            }
            let crowded = twoEntries.withEngine { $0.solve(state)?.score }
            guard crowded == expected else {
                throw PropertyFailure(
                    "with the table \(expected), with two entries \(String(describing: crowded))")
            }
            for symmetry in Symmetry.allCases {
                let mapped = GameState(board: symmetry.map(state.board), turn: state.turn)
                let score = Self.engines.withEngine { $0.solve(mapped)?.score }
                guard score == expected else {
                    throw PropertyFailure(
                        "\(symmetry): \(String(describing: score)), expected \(expected)")
                }
            }
        }
        expectHolds(property, cases: LongTests.size(quick: 60, long: 300))
    }

    @Test(
        "spec 13.4, 20.5: 100 random positions (25 in a quick run) with 15 to 18 empties, whose nodes from 14 empties up order their moves by the evaluation, score the same without that order"
    )
    func sameScoreWithoutEvaluationOrder() {
        let property = Property("ordering by the evaluation does not change the score") {
            choices in
            let state = choices.draw(RandomPositions.withAtMost(15...18))
            choices.note("position \(state.line)")
            let position = state.bitboards
            let storage = TableStorage(bytes: 1 << 20)
            let moveLists = MoveListStorage()
            var scores: [Int] = []
            for (generation, orderFrom) in [Searcher.evaluationOrderEmpties, Int.max].enumerated() {
                var searcher = Searcher(
                    table: TranspositionTable(storage, generation: UInt16(generation + 1)),
                    moveLists: moveLists, flipTables: .shared, nodeBudget: nil,
                    shouldStop: { false })
                searcher.ordersByEvaluationFrom = orderFrom
                guard let score = searcher.solveAnyPosition(position) else {
                    throw PropertyFailure("the solve stopped")
                }
                scores.append(score)
            }
            guard scores[0] == scores[1] else {
                throw PropertyFailure(
                    "ordered by the evaluation \(scores[0]), without \(scores[1])")
            }
        }
        expectHolds(property, cases: LongTests.size(quick: 25, long: 100))
    }

    @Test(
        "spec 13.4: on 500 lopsided boards (100 in a quick run) with 9 to 11 empties, scores near ±64 among them, the solver's score and best moves are plain minimax's"
    )
    func lopsidedBoards() {
        let property = Property("the solver agrees with minimax at the ends of the scale") {
            choices in
            let state = choices.draw(RandomPositions.lopsided(empties: 9...11))
            choices.note("position \(state.line)")
            let moveScores = Minimax.moveScores(state)
            let expected = moveScores.values.max() ?? Minimax.score(state)
            let bestMoves = Set(moveScores.filter { $0.value == expected }.keys)
            let solution = Self.engines.withEngine { $0.solve(state) }
            guard let solution, solution.score == expected,
                solution.bestPlay.cells == bestMoves
            else {
                throw PropertyFailure(
                    "solver \(String(describing: solution)), minimax \(expected) by \(bestMoves.sorted())"
                )
            }
        }
        expectHolds(property, cases: LongTests.size(quick: 100, long: 500))
    }

    @Test(
        "spec 13.4: every exact score is even, 64 − 2 × the loser's disks or 0, on 300 lopsided boards with up to 11 empties"
    )
    func scoresAreEven() {
        // The solver's windows rely on it: a bound at 63 cuts where one at 64 does, and the
        // equivalent mutants' list says so in several entries.
        let property = Property("every exact score is even") { choices in
            let state = choices.draw(RandomPositions.lopsided(empties: 0...11))
            choices.note("position \(state.line)")
            let solution = Self.engines.withEngine { $0.solve(state) }
            guard let solution, solution.score.isMultiple(of: 2) else {
                throw PropertyFailure("solver \(String(describing: solution))")
            }
        }
        expectHolds(property, cases: 300)
    }

    @Test(
        "spec 13.3, 13.4: FFO endgame positions 1 to 19 (14 to 16 empties): the published score and every published best move",
        arguments: try EndgameProblem.load().prefix(19))
    func endgameSuite(problem: EndgameProblem) throws {
        let solution = try #require(Engine(tableBytes: 8 << 20).solve(problem.state))
        #expect(solution.score == problem.score)
        #expect(solution.bestPlay.cells == problem.bestMoves)
    }

    @Test("spec 13.4: a finished game scores its final count, the empty cells going to the winner")
    func finishedGameScore() throws {
        // Dark fills all but the last row's four right cells, light has no disk: neither can
        // move, and dark has won 60 to 0 with 4 cells empty, so by 64.
        var board = Board.empty
        for cell in Coordinate.all.prefix(60) { board[cell] = .dark }
        let solution = try #require(
            Engine(tableBytes: 0).solve(GameState(board: board, turn: .light)))
        #expect(solution.score == -64)
        #expect(solution.bestPlay == .gameOver)
        #expect(solution.nodes == 0)
    }
}

extension Solution.BestPlay {
    /// The cells of the best moves; none for a pass or a finished game.
    var cells: Set<Coordinate> {
        if case .moves(let moves) = self { return Set(moves.map(\.coordinate)) }
        return []
    }
}
