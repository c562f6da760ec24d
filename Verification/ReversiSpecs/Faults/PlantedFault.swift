import ReversiApp
import ReversiCore
import StateSpace

/// A small, plausible bug planted around the real code — a faulty reducer, screen, successor,
/// or part of the rules — that the checker must report by the name of the invariant it
/// targets, with a shortest trace of a known length.
///
/// Each invariant of `reversi-verify rules` and `app` has at least one (`PlantedFaults.all`),
/// so that every check is shown able to fail.
public struct PlantedFault: Sendable {
    /// The name of the invariant that must report the fault.
    public let invariant: String
    /// The bug, in one line.
    public let fault: String
    /// The steps of the shortest trace to it (the trace shows one state more).
    public let steps: Int
    /// Checked against the target invariant alone: for an invariant implied by the others
    /// together (stuck-freedom, a reset's or a jump's leftovers), whose fault they always
    /// report first.
    public let alone: Bool
    private let check: @Sendable (_ jobs: Int) -> Report

    /// What a run of the checker on the faulty code found.
    public struct Report: Sendable {
        /// The invariant that reported a violation, if any.
        public let reportedBy: String?
        /// The steps of its shortest trace.
        public let steps: Int?
        public let statesGenerated: Int
        public let seconds: Double
    }

    /// Runs the checker on the faulty code, to depth `steps`.
    public func run(jobs: Int = 1) -> Report { check(jobs) }

    /// A fault of the application machine: its reducer, its screen, or both.
    static func app(
        _ invariant: StateInvariant<AppWorld>, _ fault: String, steps: Int,
        from worlds: [AppWorld] = AppSpecification.startWorlds, alone: Bool = false,
        reducer: @escaping AppSpecification.Reducer = { reduce($0, $1) },
        projection: @escaping AppSpecification.Projection = { $0.screen }
    ) -> PlantedFault {
        let spec = AppSpecification(
            startingFrom: worlds, reducer: reducer, projection: projection,
            stateInvariants: alone ? [invariant] : AppInvariants.state,
            stepInvariants: alone ? [] : AppInvariants.step)
        return PlantedFault(invariant.name, fault, steps: steps, alone: alone, spec)
    }

    static func app(
        _ invariant: StepInvariant<AppWorld, Event>, _ fault: String, steps: Int,
        from worlds: [AppWorld] = AppSpecification.startWorlds, alone: Bool = false,
        reducer: @escaping AppSpecification.Reducer = { reduce($0, $1) },
        projection: @escaping AppSpecification.Projection = { $0.screen }
    ) -> PlantedFault {
        let spec = AppSpecification(
            startingFrom: worlds, reducer: reducer, projection: projection,
            stateInvariants: alone ? [] : AppInvariants.state,
            stepInvariants: alone ? [invariant] : AppInvariants.step)
        return PlantedFault(invariant.name, fault, steps: steps, alone: alone, spec)
    }

    /// A fault of the rules: a successor, a verdict that disagrees with the model, or a part
    /// the invariants call themselves.
    static func rules(
        _ invariant: String, _ fault: String, steps: Int,
        from models: [GameModel] = RulesSpecification.startPositions,
        successor: @escaping RulesSpecification.Successor = RulesSpecification.realSuccessor,
        verdict: @escaping RulesSpecification.Verdict = RulesSpecification.referenceVerdict,
        rules: RulesUnderCheck = .real
    ) -> PlantedFault {
        let spec = RulesSpecification(
            startingFrom: models, successor: successor, verdict: verdict,
            stateInvariants: RulesInvariants.state(checking: rules),
            stepInvariants: RulesInvariants.step(checking: rules))
        return PlantedFault(invariant, fault, steps: steps, alone: false, spec)
    }

    /// A fault of the protocol session: its step, wrapped.
    static func engine(
        _ invariant: StateInvariant<EngineWorld>, _ fault: String, steps: Int,
        from worlds: [EngineWorld], handle: @escaping EngineSpecification.Handle
    ) -> PlantedFault {
        let spec = EngineSpecification(startingFrom: worlds, handle: handle)
        return PlantedFault(invariant.name, fault, steps: steps, alone: false, spec)
    }

    static func engine(
        _ invariant: StepInvariant<EngineWorld, EngineAction>, _ fault: String, steps: Int,
        from worlds: [EngineWorld], handle: @escaping EngineSpecification.Handle
    ) -> PlantedFault {
        let spec = EngineSpecification(startingFrom: worlds, handle: handle)
        return PlantedFault(invariant.name, fault, steps: steps, alone: false, spec)
    }

    private init<System: TransitionSystem>(
        _ invariant: String, _ fault: String, steps: Int, alone: Bool, _ system: System
    ) where System: Sendable {
        self.invariant = invariant
        self.fault = fault
        self.steps = steps
        self.alone = alone
        check = { jobs in
            let result = Checker(system, options: CheckOptions(depth: steps, jobs: jobs)).run()
            return Report(
                reportedBy: result.violation?.name,
                steps: result.violation.map { $0.trace.count - 1 },
                statesGenerated: result.statesGenerated, seconds: result.seconds)
        }
    }
}
