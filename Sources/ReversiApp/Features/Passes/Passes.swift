import ReversiCore

/// The pass alert (spec 2.2, 2.3): a side that must pass is shown the alert, never asked to
/// think, and the turn goes over when the person dismisses it.
extension AppState {
    mutating func dismissPass() throws(Refusal) -> [Effect] {
        guard resetConfirmation == nil else { throw .resetQuestionUp }
        guard case .passAlert = phase, (try? record.play(.pass)) != nil else { throw .noPassAlert }
        return [save] + enterTurn(record.current)
    }
}
