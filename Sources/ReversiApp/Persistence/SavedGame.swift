import ReversiCore

/// What the save file holds (spec 8.2): the game and each side's mode.
public struct SavedGame: Hashable, Sendable {
    public var game: GameModel
    public var modes: PlayerModes

    public init(game: GameModel, modes: PlayerModes) {
        self.game = game
        self.modes = modes
    }

    public static let initial = SavedGame(game: .initial, modes: .manual)
}
