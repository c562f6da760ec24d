import ReversiCore
import ReversiEngine

/// What the engine may spend on a move, as the command line and the protocol set it
/// (spec 17.5): a level, or a depth the protocol asks for; a time per move, or a game clock.
public struct SearchSettings: Hashable, Sendable {
    /// The level's search, used when the protocol names no depth; a time only bounds it.
    public var level: SearchLimits
    /// A depth the protocol asked for (`set depth`, `sd`): the midgame plies at the level's
    /// selectivity, the end searched from half as many empties again.
    public var depth: Int?
    /// The time a move may take (`st`).
    public var moveTime: Duration?
    /// The game clock (`--time`, `time_settings`, `level`), and what is left on it for each
    /// side when the protocol says (`time_left`, `time`).
    public var clock: TimeControl?
    public var remaining = BySide<Duration?>(dark: nil, light: nil)

    /// The deepest a protocol may ask for: the whole game.
    public static let depths = 1...SearchLimits.deepest

    public init(level: SearchLimits, clock: TimeControl? = nil) {
        self.level = level
        self.clock = clock
    }

    /// The search for a move of `state`'s side to move: the depth the protocol asked for, or
    /// the level's search, either within the time the protocol or the clock gives the move
    /// (spec 17.5, 20.3).
    public func limits(for state: GameState) -> SearchLimits {
        // A depth the protocol sets keeps the level's selectivity: GUIs that always send one
        // (NBoard does) still get the ladder's pruning (spec 20.3).
        let search = depth.map {
            SearchLimits(
                depth: $0, exactEmpties: min($0 * 3 / 2, 24), selectivity: level.selectivity)
        }
        return (search ?? level).within(time(for: state))
    }

    private func time(for state: GameState) -> Duration? {
        if let moveTime { return moveTime }
        guard let clock else { return nil }
        return TimeControl.moveTime(
            remaining: remaining[state.turn] ?? clock.base, increment: clock.increment,
            empties: state.board.emptyCount)
    }
}
