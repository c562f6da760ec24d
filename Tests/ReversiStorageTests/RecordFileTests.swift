import Foundation
import ReversiApp
import ReversiCore
import ReversiStorage
import Testing

/// The game's record as the store's companion `.record` (spec 11.9, 12.5, 12.6).
@Suite("spec 12.5, 12.6: the record file beside the save")
struct RecordFileTests {
    /// A scratch directory, with the save file and its record there.
    struct Scratch {
        let directory: FileStoreTests.Scratch
        init() throws { directory = try FileStoreTests.Scratch() }
        var file: String { directory.file.path }
        var record: String { file + FileStore.recordCompanion }
        func store() -> FileStore { FileStore(path: file, companions: [FileStore.recordCompanion]) }
        func contents() throws -> [String] { try directory.contents() }
    }

    @Test(
        "spec 11.9, 12.5: the record is written beside the save, one line, and comes back with it, from a start position and with a pass"
    )
    func recordRoundTrip() throws {
        let scratch = try Scratch()
        // Light, to move, has no move; dark's c1 then ends the game.
        var board = Board.empty
        board[.a1] = .dark
        board[.b1] = .light
        let start = GameModel(GameState(board: board, turn: .light))
        let saved = SavedGame(
            record: try PlayedGame(Transcript(parsing: "pass c1"), from: start), modes: .manual)
        try scratch.store().save(saved)
        #expect(
            try String(contentsOfFile: scratch.record, encoding: .utf8)
                == start.line + " pass c1\n")
        #expect(scratch.store().load() == .loaded(saved, from: scratch.file))
    }

    @Test(
        "spec 12.6: a record that does not lead to the save, or cannot be read, is set aside and reported; the save loads without it"
    )
    func mismatchedRecordSetAside() throws {
        for bad in ["f5 d6\n", "f5 zz\n", "\u{FF}"] {
            let scratch = try Scratch()
            let saved = SavedGame(record: try PlayedGame(Transcript(parsing: "f5")), modes: .manual)
            try scratch.store().save(saved)
            try Data(bad.utf8).write(to: URL(fileURLWithPath: scratch.record))
            guard case .loadedRecordSetAside(let loaded, let reason) = scratch.store().load()
            else {
                Issue.record("a record that does not fit must be set aside: \(bad)")
                continue
            }
            #expect(loaded == SavedGame(game: saved.game, modes: .manual))
            #expect(reason.contains("game.txt.record.unreadable-1"))
            #expect(
                try Data(contentsOf: URL(fileURLWithPath: scratch.record + ".unreadable-1"))
                    == Data(bad.utf8))
            #expect(
                try scratch.contents() == [
                    ".game.txt.lock", "game.txt", "game.txt.record.unreadable-1",
                ])
        }
    }

    @Test("spec 12.6: a save with no record beside it loads as before, with nothing recorded")
    func saveWithoutRecord() throws {
        let scratch = try Scratch()
        let computerLight = SavedGame(
            game: .initial, modes: PlayerModes(dark: .manual, light: .computer))
        try scratch.store().save(computerLight)
        try FileManager.default.removeItem(atPath: scratch.record)
        #expect(scratch.store().load() == .loaded(computerLight, from: scratch.file))
    }
}
