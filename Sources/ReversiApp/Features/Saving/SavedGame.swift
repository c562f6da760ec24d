import ReversiCore
import ReversiEngine

/// What is saved: the game, each side's mode (spec 8.2), each side's level and the clock (spec
/// 8.6), in the save file, and the game's record (spec 12.5), in the record file beside it. The
/// game is the record's end, so the two files cannot be asked to disagree.
public struct SavedGame: Hashable, Sendable {
    /// The plies from the start position to the game; none for a save without a record.
    public var record: PlayedGame
    public var modes: PlayerModes
    /// Each side's level: kept while a person plays the side, used when it is Computer.
    public var levels: SideLevels
    /// The time control and each side's time left as it was saved; `nil` without a clock.
    public var clock: GameClock?

    public init(
        record: PlayedGame, modes: PlayerModes, levels: SideLevels = .random,
        clock: GameClock? = nil
    ) {
        self.record = record
        self.modes = modes
        self.levels = levels
        self.clock = clock
    }

    /// A game with no record: it starts where it is.
    public init(
        game: GameModel, modes: PlayerModes, levels: SideLevels = .random, clock: GameClock? = nil
    ) {
        self.init(record: PlayedGame(from: game), modes: modes, levels: levels, clock: clock)
    }

    public var game: GameModel { record.current }

    public static let initial = SavedGame(game: .initial, modes: .manual)
}
