import ReversiCore
import ReversiSpecs
import StateSpace
import Testing

@testable import ReversiApp

/// The features plug into the reducer (`AppState.features`): each event after the launch is
/// one feature's, so the order of the list cannot change what an event does.
@Suite("Spec 15.1: each event is one feature's")
struct MachineFeatureTests {
    @Test(
        "every event the checker sends after the launch, and one step later, is taken by exactly one feature; the notice dismissed by none, as it only clears the notice"
    )
    func eachEventIsOneFeatures() {
        let spec = AppSpecification()
        let launched = spec.initialStates.map { spec.successor(of: $0, after: $0.launch) }
        let worlds =
            launched
            + launched.flatMap { world in
                spec.enabledActions(in: world).map { spec.successor(of: world, after: $0) }
            }
        var takers: [String: Set<Int>] = [:]
        for world in worlds {
            guard let game = world.app.game else { continue }
            for event in spec.enabledActions(in: world) {
                takers["\(event.kind)", default: []].insert(
                    Self.takers(of: event, in: world.app, game))
            }
        }
        #expect(takers["noticeDismissed"] == [0])
        let others = takers.filter { $0.key != "noticeDismissed" }
        #expect(others.count >= 20, "\(takers.keys.sorted())")
        #expect(others.values.allSatisfy { $0 == [1] }, "\(takers)")
    }

    /// How many features take `event` in `state`: apply it or refuse it.
    private static func takers(of event: Event, in state: AppState, _ game: GameModel) -> Int {
        AppState.features.count { feature in
            var copy = state
            switch event {
            case .person(let event):
                do throws(Refusal) {
                    return try feature.apply(event, to: &copy, in: game) != nil
                } catch {
                    return true
                }
            case .world(let event): return feature.apply(event, to: &copy) != nil
            }
        }
    }
}

extension Event {
    /// The event's case, without its payload.
    fileprivate var kind: Substring {
        let text =
            switch self {
            case .person(let event): "\(event)"
            case .world(let event): "\(event)"
            }
        return text.prefix { $0 != "(" }
    }
}
