import ReversiApp

extension FeatureSpec {
    /// Saving (spec 8.3, 8.6, 12.5, 15.2).
    static let saving = FeatureSpec(
        "saving",
        stateInvariants: [AppInvariants.savedIsTheCurrentGame],
        stepInvariants: [
            AppInvariants.everyChangeIsSaved, AppInvariants.saveWritesTheGameAsItStands,
            AppInvariants.failedSaveIsANotice,
        ],
        faults: { SavingFaults.all },
        situations: SavingSituations.all,
        events: { _, events in events.append(.world(.saveFailed(AppSpecification.saveFailure))) },
        eventText: { event in
            guard case .world(.saveFailed(let reason)) = event else { return nil }
            return "save failed: \(reason)"
        },
        effectText: { effect in
            guard case .save(let saved) = effect else { return nil }
            return "save(\(EventText.describe(saved)))"
        })
}
