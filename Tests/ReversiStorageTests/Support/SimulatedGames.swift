import ReversiApp
import ReversiCore
import ReversiStorage
import Testing

/// The disk most store tests start from: one saved game at `path`.
enum SimulatedGames {
    static let directory = "/home/state/reversi"
    static let path = directory + "/game.txt"
    static let old = SavedGame(game: .initial, modes: PlayerModes(dark: .manual, light: .computer))
    /// Another game, different from `old` in every line but the last three.
    static let new = SavedGame(game: afterF5, modes: PlayerModes(dark: .computer, light: .manual))

    private static var afterF5: GameModel {
        guard case .success(let placement) = GameModel.initial.placing(at: .f5) else {
            return .initial
        }
        return placement.next
    }

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

/// Expects `store` to turn saving off at load with `report`, and a save then to fail with an
/// error marked as reported, so that a front end does not say it again after each move.
func expectSavingOff(
    _ store: FileStore, report: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(store.load() == .unreadable(report), sourceLocation: sourceLocation)
    let error = #expect(throws: StoreError.self, sourceLocation: sourceLocation) {
        try store.save(SimulatedGames.new)
    }
    #expect(error?.alreadyReported == true, sourceLocation: sourceLocation)
}
