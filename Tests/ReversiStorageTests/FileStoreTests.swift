import Foundation
import ReversiApp
import ReversiCore
import ReversiStorage
import Testing

@Suite("Spec 8.1, 8.4, 8.5: the save file on disk")
struct FileStoreTests {
    /// A fresh directory for one test, removed afterwards.
    final class Scratch {
        let directory: URL
        init() throws {
            directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("reversi-store-\(UUID().uuidString)")
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true)
        }
        deinit { try? FileManager.default.removeItem(at: directory) }
        var file: URL { directory.appendingPathComponent("state/game.txt") }
        func contents() throws -> [String] {
            try FileManager.default.contentsOfDirectory(
                atPath: file.deletingLastPathComponent().path
            ).sorted()
        }
    }

    static let computerLight = SavedGame(
        game: .initial, modes: PlayerModes(dark: .manual, light: .computer))

    @Test(
        "no file means no saved game; a save creates the directory and the file in the original format"
    )
    func saveAndLoad() throws {
        let scratch = try Scratch()
        let store = FileStore(url: scratch.file)
        #expect(store.load() == .noSavedGame)
        try store.save(Self.computerLight)
        #expect(
            try String(contentsOf: scratch.file, encoding: .utf8)
                == SaveFormat.encode(Self.computerLight))
        #expect(store.load() == .loaded(Self.computerLight, from: scratch.file.path))
        #expect(try scratch.contents() == ["game.txt", "game.txt.record"])
    }

    @Test(
        "an unreadable file is reported, kept under a new name, and never overwritten by later saves"
    )
    func corruptFileIsKept() throws {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(
            at: scratch.file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let garbage = Data([0x78, 0x30, 0x30, 0x0A, 0xFF, 0x00])
        try garbage.write(to: scratch.file)
        let store = FileStore(url: scratch.file)
        guard case .unreadable(let reason) = store.load() else {
            Issue.record("a corrupt file must be reported")
            return
        }
        #expect(reason.contains("game.txt.unreadable-1"))
        try store.save(.initial)
        #expect(
            try Data(contentsOf: scratch.file.appendingPathExtension("unreadable-1")) == garbage)
        #expect(store.load() == .loaded(.initial, from: scratch.file.path))

        // A second bad file does not replace the first one kept aside.
        try Data("nonsense".utf8).write(to: scratch.file)
        guard case .unreadable(let second) = FileStore(url: scratch.file).load() else {
            Issue.record("a corrupt file must be reported")
            return
        }
        #expect(second.contains("game.txt.unreadable-2"))
        // The record of the unreadable save goes aside with it.
        #expect(
            try scratch.contents() == [
                "game.txt.record.unreadable-1", "game.txt.unreadable-1", "game.txt.unreadable-2",
            ])
    }

    @Test("crash safety: a reader polling the file while saves go on only ever sees whole files")
    func writesAreAtomic() async throws {
        let scratch = try Scratch()
        let store = FileStore(url: scratch.file)
        try store.save(.initial)
        var games: [SavedGame] = []
        var model = GameModel.initial
        var generator = SplitMix64(seed: 7)
        while let moves = model.legalMoves {
            let move = moves[Int.random(in: 0..<moves.count, using: &generator)]
            guard case .success(let placement) = model.placing(at: move.coordinate) else { break }
            model = placement.next
            if case .mustPass(let pass) = model { model = .mustPlace(pass.afterPass) }
            games.append(SavedGame(game: model, modes: .manual))
        }
        let expected = Set(games.map(SaveFormat.encode) + [SaveFormat.encode(.initial)])
        let url = scratch.file
        let reader = Task.detached {
            var torn: [String] = []
            for _ in 0..<2000 {
                if let data = try? Data(contentsOf: url) {
                    let text = String(decoding: data, as: UTF8.self)
                    if !expected.contains(text) { torn.append(text) }
                }
            }
            return torn
        }
        for _ in 0..<10 {
            for game in games { try store.save(game) }
        }
        let torn = await reader.value
        #expect(torn.isEmpty, "a reader saw \(torn.count) partial files")
        #expect(
            try scratch.contents() == ["game.txt", "game.txt.record"],
            "no temporary file is left behind")
    }

    @Test(
        "spec 11.9, 12.5: the record is written beside the save, one line, and comes back with it, from a start position and with a pass"
    )
    func recordRoundTrip() throws {
        let scratch = try Scratch()
        let store = FileStore(url: scratch.file)
        // Light, to move, has no move; dark's c1 then ends the game.
        var board = Board.empty
        board[.a1] = .dark
        board[.b1] = .light
        let start = GameModel(GameState(board: board, turn: .light))
        let saved = SavedGame(
            record: try PlayedGame(Transcript(parsing: "pass c1"), from: start), modes: .manual)
        try store.save(saved)
        #expect(
            try String(contentsOf: store.recordURL, encoding: .utf8)
                == OneLinePosition.encode(start) + " pass c1\n")
        #expect(store.load() == .loaded(saved, from: scratch.file.path))
    }

    @Test(
        "spec 12.6: a record that does not lead to the save, or cannot be read, is set aside and reported; the save loads without it"
    )
    func mismatchedRecordSetAside() throws {
        for bad in ["f5 d6\n", "f5 zz\n", "\u{FF}"] {
            let scratch = try Scratch()
            let store = FileStore(url: scratch.file)
            let saved = SavedGame(record: try PlayedGame(Transcript(parsing: "f5")), modes: .manual)
            try store.save(saved)
            try Data(bad.utf8).write(to: store.recordURL)
            guard case .loadedRecordSetAside(let loaded, let reason) = store.load() else {
                Issue.record("a record that does not fit must be set aside: \(bad)")
                continue
            }
            #expect(loaded == SavedGame(game: saved.game, modes: .manual))
            #expect(reason.contains("game.txt.record.unreadable-1"))
            #expect(
                try Data(contentsOf: store.recordURL.appendingPathExtension("unreadable-1"))
                    == Data(bad.utf8))
            #expect(try scratch.contents() == ["game.txt", "game.txt.record.unreadable-1"])
        }
    }

    @Test("spec 12.6: a save with no record beside it loads as before, with nothing recorded")
    func saveWithoutRecord() throws {
        let scratch = try Scratch()
        let store = FileStore(url: scratch.file)
        try store.save(Self.computerLight)
        try FileManager.default.removeItem(at: store.recordURL)
        #expect(store.load() == .loaded(Self.computerLight, from: scratch.file.path))
    }
}
