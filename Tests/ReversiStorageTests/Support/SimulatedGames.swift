import ReversiApp
import ReversiStorage

/// The disk most store tests start from: one saved game at `path`.
enum SimulatedGames {
    static let directory = "/home/state/reversi"
    static let path = directory + "/game.txt"
    static let old = SavedGame(game: .initial, modes: PlayerModes(dark: .manual, light: .computer))
    static let new = SavedGame(game: .initial, modes: PlayerModes(dark: .computer, light: .manual))

    static func bytes(_ game: SavedGame) -> [UInt8] { Array(SaveFormat.encode(game).utf8) }

    /// A disk with `old` saved at `path`.
    static func diskWithOldGame(processID: Int32 = 100) -> SimulatedFileSystem {
        let disk = SimulatedFileSystem(processID: processID)
        disk.create(path, .file(bytes(old)))
        return disk
    }

    /// The calls that change nothing on the disk.
    static let lookingCalls: Set<String> = ["lstat", "readlink"]
}
