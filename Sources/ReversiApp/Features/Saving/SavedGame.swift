import ReversiCore

/// What is saved: the game and each side's mode (spec 8.2), in the save file, and the game's
/// record (spec 12.5), in the record file beside it. The game is the record's end, so the two
/// files cannot be asked to disagree.
public struct SavedGame: Hashable, Sendable {
    /// The plies from the start position to the game; none for a save without a record.
    public var record: PlayedGame
    public var modes: PlayerModes

    public init(record: PlayedGame, modes: PlayerModes) {
        self.record = record
        self.modes = modes
    }

    /// A game with no record: it starts where it is.
    public init(game: GameModel, modes: PlayerModes) {
        self.init(record: PlayedGame(from: game), modes: modes)
    }

    public var game: GameModel { record.current }

    public static let initial = SavedGame(game: .initial, modes: .manual)
}
