import PropertyCheck
import ReversiCore
import ReversiSpecs
import Testing

@testable import ReversiEngine

@Suite("Spec 19.1, 19.5: the analysis of a game")
struct AnalysisTests {
    static let engines = EnginePool(tableBytes: 1 << 20)
    /// Cheap enough for many games: a shallow midgame and the last 12 empties solved.
    static let quickSearch = AnalysisSearch(
        limits: SearchLimits(depth: 2, exactEmpties: 12, midgameNodes: 20_000))

    @Test(
        "spec 19.5, 19.1: in 40 random finished games (8 in a quick run), every exact score is the solver's (reversi solve's) score of its position, estimates come only before the solved empties, and every ply has a row"
    )
    func exactScoresAreTheSolversScores() {
        let property = Property("every exact score of an analysis is the solver's") { choices in
            let game = choices.draw(RandomGames.finished)
            choices.note("game \(game.transcript)")
            let failure = Self.engines.withEngine { engine -> String? in
                guard
                    let analysis = GameAnalyzer.analyze(
                        game, search: Self.quickSearch, engine: engine)
                else { return "the analysis stopped without being asked to" }
                guard analysis.moves.count == game.plies.count else {
                    return "\(analysis.moves.count) rows for \(game.plies.count) plies"
                }
                let positions = game.positions
                for (move, before) in zip(analysis.moves, positions) {
                    guard let state = before.state else { return "a move after the end" }
                    let empties = state.board.emptyCount
                    if move.bestScore.isExact != (empties <= 12) {
                        return "move \(move.number) at \(empties) empties: \(move.bestScore)"
                    }
                    if case .exact(let score) = move.bestScore {
                        let solved = engine.solve(state)?.score
                        guard score == solved else {
                            return
                                "move \(move.number): best \(score), solve \(String(describing: solved))"
                        }
                    }
                    if case .exact(let score) = move.playedScore,
                        case .move(let cell) = move.played,
                        case .success(let placement) = before.placing(at: cell)
                    {
                        let after = GameState(board: placement.next.board, turn: state.turn.flipped)
                        let solved = engine.solve(after).map { -$0.score }
                        guard score == solved else {
                            return
                                "move \(move.number): played \(score), solve \(String(describing: solved))"
                        }
                    }
                    if move.lossHundredths < 0 { return "move \(move.number): a negative loss" }
                    // A solved move that keeps the score is one of the best, and shown as best.
                    if move.bestScore.isExact, move.playedScore == move.bestScore,
                        case .move(let cell) = move.played, move.best != cell
                    {
                        return
                            "move \(move.number): \(cell) keeps the score but \(String(describing: move.best)) is shown best"
                    }
                }
                if case .completed(let finished) = game.current {
                    guard analysis.finalScore == FinalScore(finished.board).difference(for: .dark)
                    else { return "final score \(String(describing: analysis.finalScore))" }
                }
                return nil
            }
            if let failure { throw PropertyFailure(failure) }
        }
        expectHolds(property, cases: LongTests.size(quick: 8, long: 40))
    }

    @Test(
        "spec 19.1: a pass is a row of its own, the only move, no loss; the move numbers count it; a game that stops on a forced pass is analysed too"
    )
    func passes() throws {
        // A random game with a forced pass inside it (found by seed, then fixed).
        var found: PlayedGame?
        var generator = SplitMix64(seed: 1)
        for _ in 0..<200 where found == nil {
            var choices = Choices(generator: SplitMix64(seed: generator.next()))
            let game = choices.draw(RandomGames.finished)
            if game.plies.dropLast().contains(where: {
                if case .passed = $0 { true } else { false }
            }) {
                found = game
            }
        }
        let game = try #require(found)
        let analysis = try #require(
            Self.engines.withEngine {
                GameAnalyzer.analyze(game, search: Self.quickSearch, engine: $0)
            })
        // A game stopped on the forced pass: the position after the pass is searched instead.
        let passIndex = try #require(
            game.plies.firstIndex { if case .passed = $0 { true } else { false } })
        let stopped = game.prefix(passIndex)
        guard case .mustPass = stopped.current else {
            Issue.record("the prefix does not end on a forced pass")
            return
        }
        let partial = try #require(
            Self.engines.withEngine {
                GameAnalyzer.analyze(stopped, search: Self.quickSearch, engine: $0)
            })
        #expect(partial.moves.count == passIndex && partial.finalScore == nil)
        #expect(
            Array(partial.moves.dropLast()).map(\.best)
                == Array(analysis.moves.prefix(passIndex - 1)).map(\.best))
        for (index, (move, ply)) in zip(analysis.moves, game.plies).enumerated() {
            #expect(move.number == index + 1)
            if case .passed(let side) = ply {
                #expect(move.played == .pass && move.best == nil && move.side == side)
                #expect(move.lossHundredths == 0 && move.mark == nil)
                #expect(move.bestScore == move.playedScore)
            }
        }
    }

    @Test("spec 19.1: a loss of 2 disks is marked ?, of 6 ??, below 2 nothing")
    func marks() {
        #expect(MoveMark(lossHundredths: 0) == nil)
        #expect(MoveMark(lossHundredths: 199) == nil)
        #expect(MoveMark(lossHundredths: 200) == .mistake)
        #expect(MoveMark(lossHundredths: 599) == .mistake)
        #expect(MoveMark(lossHundredths: 600) == .blunder)
        #expect(MoveMark(lossHundredths: 6400) == .blunder)
        #expect(MoveMark.mistake.description == "?" && MoveMark.blunder.description == "??")
    }

    @Test(
        "spec 19.1: a hand-made game: the best move loses nothing, a move 3 disks worse is ?, 7 worse ??; each side's summary adds its own moves up"
    )
    func handMadeLosses() throws {
        let game = try PlayedGame(Transcript(parsing: "f5 d6 c3"))
        let plan = AnalysisPlan(game, exactEmpties: 12)
        func cell(_ name: String) throws -> Coordinate { try #require(Coordinate(name)) }
        let values: [AnalysisPlan.Key: PositionValue] = [
            // Dark plays f5, the best: +1.00.
            .init(purpose: .position, index: 0): .init(
                best: try cell("f5"), score: .heuristic(100), depth: 6),
            // Never read: the move played is the best one.
            .init(purpose: .playedMove, index: 0): .init(
                best: try cell("d6"), score: .heuristic(9_999), depth: 5),
            // Light plays d6, c5 is best at +0.50; after d6 dark has +2.50: a loss of 3.00.
            .init(purpose: .position, index: 1): .init(
                best: try cell("c5"), score: .heuristic(50), depth: 6),
            .init(purpose: .playedMove, index: 1): .init(
                best: try cell("c3"), score: .heuristic(250), depth: 5),
            // Dark plays c3, e6 is best at +3.00; after c3 light has +4.00: a loss of 7.00.
            .init(purpose: .position, index: 2): .init(
                best: try cell("e6"), score: .heuristic(300), depth: 6),
            .init(purpose: .playedMove, index: 2): .init(
                best: try cell("d3"), score: .heuristic(400), depth: 5),
            .init(purpose: .position, index: 3): .init(
                best: try cell("d3"), score: .heuristic(-350), depth: 6),
        ]
        #expect(Set(plan.searches.map(\.key)) == Set(values.keys))
        let analysis = try #require(GameAnalysis(plan, values: values))
        #expect(analysis.moves.map(\.lossHundredths) == [0, 300, 700])
        #expect(analysis.moves.map(\.mark) == [nil, .mistake, .blunder])
        #expect(analysis.moves.map(\.side) == [.dark, .light, .dark])
        #expect(
            analysis.moves.map(\.playedScore) == [
                .heuristic(100), .heuristic(-250), .heuristic(-400),
            ])
        #expect(analysis.darkScores == [1, 2.5, -4])
        let dark = analysis.summary(for: .dark)
        #expect(dark.moveCount == 2 && dark.averageLossHundredths == 350)
        #expect(dark.mistakes == 0 && dark.blunders == 1)
        let light = analysis.summary(for: .light)
        #expect(light.moveCount == 1 && light.averageLossHundredths == 300)
        #expect(light.mistakes == 1 && light.blunders == 0)
        #expect(analysis.firstSolved == nil && analysis.finalScore == nil)
        // A value missing (a search that was stopped) leaves no analysis.
        var missing = values
        missing[.init(purpose: .position, index: 2)] = nil
        #expect(GameAnalysis(plan, values: missing) == nil)
    }

    @Test(
        "spec 19.1: the analysis is cancellable: a stop leaves no analysis; progress counts every search of the plan once"
    )
    func cancelAndProgress() throws {
        let game = try PlayedGame(Transcript(parsing: "f5 d6 c3 d3 c4"))
        let plan = AnalysisPlan(game, exactEmpties: Self.quickSearch.limits.exactEmpties)
        var seen: [GameAnalyzer.Progress] = []
        let analysis = Self.engines.withEngine { engine in
            GameAnalyzer.analyze(
                game, search: Self.quickSearch, engine: engine, progress: { seen.append($0) })
        }
        #expect(analysis != nil)
        #expect(seen.map(\.done) == Array(1...plan.searches.count))
        #expect(seen.allSatisfy { $0.total == plan.searches.count })
        let stopped = Self.engines.withEngine { engine in
            GameAnalyzer.analyze(
                game, search: Self.quickSearch, engine: engine, shouldStop: { true })
        }
        #expect(stopped == nil)
    }
}
