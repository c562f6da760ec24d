import ReversiCore
import Testing

@testable import ReversiEngine

@Suite("Spec 21.3: the moves of a game that left the opening book")
struct BookDepartureTests {
    static let book = BookFixtures.searched()

    /// The start, then the book's best move while one stays in the book: the last position
    /// of the book along that line.
    static func bookLine() throws -> PlayedGame {
        var game = PlayedGame()
        while let state = game.current.state,
            let next = book.moves(in: state).first(where: \.staysInBook)
        {
            try game.play(next.move)
        }
        return game
    }

    @Test(
        "spec 21.3: a game inside the book left it nowhere; the move out is the one departure, and the moves after it are not marked"
    )
    func theMoveOut() throws {
        var game = try Self.bookLine()
        let inside = game.plies.count
        #expect(inside > 0)
        #expect(Self.book.departures(in: game).isEmpty)
        for _ in 0..<3 {
            let moves = try #require(game.current.legalMoves)
            try game.play(.place(moves.coordinates[0]))
        }
        #expect(Self.book.departures(in: game) == [inside])
        #expect(OpeningBook().departures(in: game).isEmpty, "an empty book has no departures")
    }

    @Test("spec 21.3: a game that starts outside the book never leaves it")
    func startedOutside() throws {
        var game = try Self.bookLine()
        let moves = try #require(game.current.legalMoves)
        try game.play(.place(moves.coordinates[0]))
        let outside = try #require(game.current.legalMoves)
        var later = PlayedGame(from: .mustPlace(outside))
        try later.play(.place(outside.coordinates[0]))
        #expect(Self.book.departures(in: later).isEmpty)
    }
}
