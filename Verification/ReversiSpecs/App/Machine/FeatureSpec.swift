import ReversiApp
import StateSpace

/// What one feature of the machine gives the checker: its invariants, its planted faults, its
/// named situations, the events the checker sends it and the words of its events and effects
/// in traces. Each folder of
/// `App/Features` has one, and `FeatureSpec.all` lists them: the machine's invariants
/// (`AppInvariants`), situations (`AppSituations`), faults (`PlantedFaults`), events
/// (`AppSpecification.enabledActions`) and trace words (`EventText`) are read from that list, so a new feature adds its folder and one line.
public struct FeatureSpec: Sendable {
    public let name: String
    public let stateInvariants: [StateInvariant<AppWorld>]
    public let stepInvariants: [StepInvariant<AppWorld, Event>]
    /// Built when asked for: each fault's check is built with the machine's whole list of
    /// invariants, which is read from the features.
    let faults: @Sendable () -> [PlantedFault]
    public let situations: [Situation<AppWorld, Event>]
    /// Adds the feature's events that the checker sends in a world: the person's, and the
    /// world's answers to the feature's pending work and to stale work.
    let events: @Sendable (AppWorld, inout [Event]) -> Void
    /// The words of the feature's events and effects; `nil` for another feature's.
    let eventText: @Sendable (Event) -> String?
    let effectText: @Sendable (Effect) -> String?

    init(
        _ name: String,
        stateInvariants: [StateInvariant<AppWorld>] = [],
        stepInvariants: [StepInvariant<AppWorld, Event>] = [],
        faults: @escaping @Sendable () -> [PlantedFault],
        situations: [Situation<AppWorld, Event>] = [],
        events: @escaping @Sendable (AppWorld, inout [Event]) -> Void = { _, _ in },
        eventText: @escaping @Sendable (Event) -> String? = { _ in nil },
        effectText: @escaping @Sendable (Effect) -> String? = { _ in nil }
    ) {
        self.name = name
        self.stateInvariants = stateInvariants
        self.stepInvariants = stepInvariants
        self.faults = faults
        self.situations = situations
        self.events = events
        self.eventText = eventText
        self.effectText = effectText
    }

    /// The features, one line each, and the machine as a whole last. The checker tests the invariants in this order and reports the first one a step or
    /// state breaks, so the machine's broad rules (the notice, the game changed only by the
    /// rules, stuck-freedom) come last: a fault is reported by its feature's own clause.
    public static let all: [FeatureSpec] = [
        .hints,
        .workInFlight,
        .moves,
        .modesAndLevels,
        .launch,
        .computer,
        .reset,
        .passes,
        .saving,
        .clock,
        .record,
        .analysis,
        .machine,
    ]
}
