import ReversiCore
import Testing

@testable import ReversiEngine

@Suite("Spec 21.2, 21.3: the book's moves in a real position, and the move it plays")
struct BookLookupTests {
    static let book = BookFixtures.searched()

    static func state(_ moves: String) throws -> GameState {
        try #require(try PlayedGame(Transcript(parsing: moves)).current.state)
    }

    @Test(
        "spec 21.3: the moves of a position and of its image under a symmetry are each other's images"
    )
    func movesUnfoldTheSymmetry() throws {
        for (line, symmetry) in [
            ("f5d6", StartSymmetry.identity), ("e6f4", .mainDiagonal),
            ("d3c5", .antiDiagonal), ("c4e3", .halfTurn),
        ] {
            let moves = Self.book.moves(in: try Self.state(line))
            #expect(!moves.isEmpty, "\(line)")
            let reference = Self.book.moves(in: try Self.state("f5d6"))
            #expect(
                Set(moves.map { "\($0.move)\($0.value)" })
                    == Set(
                        reference.map { move in
                            "\(move.coordinate.map(symmetry.image(of:)).map(Transcript.Entry.place) ?? move.move)\(move.value)"
                        }), "\(line)")
            // Every move listed is legal there, best first.
            let legal = try #require(LegalMoves(try Self.state(line)))
            #expect(moves.allSatisfy { $0.coordinate.map(legal.contains) ?? false })
            #expect(moves.map(\.value) == moves.map(\.value).sorted(by: >))
        }
        #expect(Self.book.moves(in: try Self.state("f5d6c3d3c4f4f6f3e6e7")).isEmpty)
    }

    @Test(
        "spec 21.2: the move played is within the margin of the best, the same for a seed, and varies with the seed"
    )
    func choiceWithinTheMargin() throws {
        let legal = try #require(LegalMoves(try Self.state("f5")))
        let moves = Self.book.moves(in: legal.state)
        let best = try #require(moves.first).value
        var chosen: Set<Coordinate> = []
        for seed in UInt64(0)..<40 {
            let choice = try #require(Self.book.choice(in: legal, margin: 150, seed: seed))
            #expect(choice.value >= best - 150)
            #expect(Self.book.choice(in: legal, margin: 150, seed: seed) == choice)
            chosen.insert(try #require(choice.coordinate))
        }
        #expect(chosen.count == moves.filter { $0.value >= best - 150 }.count)
        let strict = Self.book.choice(in: legal, margin: 0, seed: 1)
        #expect(strict?.value == best)
    }

    @Test(
        "spec 21.2: the levels from the first book level up play from the book, the others search")
    func levelsFromTheBook() {
        #expect(Level.all.filter(\.playsFromBook).map(\.number) == Array(Level.firstBookLevel...20))
        #expect(Level.all.filter(\.playsFromBook).allSatisfy { $0.search?.openingMargin != nil })
    }

    @Test(
        "spec 21.3: adding a game deepens the book along it, and its values stay the negamax of the tree"
    )
    func addDeepensAlongAGame() throws {
        let game = try PlayedGame(Transcript(parsing: "f5f6e6f4e3c5c4e7"))
        let engine = Engine(tableBytes: 1 << 20)
        let search = BookFixtures.plan.search
        var searched = 0
        var builder = BookBuilder(evaluate: { search, keys in
            searched += keys.count
            return keys.map { search.value(of: $0, engine: engine) }
        })
        let (grown, added) = builder.add([game], to: Self.book, plies: 8, search: search)
        #expect(added > 0 && grown.count == Self.book.count + added)
        #expect(searched >= added)
        #expect(grown.contradiction() == nil)
        for position in game.positions {
            #expect(grown.entry(for: try #require(position.state)) != nil, "\(position.line)")
        }
        let (again, none) = builder.add([game], to: grown, plies: 8, search: search)
        #expect(none == 0 && again == grown)
    }
}
