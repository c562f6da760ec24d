import ReversiApp
import ReversiStorage
import Testing

/// Save paths that are links, or not regular files, and files too large to be a saved game.
@Suite("spec 8.1, 8.5: save paths: links, files that are not regular, oversized files")
struct SavePathTests {
    typealias Games = SimulatedGames

    @Test(
        "a link is followed, relative or absolute, through a chain: the target is saved, the links stay",
        arguments: [
            ["/home/links/game.txt": "../data/game.txt"],
            ["/home/links/game.txt": "/home/data/game.txt"],
            [
                "/home/links/game.txt": "/home/links/other.txt",
                "/home/links/other.txt": "../data/game.txt",
            ],
        ])
    func followsLinks(_ links: [String: String]) throws {
        let disk = SimulatedFileSystem()
        disk.create("/home/data/game.txt", .file(Games.bytes(Games.old)))
        for (link, destination) in links { disk.create(link, .symbolicLink(destination)) }
        let store = FileStore(path: "/home/links/game.txt", fileSystem: disk)
        #expect(store.load() == .loaded(Games.old, from: "/home/links/game.txt"), "the path given")
        try store.save(Games.new)
        #expect(disk.contents("/home/data/game.txt") == .file(Games.bytes(Games.new)))
        for (link, destination) in links {
            #expect(disk.contents(link) == .symbolicLink(destination))
        }
        #expect(disk.names("/home/data") == [".game.txt.lock", "game.txt"])
    }

    @Test("a dangling link: the first save creates its target, and the link stays")
    func danglingLinkCreatesTarget() throws {
        let disk = SimulatedFileSystem()
        disk.create("/home/links/game.txt", .symbolicLink("../data/game.txt"))
        disk.create("/home/data/notes.txt", .file([]))
        let store = FileStore(path: "/home/links/game.txt", fileSystem: disk)
        #expect(store.load() == .noSavedGame)
        try store.save(Games.new)
        #expect(disk.contents("/home/data/game.txt") == .file(Games.bytes(Games.new)))
        #expect(disk.contents("/home/links/game.txt") == .symbolicLink("../data/game.txt"))
    }

    @Test(
        "a chain of 40 links is followed, as Linux does; one of 41 is refused", arguments: [40, 41])
    func longChainOfLinks(_ links: Int) throws {
        let disk = SimulatedFileSystem()
        disk.create("/home/game.txt", .file(Games.bytes(Games.old)))
        for number in 1...links {
            let destination = number == links ? "game.txt" : "link\(number + 1)"
            disk.create("/home/link\(number)", .symbolicLink(destination))
        }
        let loaded = FileStore(path: "/home/link1", fileSystem: disk).load()
        if links == 40 {
            #expect(loaded.loadedGame == Games.old)
        } else {
            #expect(loaded.unreadableReason?.contains("more than 40 links") == true, "\(loaded)")
        }
    }

    @Test("links in a loop are refused before anything is written")
    func linkLoop() throws {
        let disk = SimulatedFileSystem()
        disk.create("/home/a", .symbolicLink("b"))
        disk.create("/home/b", .symbolicLink("a"))
        expectSavingOff(
            FileStore(path: "/home/a", fileSystem: disk),
            report: "cannot use /home/a: more than 40 links; this game will not be saved")
        #expect(disk.calls.allSatisfy { Games.lookingCalls.contains($0.name) })
    }

    @Test(
        "a path that is not a regular file is refused: nothing is opened, created or renamed",
        arguments: [
            (FileKind.fifo, "a FIFO"), (.characterDevice, "a character device"),
            (.blockDevice, "a block device"), (.socket, "a socket"), (.directory, "a directory"),
        ])
    func notRegularFile(_ kind: FileKind, _ name: String) throws {
        let disk = SimulatedFileSystem()
        disk.create(Games.path, kind == .directory ? .directory([:]) : .special(kind))
        let store = FileStore(path: Games.path, fileSystem: disk)
        expectSavingOff(
            store,
            report:
                "\(Games.path) is \(name), not a regular file; it is left alone and this game will not be saved"
        )
        #expect(disk.calls.allSatisfy { Games.lookingCalls.contains($0.name) }, "\(disk.calls)")
        #expect(disk.names(Games.directory) == ["game.txt"])
    }

    @Test("a link to a FIFO is refused the same way")
    func linkToFifo() throws {
        let disk = SimulatedFileSystem()
        disk.create("/home/pipe", .special(.fifo))
        disk.create(Games.path, .symbolicLink("/home/pipe"))
        let reason = try #require(
            FileStore(path: Games.path, fileSystem: disk).load().unreadableReason)
        #expect(reason.hasPrefix("/home/pipe is a FIFO, not a regular file"))
        #expect(disk.calls.allSatisfy { Games.lookingCalls.contains($0.name) })
    }

    @Test(
        "a file larger than the limit is kept aside without a byte of it read",
        arguments: [65_537, 1 << 20])
    func oversizedFile(_ size: Int) throws {
        let disk = SimulatedFileSystem()
        disk.create(Games.path, .file(Array(repeating: 0x78, count: size)))
        let store = FileStore(path: Games.path, fileSystem: disk)
        let reason = try #require(store.load().unreadableReason)
        #expect(
            reason
                == "\(Games.path) is larger than 64 KiB, too large for a saved game; it was kept as \(Games.path).unreadable-1 and a new game started"
        )
        #expect(disk.bytesRead == 0)
        // Compared first: a failed expectation on the file itself would print every byte.
        let kept =
            disk.contents(Games.path + ".unreadable-1")
            == .file(Array(repeating: 0x78, count: size))
        #expect(kept, "the file is kept whole")
        try store.save(Games.new)
        #expect(store.load().loadedGame == Games.new)
    }

    @Test("a new save file is created readable and writable by all, less the umask")
    func newFilePermissions() throws {
        let disk = SimulatedFileSystem()
        try FileStore(path: Games.path, fileSystem: disk).save(Games.new)
        #expect(disk.calls.contains { $0.name == "open writingNew(permissions: \(0o666))" })
    }

    @Test("a save before any load keeps an unusable file rather than replacing it")
    func saveBeforeLoad() throws {
        let disk = SimulatedFileSystem()
        disk.create(Games.path, .file(Array("not a game".utf8)))
        try FileStore(path: Games.path, fileSystem: disk).save(Games.new)
        #expect(disk.contents(Games.path + ".unreadable-1") == .file(Array("not a game".utf8)))
        #expect(disk.contents(Games.path) == .file(Games.bytes(Games.new)))
    }

    @Test("a file of 64 KiB, the limit, is read, once, and no further")
    func fileAtTheLimit() throws {
        let disk = SimulatedFileSystem()
        disk.create(Games.path, .file(Array(repeating: 0x78, count: 65_536)))
        let reason = try #require(
            FileStore(path: Games.path, fileSystem: disk).load().unreadableReason)
        #expect(reason.contains("is not a saved game: expected 9 to 11 lines, found 1"))
        #expect(disk.bytesRead == 65_536)
    }

    /// In reads of 4 KiB the limit is reached exactly before the byte that shows the file too
    /// large: that byte must still be read, or the file would be cut at the limit.
    @Test(
        "a file that grows while it is read is read to one byte past the limit, no further",
        arguments: [Int.max, 4_096])
    func growingFile(readLimit: Int) throws {
        let disk = SimulatedFileSystem()
        disk.create(Games.path, .file(Array(repeating: 0x78, count: 100_000)))
        disk.reportedSize = { _ in 76 }
        disk.readLimit = readLimit
        let reason = try #require(
            FileStore(path: Games.path, fileSystem: disk).load().unreadableReason)
        #expect(reason.contains("is larger than 64 KiB"))
        #expect(disk.bytesRead == 65_537)
    }

    @Test("a name that is not a file's is refused", arguments: ["/", "/home/..", "."])
    func notAFileName(_ path: String) throws {
        expectSavingOff(
            FileStore(path: path, fileSystem: SimulatedFileSystem()),
            report: "\(path) names a directory, not a file; this game will not be saved")
    }
}
