import ReversiCore
import ReversiSpecs
import StateSpace
import Testing

@Suite("Spec 1-2: the rules hold in every reachable position")
struct RulesCheckTests {
    @Test("the start positions parse and are in the states their names say")
    func startPositions() {
        #expect(StartPositions.all.count == 8)
        if case .mustPass(let pass)? = StartPositions.darkMustPass.map({ GameModel($0.state) }) {
            #expect(pass.disk == .dark)
        } else {
            Issue.record("dark must pass is not a must-pass position for dark")
        }
        if case .mustPass(let pass)? = StartPositions.lightMustPass.map({ GameModel($0.state) }) {
            #expect(pass.disk == .light)
        } else {
            Issue.record("light must pass is not a must-pass position for light")
        }
    }

    @Test("every invariant holds within 5 plies, and every situation is reached")
    func shallowCheckPasses() {
        let result = Checker(RulesSpecification(), options: CheckOptions(depth: 5, jobs: 2)).run()
        #expect(result.violation == nil, "\(String(describing: result.violation?.name))")
        #expect(result.completion == .depthBound)
        for coverage in result.coverage {
            #expect(coverage.count > 0, "\(coverage.name) never reached")
        }
    }
}
