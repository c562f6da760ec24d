import ReversiApp

extension FeatureSpec {
    /// Undo, redo and the game's record (spec 11, 12).
    static let record = FeatureSpec(
        "undo and record",
        stateInvariants: RecordInvariants.state, stepInvariants: RecordInvariants.step,
        faults: { RecordFaults.all },
        situations: RecordSituations.all,
        events: { _, events in events += [.person(.undoPressed), .person(.redoPressed)] },
        eventText: { event in
            switch event {
            case .person(.undoPressed): "undo"
            case .person(.redoPressed): "redo"
            default: nil
            }
        })
}
