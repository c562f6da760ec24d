import ReversiCore
import ReversiEngine
import Testing

@testable import ReversiApp

/// Where a thought comes from, made from the search's report, and carried by the machine to
/// the screen (spec 16.3, 20.2, 21.2).
@Suite("Spec 16.3, 20.2: a thought says where the computer's move comes from")
struct ThoughtTests {
    @Test("spec 20.2, 20.5: a selective search's report is a search at its depth and selectivity")
    func selectiveReport() {
        let update = SearchUpdate(
            depth: 22, move: .f5, continuation: [.d6], score: .heuristic(150), nodes: 900,
            selectivity: .percent73)
        let thought = Thought(update, elapsed: .milliseconds(300))
        #expect(
            thought.source == .search(SearchDepth(plies: 22, selectivity: .percent73), nodes: 900))
        #expect(thought.line == [.f5, .d6])
        #expect(thought.score == .heuristic(150))
        #expect(thought.elapsed == .milliseconds(300))
    }

    @Test(
        "spec 16.3, 20.2, 21.2: the machine shows a selective search, a solve and the book's move as reported"
    )
    func machineShowsEachSource() throws {
        var store = AppTestStore(
            launched: .noSavedGame, requested: RequestedModes(dark: .computer, light: .manual))
        let reports: [(Thought.Source, Score)] = [
            (.search(SearchDepth(plies: 22, selectivity: .percent73), nodes: 9), .heuristic(50)),
            (.search(SearchDepth(plies: 60), nodes: 9), .exact(0)),
            (.book(depth: SearchDepth(plies: 18, selectivity: .percent73)), .heuristic(-20)),
        ]
        for (source, score) in reports {
            let thought = Thought(source, best: .d3, score: score, elapsed: .zero)
            try store.send(.world(.thinkingProgressed(Ticket(1), thought)), []) {
                $0.thought = thought
            }
        }
    }
}
