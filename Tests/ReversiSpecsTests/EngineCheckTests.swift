import ReversiCore
import ReversiProtocols
import StateSpace
import Testing

@testable import ReversiSpecs

@Suite("Spec 17.7: the engine protocols' session holds its invariants in every reachable state")
struct EngineCheckTests {
    @Test(
        "spec 17.2, 17.3, 17.4, 17.6, 17.7: no invariant breaks within 6 steps, no state is stuck, and every situation is reached"
    )
    func checkPassesWithFullCoverage() {
        let result = Checker(EngineSpecification(), options: CheckOptions(depth: 6, jobs: 2)).run()
        #expect(result.violation == nil, "\(String(describing: result.violation?.name))")
        #expect(result.depthReached == 6)
        #expect(result.coverage.count == EngineSituations.all.count)
        #expect(!result.coverage.isEmpty)
        for situation in result.coverage {
            #expect(situation.count > 0, "never reached: \(situation.name)")
        }
    }

    @Test("the start worlds are a session of each protocol, near the end too, and one not told yet")
    func startWorlds() {
        let worlds = EngineSpecification.startWorlds
        #expect(worlds.count == 1 + 2 * EngineProtocol.allCases.count)
        #expect(worlds.filter { $0.session.dialect == nil }.count == 1)
        #expect(worlds.contains { $0.session.game.current == EngineSpecification.nearTheEnd })
    }
}
