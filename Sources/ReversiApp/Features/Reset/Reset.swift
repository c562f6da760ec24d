import ReversiCore

/// Reset with confirmation (spec 7.1, 7.2, 7.3): the question sits on top of any phase; a
/// confirmed reset cancels the work in flight and starts a new game, both sides Manual.
enum ResetFeature: MachineFeature {
    static func apply(_ event: PersonEvent, to state: inout AppState, in game: GameModel)
        throws(Refusal) -> [Effect]?
    {
        switch event {
        case .resetPressed: try state.pressReset()
        case .resetFocusMoved: try state.moveResetFocus()
        case .resetConfirmed: try state.confirmReset()
        case .resetCancelled: try state.cancelReset()
        default: nil
        }
    }
}

extension AppState {
    /// Asks the question, Cancel focused; it is not asked twice.
    mutating func pressReset() throws(Refusal) -> [Effect] {
        guard resetConfirmation == nil else { throw .resetQuestionUp }
        resetConfirmation = .cancel
        return []
    }

    mutating func moveResetFocus() throws(Refusal) -> [Effect] {
        resetConfirmation = try openResetQuestion().other
        return []
    }

    mutating func cancelReset() throws(Refusal) -> [Effect] {
        _ = try openResetQuestion()
        resetConfirmation = nil
        return []
    }

    /// The reset question's focus, if the question is up.
    private func openResetQuestion() throws(Refusal) -> ResetButton {
        guard let focus = resetConfirmation else { throw .noResetQuestion }
        return focus
    }

    mutating func confirmReset() throws(Refusal) -> [Effect] {
        _ = try openResetQuestion()
        let effects = cancelWork()
        resetConfirmation = nil
        modes = .manual
        record = GameRecord(from: .initial)
        restartClock()
        return effects + [save] + enterTurn(.initial)
    }
}
