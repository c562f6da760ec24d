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
        #expect(try scratch.contents() == ["game.txt"])
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
        #expect(try scratch.contents() == ["game.txt.unreadable-1", "game.txt.unreadable-2"])
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
        #expect(try scratch.contents() == ["game.txt"], "no temporary file is left behind")
    }
}
