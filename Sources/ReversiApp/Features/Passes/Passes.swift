import ReversiCore

/// The pass alert (spec 2.2, 2.3, 15.13): a side that must pass is shown the alert, never asked
/// to think, and the turn goes over when the person dismisses it; with no person at either side
/// there is nobody to dismiss it, so it goes over by itself after a pause.
enum PassesFeature: MachineFeature {
    static func apply(_ event: PersonEvent, to state: inout AppState, in game: GameModel)
        throws(Refusal) -> [Effect]?
    {
        guard event == .passDismissed else { return nil }
        return try state.dismissPass()
    }

    static func apply(_ event: WorldEvent, to state: inout AppState) -> [Effect]? {
        guard case .passPauseFinished(let ticket) = event else { return nil }
        return state.endPassPause(ticket)
    }
}

extension AppState {
    /// Shows the pass `pass`: the alert, with the pause that ends it when both sides are
    /// played by the computer.
    mutating func showPass(_ pass: ForcedPass) -> [Effect] {
        guard modes.hasNoPerson else {
            phase = .passAlert(pass, pause: nil)
            return []
        }
        let ticket = issueTicket()
        phase = .passAlert(pass, pause: ticket)
        return [.schedulePassPause(ticket)]
    }

    mutating func dismissPass() throws(Refusal) -> [Effect] {
        guard resetConfirmation == nil else { throw .resetQuestionUp }
        guard case .passAlert = phase, (try? record.play(.pass)) != nil else { throw .noPassAlert }
        return cancelWork() + [save] + enterTurn(record.current)
    }

    /// The pause is over: the pass is played as a dismissal would (spec 15.13). A stale pause,
    /// cancelled or of another pass, changes nothing.
    mutating func endPassPause(_ ticket: Ticket) -> [Effect] {
        guard case .passAlert(_, ticket?) = phase, (try? record.play(.pass)) != nil else {
            return []
        }
        return [save] + enterTurn(record.current)
    }

    /// A mode switch under the pass alert: the pause runs exactly while no person plays
    /// either side.
    mutating func passModesChanged() -> [Effect] {
        guard case .passAlert(let pass, let pause) = phase else { return [] }
        switch (pause, modes.hasNoPerson) {
        case (nil, true): return showPass(pass)
        case (let ticket?, false):
            phase = .passAlert(pass, pause: nil)
            return [.cancelPassPause(ticket)]
        default: return []
        }
    }
}
