import ReversiCore

/// Undo and redo (spec 11): they move the game along its record to the nearest position where
/// a Manual side is to move, whatever is in flight, and play goes on from there.
enum UndoAndRecordFeature: MachineFeature {
    static func apply(_ event: PersonEvent, to state: inout AppState, in game: GameModel)
        throws(Refusal) -> [Effect]?
    {
        switch event {
        case .undoPressed: try state.undo()
        case .redoPressed: try state.redo()
        default: nil
        }
    }
}

extension AppState {
    /// Whether an undo would move the game once no question is up.
    var canUndo: Bool {
        lostOnTime == nil && modes.hasManualSide && record.undone(for: modes) != nil
    }

    /// Whether a redo would move the game once no question is up.
    var canRedo: Bool {
        lostOnTime == nil && modes.hasManualSide && record.redone(for: modes) != nil
    }

    mutating func undo() throws(Refusal) -> [Effect] {
        try checkCanMoveAlongRecord()
        guard let earlier = record.undone(for: modes) else { throw .nothingToUndo }
        return jump(to: earlier)
    }

    mutating func redo() throws(Refusal) -> [Effect] {
        try checkCanMoveAlongRecord()
        guard let later = record.redone(for: modes) else { throw .nothingToRedo }
        return jump(to: later)
    }

    /// Undo and redo wait while the reset question is up (spec 11.5), and have nowhere to stop
    /// with both sides Computer (spec 11.7).
    private func checkCanMoveAlongRecord() throws(Refusal) {
        guard resetConfirmation == nil else { throw .resetQuestionUp }
        guard modes.hasManualSide else { throw .noManualSide }
        if let lostOnTime { throw .timeRanOut(lostOnTime) }
    }

    /// Cuts the move being shown short and cancels the thinking, as a reset does, saves, and
    /// enters the turn of the record's game: a computer to move there starts thinking
    /// (spec 11.4, 11.9).
    private mutating func jump(to next: GameRecord) -> [Effect] {
        let cancelled = cancelWork()
        record = next
        return cancelled + [save] + enterTurn(record.current)
    }
}
