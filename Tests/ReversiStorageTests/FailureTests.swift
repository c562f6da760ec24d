import ReversiApp
import ReversiStorage
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Saves that fail, on a simulated disk that makes one kind of call fail.
@Suite("spec 15.2: a failed save is reported, the game goes on, the last good save stays")
struct FailureTests {
    typealias Games = SimulatedGames

    /// A call that fails when it touches the temporary file, and the error the save throws.
    struct Failure: CustomStringConvertible, Sendable {
        var call: String
        var code: Int32
        var message: String
        var description: String { "\(call) fails with \(message)" }

        init(_ call: String, _ code: Int32, _ message: String) {
            self.call = call
            self.code = code
            self.message = message
        }

        func matches(_ call: SimulatedFileSystem.Call) -> Bool {
            call.name.hasPrefix(self.call) && call.path.contains(".tmp")
        }
    }

    static let temporary = Games.directory + "/.game.txt.100.tmp"
    static let failures = [
        Failure("open writingNew", ENOSPC, "cannot create \(temporary): No space left on device"),
        Failure("open writingNew", EROFS, "cannot create \(temporary): Read-only file system"),
        Failure("open writingNew", EACCES, "cannot create \(temporary): Permission denied"),
        Failure("write", ENOSPC, "cannot write \(temporary): No space left on device"),
        Failure("write", EDQUOT, "cannot write \(temporary): Disk quota exceeded"),
        Failure("synchronize", EIO, "cannot write \(temporary): Input/output error"),
        Failure("close", EIO, "cannot write \(temporary): Input/output error"),
        Failure("rename", EROFS, "cannot replace \(Games.path): Read-only file system"),
    ]

    @Test(
        "a call that fails: a clear error once, the old game intact, no file left, then saves go on",
        arguments: failures)
    func failingCall(_ failure: Failure) throws {
        let disk = Games.diskWithOldGame()
        let store = FileStore(path: Games.path, fileSystem: disk)
        #expect(store.load().loadedGame == Games.old)
        disk.fault = { failure.matches($0) ? failure.code : nil }

        let error = #expect(throws: StoreError.self) { try store.save(Games.new) }
        #expect(error?.message == failure.message)
        #expect(error?.alreadyReported == false)
        #expect(disk.contents(Games.path) == .file(Games.bytes(Games.old)))
        #expect(disk.names(Games.directory) == [".game.txt.lock", "game.txt"])

        disk.fault = { _ in nil }
        try store.save(Games.new)
        #expect(store.load().loadedGame == Games.new)
    }

    @Test("a file in the temporary file's place does not stop a save; a directory there fails it")
    func temporaryNameTaken() throws {
        let disk = Games.diskWithOldGame()
        let store = FileStore(path: Games.path, fileSystem: disk)
        _ = store.load()
        disk.create(Self.temporary, .file(Array("someone else's".utf8)))
        try store.save(Games.new)
        #expect(disk.contents(Games.path) == .file(Games.bytes(Games.new)))
        #expect(disk.names(Games.directory) == [".game.txt.lock", "game.txt"])

        disk.create(Self.temporary, .directory([:]))
        let error = #expect(throws: StoreError.self) { try store.save(Games.old) }
        #expect(error?.message == "cannot create \(Self.temporary): File exists")
        #expect(disk.contents(Games.path) == .file(Games.bytes(Games.new)))
    }

    @Test("a directory that cannot be synchronized after the rename: reported, the new game is in")
    func directorySynchronizationFails() throws {
        let disk = Games.diskWithOldGame()
        let store = FileStore(path: Games.path, fileSystem: disk)
        _ = store.load()
        disk.fault = { $0.name == "synchronize" && $0.path == Games.directory ? EIO : nil }
        let error = #expect(throws: StoreError.self) { try store.save(Games.new) }
        #expect(error?.message == "cannot synchronize /home/state/reversi: Input/output error")
        #expect(disk.contents(Games.path) == .file(Games.bytes(Games.new)))
    }

    @Test("a file system that cannot synchronize a directory at all still saves")
    func directorySynchronizationUnsupported() throws {
        let disk = Games.diskWithOldGame()
        let store = FileStore(path: Games.path, fileSystem: disk)
        _ = store.load()
        disk.fault = { $0.name == "synchronize" && $0.path == Games.directory ? EINVAL : nil }
        try store.save(Games.new)
        #expect(disk.contents(Games.path) == .file(Games.bytes(Games.new)))
    }

    @Test(
        "a directory where the lock cannot be made: the game loads, saves fail, nothing is written")
    func readOnlyDirectory() throws {
        let disk = Games.diskWithOldGame()
        disk.fault = { $0.name == "open lockFile" ? EROFS : nil }
        let store = FileStore(path: Games.path, fileSystem: disk)
        #expect(store.load().loadedGame == Games.old)
        let error = #expect(throws: StoreError.self) { try store.save(Games.new) }
        #expect(
            error?.message
                == "cannot create /home/state/reversi/.game.txt.lock: Read-only file system")
        #expect(error?.alreadyReported == false, "the first move reports it")
        #expect(disk.names(Games.directory) == ["game.txt"])
    }

    @Test("spec 8.5: a path under a regular file: the load says which parent is not a directory")
    func parentIsAFile() throws {
        let disk = SimulatedFileSystem()
        disk.create("/home/afile", .file(Array("keep\n".utf8)))
        let store = FileStore(path: "/home/afile/game.txt", fileSystem: disk)
        expectSavingOff(
            store,
            report:
                "cannot use /home/afile/game.txt: /home/afile is not a directory; this game will not be saved"
        )
        #expect(disk.contents("/home/afile") == .file(Array("keep\n".utf8)))
        #expect(disk.calls.allSatisfy { Games.lookingCalls.contains($0.name) })
    }

    @Test("spec 8.5: a file that may not be read is reported and left alone; the game is not saved")
    func permissionDenied() throws {
        let disk = Games.diskWithOldGame()
        disk.fault = { $0.name == "open reading" ? EACCES : nil }
        let store = FileStore(path: Games.path, fileSystem: disk)
        expectSavingOff(
            store,
            report:
                "cannot read /home/state/reversi/game.txt: Permission denied; it is left alone and this game will not be saved"
        )
        #expect(disk.contents(Games.path) == .file(Games.bytes(Games.old)))
        #expect(disk.names(Games.directory) == [".game.txt.lock", "game.txt"])
    }
}
