import ReversiCore
import ReversiEngine
import Testing

@testable import ReversiProtocols
@testable import reversi

/// What `reversi engine` hands its protocol session from a search: the depth with the
/// selectivity the engine reached, for the protocols to write (spec 20.5).
@Suite("Spec 20.5: the engine's searches report their selectivity to the protocols")
struct MoveRankingTests {
    static func request(_ selectivity: Selectivity, ranked: Int = 1) throws -> SearchRequest {
        let state = try #require(try PlayedGame(Transcript(parsing: "f5d6c3")).current.state)
        return SearchRequest(
            ticket: SearchTicket(1), moves: try #require(LegalMoves(state)),
            limits: SearchLimits(depth: 4, exactEmpties: 0, selectivity: selectivity),
            ranked: ranked)
    }

    @Test(
        "spec 20.5: a move's answer and every depth's progress carry the search's selectivity; 100% for an exhaustive search"
    )
    func moveAnswer() throws {
        let engine = Engine(tableBytes: 1 << 20)
        for selectivity in [Selectivity.percent95, .exhaustive] {
            var heard: [SearchProgress] = []
            let answer = MoveRanking.answer(
                try Self.request(selectivity), engine: engine, seed: 1, shouldStop: { false },
                progress: { heard.append($0) })
            #expect(answer.selectivity == selectivity)
            #expect(answer.searchDepth == SearchDepth(plies: 4, selectivity: selectivity))
            #expect(!heard.isEmpty)
            #expect(heard.allSatisfy { $0.update.selectivity == selectivity }, "\(heard)")
        }
    }

    @Test("spec 20.5: NBoard's hint N, each move searched, answers at its searches' selectivity")
    func rankedAnswer() throws {
        let engine = Engine(tableBytes: 1 << 20)
        let answer = MoveRanking.answer(
            try Self.request(.percent95, ranked: 3), engine: engine, seed: 1,
            shouldStop: { false })
        #expect(answer.moves.count > 1)
        #expect(answer.searchDepth.description == "4@95%")
    }
}
