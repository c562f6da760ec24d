/// Every planted fault: at least one for each invariant of `reversi-verify rules`, `app` and
/// `engine`.
/// A new invariant adds its fault to the list of its feature (or of the machine, for a rule of
/// the whole machine), which its `FeatureSpec` hands in; a test fails until it does.
public enum PlantedFaults {
    public static let all: [PlantedFault] =
        RulesFaults.all + FeatureSpec.all.flatMap { $0.faults() } + EngineFaults.all

    /// The names of the invariants of both checks, in the order they are checked.
    public static let invariantNames: [String] =
        (RulesInvariants.state.map(\.name) + RulesInvariants.step.map(\.name)
            + AppInvariants.state.map(\.name) + AppInvariants.step.map(\.name)
            + EngineInvariants.state.map(\.name) + EngineInvariants.step.map(\.name))

    /// The invariants that no planted fault targets.
    public static var invariantsWithoutAFault: [String] {
        let targeted = Set(all.map(\.invariant))
        return invariantNames.filter { !targeted.contains($0) }
    }
}
