import ReversiCore
import ReversiEngine

/// What the engine may spend on a move, as the command line and the protocol set it
/// (spec 17.5): a level, or a depth the protocol asks for; a time per move, or a game clock.
public struct SearchSettings: Hashable, Sendable {
    /// The level's search, used when the protocol names no depth.
    public var level: SearchLimits
    /// A depth the protocol asked for (`set depth`, `sd`): the midgame plies, the end solved
    /// from half as many empties again.
    public var depth: Int?
    /// The time a move may take (`st`).
    public var moveTime: Duration?
    /// The game clock (`--time`, `time_settings`, `level`), and what is left on it for each
    /// side when the protocol says (`time_left`, `time`).
    public var clock: TimeControl?
    public var remaining = BySide<Duration?>(dark: nil, light: nil)

    /// The deepest a protocol may ask for: the whole game.
    public static let depths = 1...60
    /// A search with a time: iterative deepening stops on time, and the end is solved when it
    /// fits (the strongest level's reach).
    static let timedExactEmpties = 20

    public init(level: SearchLimits, clock: TimeControl? = nil) {
        self.level = level
        self.clock = clock
    }

    /// The search for a move of `state`'s side to move.
    public func limits(for state: GameState) -> SearchLimits {
        let time = self.time(for: state)
        if let depth {
            return SearchLimits(depth: depth, exactEmpties: min(depth * 3 / 2, 24), time: time)
        }
        guard let time else { return level }
        return SearchLimits(
            depth: Self.depths.upperBound, exactEmpties: Self.timedExactEmpties, time: time)
    }

    private func time(for state: GameState) -> Duration? {
        if let moveTime { return moveTime }
        guard let clock else { return nil }
        return TimeControl.moveTime(
            remaining: remaining[state.turn] ?? clock.base, increment: clock.increment,
            empties: state.board.emptyCount)
    }
}
