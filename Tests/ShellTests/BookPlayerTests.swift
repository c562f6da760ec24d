import Foundation
import ReversiApp
import ReversiCore
import ReversiEngine
import Testing

@testable import reversi

/// The game's computer and the opening book: which levels play from it, and what their
/// thinking reports.
@MainActor
@Suite("Spec 21.2: the levels from 6 up play the book's move while it has the position")
struct BookPlayerTests {
    let clock = TestClock()
    let deliveries = SearchingPlayerTests.Deliveries()

    /// A small book of real searches: 3 plies, leaves searched 2 deep.
    nonisolated static let book: OpeningBook = {
        let search = BookSearch(depth: 2, seed: 1)
        let engine = Engine(tableBytes: 1 << 20)
        var builder = BookBuilder(evaluate: { search, keys in
            keys.map { search.value(of: $0, engine: engine) }
        })
        return builder.build(BookBuildPlan(plies: 3, margin: 300, positions: 100, search: search))
    }()

    final class Heard: @unchecked Sendable {
        var cells: [Coordinate] = []
        var thoughts: [Thought] = []
        var searched = false
    }

    func thinker(heard: Heard) -> LevelledThinker {
        let deliveries = deliveries
        return LevelledThinker(
            random: DelayedPlayer(RandomPlayer(seed: 1), delay: 0, scheduler: clock),
            searching: SearchingPlayer(
                search: { moves, _, _, _ in
                    heard.searched = true
                    return Hint(move: moves[0].coordinate, evaluation: .heuristic(0))
                }, scheduler: clock, cap: nil, deliver: { deliveries.add($0) }),
            book: Self.book, bookSeed: 9)
    }

    func think(at level: Level, after moves: String, heard: Heard) throws {
        let state = try #require(try PlayedGame(Transcript(parsing: moves)).current.state)
        let legal = try #require(LegalMoves(state))
        let thinker = thinker(heard: heard)
        _ = thinker.think(
            about: legal, at: level, moveTime: nil, progress: { heard.thoughts.append($0) },
            answer: { heard.cells.append($0) })
        #expect(thinker.searching.waitForSearches(timeout: 10))
        deliveries.run()
        clock.advance(by: SearchingPlayer.defaultMinimumSeconds)
    }

    @Test(
        "spec 21.2: level 6 plays a book move within the margin, reported at the book's depth and value, no position searched"
    )
    func bookLevelPlaysTheBook() throws {
        let heard = Heard()
        try think(at: try #require(Level(6)), after: "f5", heard: heard)
        #expect(!heard.searched)
        let state = try #require(try PlayedGame(Transcript(parsing: "f5")).current.state)
        let moves = Self.book.moves(in: state)
        let best = try #require(moves.first).value
        let played = try #require(heard.cells.first)
        let chosen = try #require(moves.first { $0.coordinate == played })
        #expect(chosen.value >= best - Level.openingMargin)
        #expect(heard.thoughts.last?.source == .book(depth: chosen.searchDepth))
        #expect(heard.thoughts.last?.score == chosen.score)
        #expect(heard.thoughts.last?.best == played)
    }

    @Test("spec 21.2: level 5 searches, and so does level 6 once the book has no position")
    func otherwiseTheSearch() throws {
        let below = Heard()
        try think(at: Level.strongestUntimed, after: "f5", heard: below)
        #expect(below.searched)
        let outside = Heard()
        try think(at: try #require(Level(6)), after: "f5d6c3d3c4f4", heard: outside)
        #expect(outside.searched)
    }
}
