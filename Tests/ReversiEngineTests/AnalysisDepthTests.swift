import ReversiCore
import Testing

@testable import ReversiEngine

@Suite("Spec 20.5, 21.3: the analysis shows each search's depth and the move that left the book")
struct AnalysisDepthTests {
    @Test(
        "spec 20.5, 19.1: each row carries its position's search depth with the selectivity it cut at; a solved position is searched to its empties at 100%"
    )
    func depthWithSelectivity() throws {
        let search = AnalysisSearch(
            limits: SearchLimits(depth: 3, exactEmpties: 10, selectivity: .percent95))
        let game = try PlayedGame(Transcript(parsing: "f5 d6 c3 d3 c4"))
        let engine = Engine(tableBytes: 1 << 20)
        let analysis = try #require(GameAnalyzer.analyze(game, search: search, engine: engine))
        #expect(analysis.moves.allSatisfy { $0.selectivity == .percent95 })
        #expect(
            analysis.moves.map(\.searchDepth.description) == Array(repeating: "3@95%", count: 5))

        // Ten empty cells: solved, exact, at 100%.
        var late = PlayedGame()
        var found: LegalMoves?
        while found == nil {
            switch late.current {
            case .mustPlace(let moves) where moves.state.board.emptyCount <= 10: found = moves
            case .mustPlace(let moves): try late.play(.place(moves.coordinates[0]))
            case .mustPass: try late.play(.pass)
            case .completed: Issue.record("the game ended before 10 empties")
            }
        }
        let moves = try #require(found)
        let value = try #require(search.value(of: moves, engine: engine))
        #expect(value.score.isExact)
        #expect(value.searchDepth == SearchDepth(plies: 10))
    }

    @Test(
        "spec 21.3: with a book, the analysis marks the ply that left it and no other; without one, none"
    )
    func leftTheBook() throws {
        var game = try BookDepartureTests.bookLine()
        let inside = game.plies.count
        for _ in 0..<2 {
            let moves = try #require(game.current.legalMoves)
            try game.play(.place(moves.coordinates[0]))
        }
        let plan = AnalysisPlan(game, exactEmpties: 0)
        var values: [AnalysisPlan.Key: PositionValue] = [:]
        for search in plan.searches {
            values[search.key] = PositionValue(
                best: search.moves.coordinates[0], score: .heuristic(0), depth: 1)
        }
        let marked = try #require(GameAnalysis(plan, values: values, book: BookDepartureTests.book))
        #expect(marked.moves.filter(\.leftBook).map(\.number) == [inside + 1])
        let plain = try #require(GameAnalysis(plan, values: values))
        #expect(plain.moves.allSatisfy { !$0.leftBook })
    }
}
