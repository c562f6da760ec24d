import ReversiApp
import ReversiCore
import ReversiEngine
import Testing

@testable import reversi

/// The thinking line's words for each source of a move (spec 16.3, 20.2, 21.2).
@Suite("Spec 16.3, 20.2, 21.2: the thinking line says where the computer's move comes from")
struct ThoughtTextTests {
    static func thought(_ source: Thought.Source, score: Score) -> Thought {
        Thought(
            source, best: .f5, continuation: [.d6], score: score, elapsed: .milliseconds(500))
    }

    @Test("spec 20.2, 20.5: a selective search shows its depth with its selectivity")
    func selectiveSearch() {
        let thought = Self.thought(
            .search(SearchDepth(plies: 22, selectivity: .percent73), nodes: 1_234_567),
            score: .heuristic(150))
        #expect(thought.text == "depth 22@73%  about +1.5  f5 d6  1,234,567 nodes at 2.5 M/s")
    }

    @Test("spec 20.2: a search that pruned nothing shows its depth alone")
    func exhaustiveSearch() {
        let thought = Self.thought(
            .search(SearchDepth(plies: 22), nodes: 1_234_567), score: .heuristic(-150))
        #expect(thought.text == "depth 22  about -1.5  f5 d6  1,234,567 nodes at 2.5 M/s")
    }

    @Test("spec 16.3, 20.2: a solve shows exact and the empties it solved")
    func solved() {
        let thought = Self.thought(
            .search(SearchDepth(plies: 20), nodes: 1_234_567), score: .exact(4))
        #expect(thought.text == "exact 20  +4 exact  f5 d6  1,234,567 nodes at 2.5 M/s")
    }

    @Test("spec 21.2: the book's move shows book, its value and the depth behind it, no nodes")
    func book() {
        let thought = Thought(
            .book(depth: SearchDepth(plies: 18)), best: .e6, score: .heuristic(260),
            elapsed: .milliseconds(1))
        #expect(thought.headline == "book  about +2.6  e6")
        #expect(thought.work == "the book's value, searched 18 plies deep")
        #expect(thought.text == "book  about +2.6  e6  the book's value, searched 18 plies deep")
    }

    @Test("spec 20.5, 21.2: a book of selective searches shows their selectivity")
    func selectiveBook() {
        let thought = Thought(
            .book(depth: SearchDepth(plies: 22, selectivity: .percent73)), best: .e6,
            score: .heuristic(260), elapsed: .milliseconds(1))
        #expect(thought.work == "the book's value, searched 22 plies deep at 73%")
    }
}
