import ReversiCore

/// The game clock (spec 16.2): time passes as the shell's clock reports it, and runs only for
/// the side that must place; a side whose time runs out loses, once, and the game stops there
/// until a reset, which starts both clocks again.
enum ClockFeature: MachineFeature {
    static func apply(_ event: WorldEvent, to state: inout AppState) -> [Effect]? {
        guard case .timePassed(let elapsed) = event else { return nil }
        return state.passTime(elapsed)
    }
}

extension AppState {
    /// The side whose clock runs: the side to place, while the game goes on under a clock.
    public var clockRunsFor: Disk? {
        guard clock != nil else { return nil }
        return phase.movesToPlace?.disk
    }

    /// The side whose time ran out, once it has.
    public var lostOnTime: Disk? { phase.lostOnTime }

    /// `elapsed` passed on the shell's clock: it is taken from the running clock, if any; if
    /// that runs out, the side to place loses and its thinking or hint search is stopped.
    mutating func passTime(_ elapsed: Duration) -> [Effect] {
        guard var running = clock, clockRunsFor != nil, let moves = phase.movesToPlace else {
            return []
        }
        let ranOut = running.spend(elapsed, by: moves.disk)
        clock = running
        guard ranOut else { return [] }
        let cancelled = cancelWork()
        phase = .timeRanOut(moves)
        // Saved with no time left, so that a resumed game loses on time again (spec 8.6).
        return cancelled + [save]
    }

    /// Adds the increment after `disk` placed.
    mutating func creditMove(by disk: Disk) {
        clock?.credit(disk)
    }

    /// Both clocks back to the base time, for a new game.
    mutating func restartClock() {
        clock = clock.map { GameClock($0.control) }
    }
}
