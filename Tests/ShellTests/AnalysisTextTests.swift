import Foundation
import ReversiCore
import ReversiEngine
import Testing

@testable import reversi

@Suite("Spec 19.1: reversi analyze's words and numbers")
struct AnalysisTextTests {
    @Test("spec 19.1: exact scores are whole numbers, estimates have one decimal, -0.0 is 0.0")
    func scores() {
        #expect(AnalysisText.disks(.exact(12)) == "+12")
        #expect(AnalysisText.disks(.exact(-4)) == "-4")
        #expect(AnalysisText.disks(.exact(0)) == "+0")
        #expect(AnalysisText.disks(.heuristic(125)) == "+1.3")
        #expect(AnalysisText.disks(.heuristic(-125)) == "-1.3")
        #expect(AnalysisText.disks(.heuristic(-4)) == "0.0")
        // Spec 13.4: won or lost by at least so many disks.
        #expect(AnalysisText.disks(.decided(12)) == ">=+12")
        #expect(AnalysisText.disks(.decided(-64)) == "<=-64")
    }

    @Test("spec 19.1: a side's summary: moves, average loss, mistakes, blunders, best play's score")
    func summary() throws {
        let game = try PlayedGame(Transcript(parsing: "f5 d6 c3"))
        let plan = AnalysisPlan(game, exactEmpties: 60)
        let values = Dictionary(
            uniqueKeysWithValues: plan.searches.map { search in
                (
                    search.key,
                    PositionValue(best: search.moves[0].coordinate, score: .exact(2), depth: 60)
                )
            })
        let analysis = try #require(GameAnalysis(plan, values: values))
        let lines = AnalysisText.lines(analysis, search: AnalysisSearch.standard)
        #expect(lines.contains { $0.hasPrefix("dark:  2 moves, average loss ") })
        #expect(lines.contains { $0.hasPrefix("light: 1 move, average loss ") })
        #expect(lines.last == "       best play from move 1 (solved) ends -2")
        #expect(lines.contains("       best play from move 1 (solved) ends +2"))
    }

    @Test(
        "spec 19.1: every line of the table's header and the summaries fits 80 columns, whatever the search's depth and empties"
    )
    func fitsEightyColumns() throws {
        let game = try PlayedGame(Transcript(parsing: "f5 d6 c3"))
        let plan = AnalysisPlan(game, exactEmpties: 60)
        let values = Dictionary(
            uniqueKeysWithValues: plan.searches.map { search in
                (
                    search.key,
                    PositionValue(best: search.moves[0].coordinate, score: .exact(-64), depth: 60)
                )
            })
        let analysis = try #require(GameAnalysis(plan, values: values))
        var searches =
            [AnalysisSearch.standard]
            + Level.all.compactMap(\.search).map {
                AnalysisSearch(limits: $0)
            }
        var deepest = AnalysisSearch.standard.limits
        deepest.depth = 60
        deepest.exactEmpties = 60
        searches.append(AnalysisSearch(limits: deepest))
        for search in searches {
            let lines = AnalysisText.lines(analysis, search: search)
            #expect(lines.first?.hasPrefix("Scores in disks") == true)
            for line in lines {
                #expect(line.count <= 80, "\(line.count): \(line)")
            }
        }
    }

    @Test("spec 19.1: the progress: a bar of the work done, the searches, the time left")
    func progress() {
        let line = ProgressBar.line(
            GameAnalyzer.Progress(done: 3, total: 12), share: 0.25, elapsed: 3, width: 8)
        #expect(line == "\r[##......] 3/12 searches, about 9 s left\u{1B}[K")
    }
}

@Suite("Spec 19.1: reversi analyze --format json")
struct AnalysisJSONTests {
    @Test("spec 19.1: the document reads back as the same analysis, a value it lacks as null")
    func roundTrip() throws {
        let game = try PlayedGame(Transcript(parsing: "f5 d6 c3"))
        let plan = AnalysisPlan(game, exactEmpties: 58)
        let values = Dictionary(
            uniqueKeysWithValues: plan.searches.map { search in
                (
                    search.key,
                    PositionValue(
                        best: search.moves[0].coordinate,
                        score: search.moves.state.board.emptyCount <= 58
                            ? .exact(-6) : .heuristic(125), depth: 4)
                )
            })
        let analysis = try #require(GameAnalysis(plan, values: values))
        let document = AnalysisJSON(analysis, search: AnalysisSearch.standard, level: nil)
        let decoded = try JSONDecoder().decode(AnalysisJSON.self, from: Data(document.text.utf8))
        #expect(decoded == document)
        #expect(decoded.moves.map(\.bestExact) == [false, false, true])
        #expect(decoded.moves.map(\.number) == [1, 2, 3])
        #expect(decoded.graph.count == 3 && decoded.finalScore == nil)
        #expect(document.text.contains("\"finalScore\" : null"))
        #expect(document.text.contains("\"seconds\" : null"))
    }
}

@Suite("Spec 19.4: the analysis names the opening")
struct AnalysisOpeningTests {
    @Test("spec 19.4: the analysis of a game that followed the Tiger lists it by name")
    func tigerNamed() throws {
        var game = PlayedGame()
        for cell in [Coordinate.f5, .d6, .c3, .d3, .c4, .f4] { try game.play(.place(cell)) }
        let plan = AnalysisPlan(game, exactEmpties: 0)
        var values: [AnalysisPlan.Key: PositionValue] = [:]
        for search in plan.searches {
            values[search.key] = PositionValue(
                best: search.moves[0].coordinate, score: .heuristic(0), depth: 1)
        }
        let analysis = try #require(GameAnalysis(plan, values: values))
        let lines = AnalysisText.lines(analysis, search: GameAnalyst.search)
        #expect(lines.contains("opening: Tiger"))
    }
}
