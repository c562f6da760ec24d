import ReversiApp
import StateSpace
import Testing

@testable import ReversiSpecs

/// The checker reads its lists from the features (`FeatureSpec.all`): each event and effect has
/// the words of exactly one feature in a trace, so none falls back to its raw description.
@Suite("Spec 9.3: the checker reads its lists from the features")
struct FeatureSpecTests {
    @Test(
        "every event the checker sends after the launch, and every effect the machine answers with, is worded by exactly one feature"
    )
    func eachEventAndEffectHasOneFeaturesWords() {
        let spec = AppSpecification()
        let launched = spec.initialStates.map { spec.successor(of: $0, after: $0.launch) }
        var events: [Event] = launched.map(\.launch)
        var effects: [Effect] = launched.flatMap(\.lastEffects)
        for world in launched {
            for event in spec.enabledActions(in: world) {
                events.append(event)
                effects += spec.successor(of: world, after: event).lastEffects
            }
        }
        let unworded = events.filter { event in
            FeatureSpec.all.count { $0.eventText(event) != nil } != 1
        }
        let unwordedEffects = effects.filter { effect in
            FeatureSpec.all.count { $0.effectText(effect) != nil } != 1
        }
        #expect(unworded.isEmpty, "\(unworded.prefix(3))")
        #expect(unwordedEffects.isEmpty, "\(unwordedEffects.prefix(3))")
        #expect(Set(effects.map { EventText.describe($0).prefix { $0 != "(" } }).count >= 8)
    }

    @Test("the machine's invariants and situations are exactly its features', each once")
    func listsAreTheFeatures() {
        let names = FeatureSpec.all.flatMap { $0.stateInvariants.map(\.name) }
        #expect(AppInvariants.state.map(\.name) == names)
        #expect(AppInvariants.state.last?.name == AppInvariants.neverStuck.name)
        let situations = AppSituations.all.map(\.name)
        #expect(situations.count == Set(situations).count)
        #expect(Set(FeatureSpec.all.map(\.name)).count == FeatureSpec.all.count)
    }
}
