import ReversiApp
import ReversiStorage
import Testing

/// One writer per save file, and the clean-up of what killed games left behind.
@Suite("spec 15.4: one game writes a save file at a time; dead games' temporary files go")
struct LockTests {
    typealias Games = SimulatedGames

    @Test("a second store on the same file loads nothing, saves nothing, touches nothing")
    func secondStoreRefused() throws {
        let disk = Games.diskWithOldGame()
        let first = FileStore(path: Games.path, fileSystem: disk)
        #expect(first.load().loadedGame == Games.old)
        let second = FileStore(path: Games.path, fileSystem: disk)
        expectSavingOff(
            second,
            report:
                "\(Games.path) is open in another reversi game; it is left alone and this game will not be saved"
        )
        #expect(disk.contents(Games.path) == .file(Games.bytes(Games.old)))
        try first.save(Games.new)
        #expect(first.load().loadedGame == Games.new)
    }

    @Test("the lock is taken on the link's target, so two paths to one file share it")
    func lockFollowsLinks() throws {
        let disk = Games.diskWithOldGame()
        disk.create("/home/game.txt", .symbolicLink(Games.path))
        let first = FileStore(path: Games.path, fileSystem: disk)
        #expect(first.load().loadedGame == Games.old)
        let throughLink = FileStore(path: "/home/game.txt", fileSystem: disk)
        #expect(throughLink.load().unreadableReason?.contains("open in another") == true)
    }

    @Test("at start, temporary files of games that are not running are removed, no others")
    func staleTemporaryFiles() throws {
        let disk = Games.diskWithOldGame(processID: 100)
        disk.runningProcesses.insert(300)
        // Process 1 is a process like any other: in a container the game itself may be it.
        let stale = [".game.txt.200.tmp", ".game.txt.100.tmp", ".game.txt.1.tmp"]
        let kept = [
            ".game.txt.300.tmp", ".other.txt.200.tmp", "game.txt.200.tmp", ".game.txt..tmp",
            ".game.txt.+200.tmp", ".game.txt.-200.tmp", ".game.txt.200.tmp.old",
            ".game.txt.99999999999.tmp", ".game.txt.0.tmp",
        ]
        for name in stale + kept { disk.create("\(Games.directory)/\(name)", .file([1])) }
        #expect(FileStore(path: Games.path, fileSystem: disk).load().loadedGame == Games.old)
        #expect(disk.names(Games.directory) == (kept + ["game.txt", ".game.txt.lock"]).sorted())
    }

    @Test("a game that does not hold the lock removes no temporary file")
    func noCleanUpWithoutTheLock() throws {
        let disk = Games.diskWithOldGame()
        let first = FileStore(path: Games.path, fileSystem: disk)
        _ = first.load()
        disk.create("\(Games.directory)/.game.txt.200.tmp", .file([1]))
        _ = FileStore(path: Games.path, fileSystem: disk).load()
        #expect(disk.names(Games.directory).contains(".game.txt.200.tmp"))
    }
}
