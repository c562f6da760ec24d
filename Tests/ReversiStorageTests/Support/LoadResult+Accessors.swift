import ReversiApp

extension LoadResult {
    /// Why the file could not be used, when it could not.
    var unreadableReason: String? {
        guard case .unreadable(let reason) = self else { return nil }
        return reason
    }

    /// The game loaded, if one was.
    var loadedGame: SavedGame? {
        guard case .loaded(let game, from: _, version: _) = self else { return nil }
        return game
    }
}
