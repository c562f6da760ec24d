import ReversiCore

/// The launch (spec 8.1, 9.1, 12.3): the saved game, a game given at launch or a new one,
/// with the modes asked for, and the notice that says which.
extension AppState {
    mutating func launch(_ load: LoadResult, requested: RequestedModes) -> [Effect] {
        levels = requested.levels
        clock = requested.clock.map(GameClock.init)
        switch load {
        case .loaded(let saved, let source):
            record = GameRecord(saved.record)
            modes = saved.modes
            notice = .resumed(from: source, notApplied: requested.unmet(by: saved.modes))
        case .loadedRecordSetAside(let saved, let reason):
            record = GameRecord(saved.record)
            modes = saved.modes
            notice = .recordSetAside(reason)
        case .started(let start, let setAside):
            record = GameRecord(start.record)
            modes = requested.newGame
            notice = .started(start, setAside: setAside)
        case .noSavedGame:
            modes = requested.newGame
        case .unreadable(let reason):
            modes = requested.newGame
            notice = .unreadableSave(reason)
        }
        // A loaded must-pass state shows the pass alert again (spec 9.1): entering the turn is
        // the same path for a loaded game as for a move.
        return enterTurn(record.current)
    }
}
