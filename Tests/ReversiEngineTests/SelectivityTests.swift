import Foundation
import ReversiCore
import Testing

@testable import ReversiEngine

/// Multi-ProbCut (spec 20.1, 20.2): the steps, the cuts on the FFO positions, and the end of
/// the game searched selectively before it is solved.
@Suite("Spec 20.1, 20.2: the selective search")
struct SelectivityTests {
    /// The depth of the midgame searches on the FFO positions (14 to 23 empties), below every
    /// position's empties so that no line is searched to the end by depth alone.
    static let depth = 10

    @Test(
        "spec 20.2: the named steps 73% to 100%, each surer than the one below, 100% cutting nothing and every search's default; a depth prints with its selectivity"
    )
    func steps() {
        #expect(
            Selectivity.allCases.map(\.description) == ["73%", "87%", "95%", "98%", "99%", "100%"])
        let pruning = Selectivity.allCases.filter(\.prunes)
        #expect(pruning.count == 5)
        for (looser, surer) in zip(pruning, pruning.dropFirst()) {
            #expect(looser < surer)
            #expect(looser.confidence < surer.confidence)
        }
        #expect(!Selectivity.exhaustive.prunes)
        #expect(Selectivity("95%") == .percent95)
        #expect(Selectivity("73") == .percent73)
        #expect(Selectivity("96%") == nil)
        #expect(SearchDepth(plies: 22, selectivity: .percent95).description == "22@95%")
        #expect(SearchDepth(plies: 22).description == "22")
        #expect(SearchLimits(depth: 4, exactEmpties: 0).selectivity == .exhaustive)
        // Levels 1 to 5 keep their search of before; the ladder above prunes (spec 20.3).
        #expect(
            Level.all.prefix(6).allSatisfy { $0.search?.selectivity ?? .exhaustive == .exhaustive })
    }

    @Test(
        "spec 20.2: at 100% the search cuts nothing: the same move, score and nodes as a search that does not ask for selectivity, and it reports 100%"
    )
    func exhaustiveIsTheSearchOfBefore() throws {
        let engine = Engine(tableBytes: 4 << 20)
        for problem in try EndgameProblem.load().prefix(10) {
            let moves = try #require(LegalMoves(problem.state))
            let plain = engine.bestMove(
                for: moves, limits: SearchLimits(depth: 8, exactEmpties: 0), seed: 1)
            let exhaustive = engine.bestMove(
                for: moves,
                limits: SearchLimits(depth: 8, exactEmpties: 0, selectivity: .percent100), seed: 1)
            #expect(exhaustive == plain, "\(problem.testDescription)")
            #expect(plain.selectivity == .exhaustive)
            #expect(plain.searchDepth.description == "8")
        }
    }

    @Test(
        "spec 20.1, 20.2: FFO 1-44 at depth 10: each step below 100% visits no more positions than the exhaustive search on every position, and plays its move on most (docs/engine.md: ProbCut)"
    )
    func cutsOnTheEndgameSuite() throws {
        let engine = Engine(tableBytes: 16 << 20)
        let problems = try EndgameProblem.load()
        var exhaustive: [SearchResult] = []
        for problem in problems {
            let moves = try #require(LegalMoves(problem.state))
            exhaustive.append(
                engine.bestMove(
                    for: moves, limits: SearchLimits(depth: Self.depth, exactEmpties: 0), seed: 0))
        }
        // The agreements measured (docs/engine.md), each floor a few positions below.
        let floors: [Selectivity: Int] = [
            .percent99: 42, .percent98: 42, .percent95: 41, .percent87: 35, .percent73: 32,
        ]
        for step in Selectivity.allCases where step.prunes {
            var same = 0
            var pruned = false
            for (problem, full) in zip(problems, exhaustive) {
                let moves = try #require(LegalMoves(problem.state))
                let result = engine.bestMove(
                    for: moves,
                    limits: SearchLimits(depth: Self.depth, exactEmpties: 0, selectivity: step),
                    seed: 0)
                #expect(result.nodes <= full.nodes, "\(step) \(problem.testDescription)")
                #expect(
                    result.searchDepth == SearchDepth(plies: full.depth, selectivity: step),
                    "\(problem.testDescription)")
                if result.move == full.move { same += 1 }
                if case .heuristic = result.score { pruned = true }
            }
            #expect(same >= floors[step] ?? problems.count, "\(step): \(same) of 44")
            #expect(pruned)
        }
    }

    @Test(
        "spec 20.2: asked for selectivity, a position to solve is searched to the end selectively (at the selectivity asked without a time; with one, at each step from it up to 99%), then solved: the exact FFO score, at 100%",
        arguments: [nil, Duration.seconds(600)])
    func selectiveThenExact(time: Duration?) throws {
        let engine = Engine(tableBytes: 8 << 20)
        for problem in try EndgameProblem.load().prefix(6) {
            let moves = try #require(LegalMoves(problem.state))
            var steps: [Selectivity] = []
            let result = engine.bestMove(
                for: moves,
                limits: SearchLimits(
                    depth: 6, exactEmpties: 20, time: time, selectivity: .percent87), seed: 1,
                progress: { update in
                    if update.depth == problem.state.board.emptyCount {
                        steps.append(update.selectivity)
                    }
                })
            #expect(result.score == .exact(problem.score), "\(problem.testDescription)")
            #expect(problem.bestMoves.contains(result.move.coordinate))
            #expect(result.selectivity == .exhaustive)
            #expect(result.depth == problem.state.board.emptyCount)
            #expect(
                steps
                    == (time == nil
                        ? [.percent87] : [.percent87, .percent95, .percent98, .percent99]))
        }
    }

    @Test(
        "spec 20.1, 20.2: a known deep score survives: on FFO 1-19 the 95% search to the end gives an estimate near the exact score, which the solve after it confirms"
    )
    func selectiveEndScores() throws {
        let engine = Engine(tableBytes: 8 << 20)
        var errors: [Int] = []
        for problem in try EndgameProblem.load().prefix(19) {
            let moves = try #require(LegalMoves(problem.state))
            let empties = problem.state.board.emptyCount
            var estimate: Score?
            let result = engine.bestMove(
                for: moves,
                limits: SearchLimits(depth: 6, exactEmpties: 20, selectivity: .percent95),
                seed: 1,
                progress: { update in
                    if update.depth == empties && update.selectivity == .percent95 {
                        estimate = update.score
                    }
                })
            #expect(result.score == .exact(problem.score), "\(problem.testDescription)")
            switch try #require(estimate, "\(problem.testDescription)") {
            case .heuristic(let value): errors.append(abs(value / 100 - problem.score))
            case .decided(let disks): errors.append(abs(disks - problem.score))
            case .exact(let disks):
                Issue.record("\(problem.testDescription): a selective search's exact \(disks)")
            }
        }
        // Measured (docs/engine.md: ProbCut): within 6 disks on all but a few.
        #expect(errors.filter { $0 <= 6 }.count >= 16, "\(errors)")
    }

    @Test(
        "spec 20.2: a search that cut nothing on a prediction keeps a decided game decided; one that cut turns it into an estimate of its disks"
    )
    func prunedScores() {
        #expect(Score(searched: Evaluation.final(10)) == .decided(10))
        #expect(Score(searched: Evaluation.final(10), pruned: true) == .heuristic(1000))
        #expect(Score(searched: Evaluation.final(-64), pruned: true) == .heuristic(-6400))
        #expect(Score(searched: 250, pruned: true) == .heuristic(250))
    }

    @Test(
        "spec 20.2: with a time too short for the solve, a selective search answers with its estimate at its selectivity, never exact"
    )
    func solveThatWouldNotFit() throws {
        // FFO #41, 22 empties: seconds to solve, far more than the 80 ms given.
        let problem = try EndgameProblem.load()[40]
        let moves = try #require(LegalMoves(problem.state))
        let result = Engine(tableBytes: 4 << 20).bestMove(
            for: moves,
            limits: SearchLimits(
                depth: 6, exactEmpties: 30, time: .milliseconds(80), selectivity: .percent73),
            seed: 1)
        guard case .heuristic = result.score else {
            Issue.record("an exact score from a search that could not solve: \(result.score)")
            return
        }
        #expect(result.selectivity.prunes)
        #expect(moves.contains(result.move.coordinate))
    }

    @Test(
        "spec 10.4, 14.4, 16.5: a selective search stopped through its stop check returns at the next poll"
    )
    func selectiveStop() throws {
        let state = try GameState(
            line: "O-OOOO--XOXXOX--XOOOXXX-XOOOXX--XOOXOX--XOXXX---X-XX------------ O")
        let moves = try #require(LegalMoves(state))
        for limits in [
            SearchLimits(depth: 30, exactEmpties: 0, selectivity: .percent73),
            SearchLimits(depth: 8, exactEmpties: 30, selectivity: .percent95),
        ] {
            var polls = 0
            let result = Engine(tableBytes: 1 << 20).bestMove(for: moves, limits: limits, seed: 1) {
                polls += 1
                return polls == 3
            }
            #expect(result.ending == .stopped)
            #expect(result.nodes <= 3 * Searcher.pollInterval)
            #expect(moves.contains(result.move.coordinate))
        }
    }
}
