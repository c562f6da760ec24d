import ReversiCore

/// Saving (spec 8.3, 12.5): every change of the game or the modes is saved at once, as it
/// stands.
extension AppState {
    /// Saving the game as it stands: the record, its game, the modes (spec 8.3, 12.5).
    var save: Effect { .save(SavedGame(record: record.played, modes: modes)) }

    /// A save that failed is the notice until the person's next event (spec 15.2).
    mutating func reportSaveFailure(_ reason: String) -> [Effect] {
        notice = .saveFailed(reason)
        return []
    }
}
