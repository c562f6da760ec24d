import ReversiCore

/// Saving (spec 8.3, 8.6, 12.5): every change of the game, the modes or the levels is saved at
/// once, as it stands, with the clock as it stands then.
enum SavingFeature: MachineFeature {
    static func apply(_ event: WorldEvent, to state: inout AppState) -> [Effect]? {
        guard case .saveFailed(let reason) = event else { return nil }
        return state.reportSaveFailure(reason)
    }
}

extension AppState {
    /// Saving the game as it stands: the record, its game, the modes, the levels and the clock
    /// (spec 8.3, 8.6, 12.5).
    var save: Effect { .save(written) }

    /// What a save writes: the one definition `savedGame` shows too.
    var written: SavedGame {
        SavedGame(record: record.played, modes: modes, levels: levels, clock: clock)
    }

    /// A save that failed is the notice until the person's next event (spec 15.2).
    mutating func reportSaveFailure(_ reason: String) -> [Effect] {
        notice = .saveFailed(reason)
        return []
    }
}
