import StateSpace
import Testing

@testable import ReversiSpecs

/// `--require-coverage` passes only a run that names situations and reaches each.
@Suite("Required coverage")
struct CoverageShortfallTests {
    @Test("a check that names no situation falls short of required coverage")
    func noSituationsFallsShort() {
        #expect(report([]).coverageShortfall == "the check names no situation to reach")
    }

    @Test("an unreached situation falls short, by name; every one reached does not")
    func unreachedSituationIsNamed() {
        let reached = CheckReport.Coverage(name: "a side passed", count: 3)
        let unreached = CheckReport.Coverage(name: "tied", count: 0)
        #expect(report([reached, unreached]).coverageShortfall == "never reached: tied")
        #expect(report([reached]).coverageShortfall == nil)
    }

    private func report(_ coverage: [CheckReport.Coverage]) -> CheckReport {
        CheckReport(
            identity: RunIdentity(version: "1", build: "b"), check: "rules",
            completion: .depthBound, depthBound: 1, maxStates: nil,
            shardCount: 1, shardSplitDepth: nil, depthReached: 1, statesGenerated: 1,
            distinctStates: 1, distinctStatesByDepth: [1], seconds: 0, longestShardSeconds: 0,
            coverage: coverage, violation: nil)
    }
}
