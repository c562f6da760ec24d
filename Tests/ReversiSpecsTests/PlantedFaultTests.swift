import ReversiApp
import ReversiCore
import ReversiSpecs
import StateSpace
import Testing

/// The checker is not vacuous: each planted fault is reported by the invariant it targets,
/// with a shortest trace of the length pinned in its entry, and every invariant has one.
@Suite("Checker finds planted faults with shortest traces")
struct PlantedFaultTests {
    @Test(
        "each planted fault is reported by its invariant, with the pinned shortest trace",
        arguments: PlantedFaults.all)
    func plantedFault(_ fault: PlantedFault) {
        let report = fault.run(jobs: 2)
        #expect(report.reportedBy == fault.invariant, "\(fault.fault)")
        #expect(report.steps == fault.steps, "\(fault.fault)")
    }

    @Test("every invariant of the rules and the application has a planted fault")
    func everyInvariantHasAFault() {
        #expect(
            PlantedFaults.invariantsWithoutAFault.isEmpty,
            "no planted fault for: \(PlantedFaults.invariantsWithoutAFault.joined(separator: "; "))"
        )
        #expect(PlantedFaults.invariantNames.count == Set(PlantedFaults.invariantNames).count)
    }

    @Test("an invariant that must fail (never 7 disks) fails after exactly 3 plies")
    func invariantThatMustFail() throws {
        let neverSeven = StateInvariant<RulesPosition>("the board never holds 7 disks") {
            $0.model.board.emptyCount != 57
        }
        let spec = RulesSpecification(
            startingFrom: [.initial], stateInvariants: RulesInvariants.state + [neverSeven])
        let violation = try #require(
            Checker(spec, options: CheckOptions(depth: 10)).run().violation)
        #expect(violation.name == neverSeven.name)
        #expect(violation.trace.count == 4)
        #expect(violation.trace.first?.state.model == .initial)
    }

    @Test(
        "spec 9.4: a screen that shows left before lower-left (the original's order) is caught at the first flip"
    )
    func wrongFlipOrder() throws {
        let world = try #require(FaultyMachines.lowerLeftAndLeftWorld)
        let spec = AppSpecification(
            startingFrom: [world], projection: FaultyMachines.flipsInTheOriginalsOrder)
        let violation = try #require(Checker(spec, options: CheckOptions(depth: 6)).run().violation)
        #expect(violation.name == AppInvariants.oneDiskPerStepInSpecOrder.name)
        // Launch, select d4, the placed disk's step finished: the next disk shown is wrong.
        #expect(
            violation.trace.compactMap(\.actionName) == [
                "launched, saved game: dark to move, x manual, o manual", "select d4",
                "animation step #1 finished",
            ])
    }

    @Test("the real machine has none of these faults within the same bounds")
    func realMachinePasses() throws {
        // From the planted fault's own world: the usual start worlds are checked deeper, once
        // for all the tests, by AppCheckTests (an invariant holds of every state and step, so
        // two checks from two sets of worlds prove what one check from both does).
        let world = try #require(FaultyMachines.lowerLeftAndLeftWorld)
        let spec = AppSpecification(startingFrom: [world])
        let result = Checker(spec, options: CheckOptions(depth: 6, jobs: 2)).run()
        #expect(result.violation == nil, "\(String(describing: result.violation?.name))")
    }
}

extension PlantedFault: CustomTestStringConvertible {
    public var testDescription: String { fault }
}
