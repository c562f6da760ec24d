import ReversiCore

/// The launch (spec 8.1, 9.1, 12.3): the saved game, a game given at launch or a new one,
/// with the modes asked for, and the notice that says which. The reducer launches before any
/// feature takes an event; a second launch changes nothing.
enum LaunchFeature: MachineFeature {
    static func apply(_ event: WorldEvent, to state: inout AppState) -> [Effect]? {
        guard case .launched = event else { return nil }
        return []
    }
}

extension AppState {
    mutating func launch(_ load: LoadResult, requested: RequestedModes) -> [Effect] {
        levels = requested.levels(over: .random)
        clock = requested.clock.map(GameClock.init)
        switch load {
        case .loaded(let saved, let source, let version):
            resume(saved, requested: requested)
            notice = .resumed(
                from: source, notApplied: requested.unmet(by: saved.modes), version: version)
            return resumedTurn(saved)
        case .loadedRecordSetAside(let saved, let reason):
            resume(saved, requested: requested)
            notice = .recordSetAside(reason)
            return resumedTurn(saved)
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

    /// The resumed game's turn; a level or a clock asked for in place of the saved one is
    /// saved at once, as any change is (spec 8.3, 8.6).
    private mutating func resumedTurn(_ saved: SavedGame) -> [Effect] {
        let turn = enterTurn(record.current)
        return (savedGame == saved ? [] : [save]) + turn
    }

    /// A saved game goes on with its modes, its levels and its clock (spec 8.6); a level or a
    /// time control asked for at launch applies in place of the saved one, as a level change
    /// or a new clock would.
    private mutating func resume(_ saved: SavedGame, requested: RequestedModes) {
        record = GameRecord(saved.record)
        modes = saved.modes
        levels = requested.levels(over: saved.levels)
        clock = requested.clock.map(GameClock.init) ?? saved.clock
    }
}
