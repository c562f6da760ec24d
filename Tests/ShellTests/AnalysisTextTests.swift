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

    @Test(
        "spec 20.5, 21.3: each row gives its search's depth, D@P% when it cut, with a legend; the move that left the book is marked out of book"
    )
    func depthAndBook() throws {
        var game = PlayedGame()
        // The book's best line while it stays in the book, then two moves out of it.
        while let state = game.current.state,
            let next = BookPlayerTests.book.moves(in: state).first(where: \.staysInBook)
        {
            try game.play(next.move)
        }
        let inside = game.plies.count
        for _ in 0..<2 {
            try game.play(.place(try #require(game.current.legalMoves).coordinates[0]))
        }
        let plan = AnalysisPlan(game, exactEmpties: 0)
        var values: [AnalysisPlan.Key: PositionValue] = [:]
        for search in plan.searches {
            values[search.key] = PositionValue(
                best: search.moves.coordinates[0], score: .heuristic(0), depth: 14,
                selectivity: .percent95)
        }
        let analysis = try #require(
            GameAnalysis(plan, values: values, book: BookPlayerTests.book))
        var limits = SearchLimits(depth: 14, exactEmpties: 0, selectivity: .percent95)
        let lines = AnalysisText.lines(analysis, search: AnalysisSearch(limits: limits))
        #expect(lines[1].hasSuffix("estimated with a decimal."), "\(lines[1])")
        #expect(
            lines.contains("Depth 'D@P%': D plies searched with cuts P% sure; this search 14@95%."))
        let header = try #require(lines.firstIndex { $0.hasPrefix("   #") })
        #expect(lines[header].hasSuffix("loss   depth  mark"))
        let rows = lines[(header + 1)...].prefix { !$0.isEmpty }
        #expect(rows.count == inside + 2)
        #expect(rows.allSatisfy { $0.contains(" 14@95%") }, "\(rows)")
        #expect(
            rows.enumerated().filter { $0.element.hasSuffix(" out of book") }.map(\.offset)
                == [inside])

        // At 100% the depth is plies alone, and the legend is left out.
        let exhaustive = try #require(
            GameAnalysis(
                plan,
                values: values.mapValues {
                    PositionValue(best: $0.best, score: $0.score, depth: $0.depth)
                }))
        limits.selectivity = .exhaustive
        let plain = AnalysisText.lines(exhaustive, search: AnalysisSearch(limits: limits))
        #expect(plain[1].hasSuffix("(14 plies)."))
        #expect(!plain.contains { $0.hasPrefix("Depth 'D@P%'") })
        #expect(!plain.contains { $0.contains("@") || $0.contains("out of book") })
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
        let document = AnalysisJSON(
            analysis, search: AnalysisSearch.standard, level: nil, book: false)
        let decoded = try JSONDecoder().decode(AnalysisJSON.self, from: Data(document.text.utf8))
        #expect(decoded == document)
        #expect(decoded.moves.map(\.bestExact) == [false, false, true])
        #expect(decoded.moves.map(\.number) == [1, 2, 3])
        #expect(decoded.graph.count == 3 && decoded.finalScore == nil)
        #expect(document.text.contains("\"finalScore\" : null"))
        #expect(document.text.contains("\"seconds\" : null"))
        #expect(decoded.moves.map(\.depth) == [4, 4, 4])
        #expect(decoded.moves.map(\.selectivity) == [100, 100, 100])
        #expect(decoded.search.selectivity == 100 && !decoded.search.book)
    }

    @Test(
        "spec 20.5, 21.3: each move's depth and selectivity are two integers; leftBook marks the move that left the book"
    )
    func depthAndBook() throws {
        let game = try PlayedGame(Transcript(parsing: "f5 d6 c3 d3"))
        let plan = AnalysisPlan(game, exactEmpties: 0)
        var values: [AnalysisPlan.Key: PositionValue] = [:]
        for search in plan.searches {
            values[search.key] = PositionValue(
                best: search.moves.coordinates[0], score: .heuristic(0), depth: 22,
                selectivity: .percent73)
        }
        // The small book holds three plies at most: the game leaves it once.
        let analysis = try #require(
            GameAnalysis(plan, values: values, book: BookPlayerTests.book))
        let search = AnalysisSearch(
            limits: SearchLimits(depth: 22, exactEmpties: 0, selectivity: .percent73))
        let document = AnalysisJSON(analysis, search: search, level: nil, book: true)
        let decoded = try JSONDecoder().decode(AnalysisJSON.self, from: Data(document.text.utf8))
        #expect(decoded.moves.map(\.depth) == [22, 22, 22, 22])
        #expect(decoded.moves.map(\.selectivity) == [73, 73, 73, 73])
        #expect(decoded.search.selectivity == 73 && decoded.search.book)
        #expect(analysis.moves.filter(\.leftBook).count == 1)
        #expect(decoded.moves.map(\.leftBook) == analysis.moves.map(\.leftBook))
        #expect(document.text.contains("\"selectivity\" : 73"))
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
