import PropertyCheck
import ReversiCore
import Testing

@testable import ReversiEngine

@Suite("Spec 21.1: the opening book's keys and tree")
struct BookTreeTests {
    @Test("spec 21.1: each of the eight symmetries moves every cell as its row and column say")
    func symmetriesMoveCells() {
        for symmetry in BoardSymmetry.allCases {
            for square in 0..<64 {
                let (column, row) = (square % 8, square / 8)
                var (x, y) = (column, row)
                if symmetry.code & 1 != 0 { x = 7 - x }
                if symmetry.code & 2 != 0 { y = 7 - y }
                if symmetry.code & 4 != 0 { (x, y) = (y, x) }
                #expect(symmetry.image(ofSquare: square) == y * 8 + x, "\(symmetry) \(square)")
            }
        }
        #expect(Set(BoardSymmetry.allCases.map { $0.image(of: 0x0000_0000_0000_0107) }).count == 8)
    }

    @Test("spec 21.1: the four first moves, and any position and its images, share one key")
    func symmetricPositionsShareAKey() {
        let firsts = ["f5", "e6", "d3", "c4"].map { move -> BookKey in
            let played = try? PlayedGame(Transcript(parsing: move))
            return BookKey(played?.current.state ?? .initial)
        }
        #expect(Set(firsts).count == 1)
        let property = Property("a position's images share its key") { choices in
            let state = choices.draw(RandomPositions.withAtMost(20...58))
            choices.note("position \(state.line)")
            let key = BookKey(state)
            for symmetry in BoardSymmetry.allCases {
                let image = Bitboards(
                    own: symmetry.image(of: state.bitboards.own),
                    opponent: symmetry.image(of: state.bitboards.opponent))
                guard BookKey.canonical(image).key == key else {
                    throw PropertyFailure("\(symmetry) gives another key")
                }
            }
        }
        expectHolds(property, cases: 200)
    }

    @Test(
        "spec 21.1: a built book's every value is the negamax of its exit and its children's values"
    )
    func builtValuesAreNegamax() throws {
        let book = BookFixtures.searched()
        #expect(book.count > 10)
        #expect(book.contradiction() == nil)
        let start = try #require(book.entry(for: .initial))
        let moves = book.moves(in: .initial)
        #expect(moves.map(\.move.description).sorted() == ["c4", "d3", "e6", "f5"])
        #expect(moves.allSatisfy { $0.value == start.value && $0.staysInBook })
        #expect(start.depth > BookFixtures.plan.search.depth)
    }

    @Test("spec 21.1: a book's leaf depth is its plan's, whatever its ways out add")
    func leafDepthIsThePlans() {
        #expect(BookFixtures.searched().leafDepth == BookFixtures.plan.search.depth)
        var deeper = BookFixtures.plan
        deeper.search = BookSearch(depth: BookFixtures.plan.search.depth + 1, seed: 0)
        #expect(BookFixtures.searched(deeper).leafDepth == deeper.search.depth)
        #expect(OpeningBook().leafDepth == 0)
    }

    @Test("spec 21.1: the same plan builds the same book, whatever order its searches run in")
    func buildIsReproducible() {
        let plan = BookFixtures.plan
        let first = BookFile.encode(BookFixtures.searched())
        let engine = Engine(tableBytes: 1 << 20)
        var backwards = BookBuilder(evaluate: { search, keys in
            Array(keys.reversed().map { search.value(of: $0, engine: engine) }.reversed())
        })
        #expect(BookFile.encode(backwards.build(plan)) == first)
        var other = plan
        other.search = BookSearch(depth: 2, seed: 7)
        #expect(BookFile.encode(BookFixtures.searched(other)) != first)
    }

    @Test("spec 21.1: a build keeps the moves within the margin of the best, and stops at the cap")
    func buildKeepsTheMarginAndTheCap() {
        var capped = BookFixtures.plan
        capped.positions = 7
        #expect(BookFixtures.searched(capped).count == 7)
        var narrow = BookFixtures.plan
        narrow.margin = 0
        #expect(BookFixtures.searched(narrow).count < BookFixtures.searched().count)
    }
}
