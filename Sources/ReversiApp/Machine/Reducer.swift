import ReversiCore

/// The application as one pure function: an event in, the new state and the effects out.
///
/// Every rule of the spec that is about *when* something happens lives here; what
/// is legal lives in `GameModel`; what is shown is `AppState.screen`. A person's event that
/// cannot apply now changes nothing but the notice, which says why (spec 15.1); any other
/// event that does not apply (a stale answer, anything before the launch) changes nothing.
/// Neither returns effects. The notice is only ever written here, never read.
public func reduce(_ state: AppState, _ event: Event) -> (AppState, [Effect]) {
    var next = state
    let effects = next.handle(event)
    return (next, effects)
}

extension AppState {
    /// Applies `event` in place and returns the effects it asks for.
    public mutating func handle(_ event: Event) -> [Effect] {
        guard let game else {
            // Nothing is shown before the launch, so nothing is said of an event before it.
            guard case .world(.launched(let load, let requested)) = event else { return [] }
            return launch(load, requested: requested)
        }
        if case .person = event { notice = nil }
        do throws(Refusal) {
            var effects = try apply(event, to: game)
            for feature in Self.features { effects += feature.settle(&self) }
            return effects
        } catch {
            notice = .refused(error)
            return []
        }
    }

    /// Hands an event after the launch to the feature that takes it, or says why the person's
    /// event cannot apply now. An event no feature takes (the notice dismissed) changes
    /// nothing more: the notice is already cleared.
    private mutating func apply(_ event: Event, to game: GameModel) throws(Refusal) -> [Effect] {
        for feature in Self.features {
            let effects: [Effect]? =
                switch event {
                case .person(let event): try feature.apply(event, to: &self, in: game)
                case .world(let event): feature.apply(event, to: &self)
                }
            if let effects { return effects }
        }
        return []
    }

    mutating func issueTicket() -> Ticket {
        lastTicket = lastTicket.successor
        return lastTicket
    }
}
