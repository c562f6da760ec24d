import Foundation
import ReversiApp
import ReversiCore
import ReversiStorage
import Testing

/// The store on the real file system (`PosixFileSystem`).
@Suite("spec 8.1, 8.4, 8.5, 14.3: the save file on disk")
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
        let store = FileStore(path: scratch.file.path)
        #expect(store.load() == .noSavedGame)
        try store.save(Self.computerLight)
        #expect(
            try String(contentsOf: scratch.file, encoding: .utf8)
                == SaveFormat.encode(Self.computerLight))
        #expect(store.load() == .loaded(Self.computerLight, from: scratch.file.path))
        #expect(try scratch.contents() == [".game.txt.lock", "game.txt"])
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
        do {
            let store = FileStore(path: scratch.file.path)
            let reason = try #require(store.load().unreadableReason)
            #expect(reason.contains("game.txt.unreadable-1"))
            try store.save(.initial)
            #expect(
                try Data(contentsOf: scratch.file.appendingPathExtension("unreadable-1"))
                    == garbage)
            #expect(store.load() == .loaded(.initial, from: scratch.file.path))
        }

        // A second bad file, found by the next game, does not replace the first one kept.
        try Data("nonsense".utf8).write(to: scratch.file)
        let second = try #require(FileStore(path: scratch.file.path).load().unreadableReason)
        #expect(second.contains("game.txt.unreadable-2"))
        #expect(
            try scratch.contents() == [
                ".game.txt.lock", "game.txt.unreadable-1", "game.txt.unreadable-2",
            ])
    }

    @Test(
        "spec 15.4: one game at a time: a second store on the file is refused until the first ends")
    func secondStoreRefused() throws {
        let scratch = try Scratch()
        do {
            let first = FileStore(path: scratch.file.path)
            #expect(first.load() == .noSavedGame)
            try first.save(Self.computerLight)

            let second = FileStore(path: scratch.file.path)
            expectSavingOff(
                second,
                report:
                    "\(scratch.file.path) is open in another reversi game; it is left alone and this game will not be saved"
            )
            #expect(first.load().loadedGame == Self.computerLight)
        }
        // The first store is gone, and its lock with it.
        #expect(FileStore(path: scratch.file.path).load().loadedGame == Self.computerLight)
    }

    @Test("a save keeps the permission bits of the file it replaces", arguments: [0o600, 0o755])
    func permissionsKept(_ permissions: Int) throws {
        let scratch = try Scratch()
        try FileStore(path: scratch.file.path).save(.initial)
        #expect(chmod(scratch.file.path, mode_t(permissions)) == 0)
        try FileStore(path: scratch.file.path).save(Self.computerLight)
        let attributes = try FileManager.default.attributesOfItem(atPath: scratch.file.path)
        #expect(attributes[.posixPermissions] as? Int == permissions)
    }

    @Test("saves from many threads at once each replace the file whole")
    func concurrentSaves() throws {
        let scratch = try Scratch()
        let store = FileStore(path: scratch.file.path)
        #expect(store.load() == .noSavedGame)
        let games = PlayerMode.allCases.flatMap { dark in
            PlayerMode.allCases.map {
                SavedGame(game: .initial, modes: PlayerModes(dark: dark, light: $0))
            }
        }
        let failures = Failures()
        // Threads of their own, released together: a busy thread pool could run the saves
        // one after the other and hide a race.
        let start = DispatchSemaphore(value: 0)
        let finished = DispatchGroup()
        for thread in 0..<8 {
            finished.enter()
            Thread {
                start.wait()
                for save in 0..<16 {
                    do throws(StoreError) {
                        try store.save(games[(thread + save) % games.count])
                    } catch {
                        failures.append(error)
                    }
                }
                finished.leave()
            }.start()
        }
        for _ in 0..<8 { start.signal() }
        finished.wait()
        #expect(failures.all.isEmpty, "\(failures.all.first.map(String.init(describing:)) ?? "")")
        #expect(games.contains(try #require(store.load().loadedGame)))
        #expect(try scratch.contents() == [".game.txt.lock", "game.txt"])
    }

    /// A flag one thread raises and another reads.
    final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var raised = false
        func raise() { lock.withLock { raised = true } }
        var isRaised: Bool { lock.withLock { raised } }
    }

    /// Errors collected from several threads.
    final class Failures: @unchecked Sendable {
        private let lock = NSLock()
        private var errors: [StoreError] = []
        func append(_ error: StoreError) { lock.withLock { errors.append(error) } }
        var all: [StoreError] { lock.withLock { errors } }
    }

    @Test("the kinds of files the store refuses are told apart on the real file system")
    func kindsOfFiles() throws {
        let system = PosixFileSystem()
        #expect(try system.status(at: "/dev/null")?.kind == .characterDevice)
        #expect(try system.status(at: "/")?.kind == .directory)
        #expect(try system.status(at: "/nonexistent-\(UUID().uuidString)") == nil)
    }

    /// A smoke test of the real file system only: whether a store that writes in place is
    /// caught here depends on the reader and the writer overlapping. The deterministic proof
    /// is `CrashTests.plantedFaultIsCaught` (a crash after every call of the save).
    @Test(
        "spec 14.3: on the real file system, a reader polling the file during saves sees whole files"
    )
    func writesAreAtomic() async throws {
        let scratch = try Scratch()
        let store = FileStore(path: scratch.file.path)
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
        let savesDone = Flag()
        // The reader reads until the last save is done (and at least 2000 times), so that reads
        // overlap every save: 2000 reads alone were over within the first few of the 600 saves
        // that ten rounds of the game made, and the rest only waited for the disk, some 5 s.
        let reader = Task.detached {
            // The file exists from the first save on: a failed read is a finding too.
            var torn: [String] = []
            var reads = 0
            while reads < 2000 || !savesDone.isRaised {
                do {
                    let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
                    if !expected.contains(text) { torn.append(text) }
                } catch {
                    torn.append("read failed: \(error)")
                }
                reads += 1
            }
            return torn
        }
        do {
            defer { savesDone.raise() }
            for game in games { try store.save(game) }
        }
        let torn = await reader.value
        #expect(
            torn.isEmpty, "a reader saw \(torn.count) partial files, first: \(torn.first ?? "")")
        #expect(
            try scratch.contents() == [".game.txt.lock", "game.txt"],
            "no temporary file is left behind")
    }
}
