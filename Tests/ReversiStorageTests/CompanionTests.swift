import ReversiApp
import ReversiStorage
import Testing

/// A file kept beside the save file gets the save file's guarantees through the same lock and
/// the same replacing function. The companion here, `.notes`, means nothing to the store: the
/// record (`.record`) is also read and checked at load, which `RecordFileTests` test.
@Suite("spec 12.5, 14.3, 15.4: a file kept beside the save file is written as the save file is")
struct CompanionTests {
    typealias Games = SimulatedGames
    static let notes = Games.path + ".notes"
    /// Longer than one write of the simulated disk, so that a write can be cut short.
    static let old = Array("f5 d6 c3 d3 c4 f4 f6 f3 e6 e7\n".utf8)
    static let new = Array("f5 d6 c3 d3 c4 f4 f6 f3 e6 e7 d7 g5 c5 c6 e3 b4\n".utf8)

    static func store(_ disk: any FileSystem) -> FileStore {
        FileStore(path: Games.path, companions: [".notes"], fileSystem: disk)
    }

    static func diskWithOldRecord(processID: Int32 = 100) -> SimulatedFileSystem {
        let disk = Games.diskWithOldGame(processID: processID)
        disk.create(notes, .file(old))
        return disk
    }

    /// Replaces the record with `new`, crashing after call 1, 2, … until the run ends before
    /// the crash; restarts on every state a crash may leave. Returns what went wrong.
    static func findings(fault: PlantedFault.Kind? = nil) -> [String] {
        var findings: [String] = []
        for crashPoint in 1... {
            let disk = SimulatedFileSystem(image: diskWithOldRecord().image, processID: 100)
            disk.crashAfter = crashPoint
            let writer = store(fault.map { PlantedFault($0, on: disk) } ?? disk)
            _ = writer.load()
            do {
                try writer.replace(companion: ".notes", with: new)
            } catch {
                findings.append("the replacement failed with no crash: \(error)")
            }
            guard let image = disk.crashImage else { break }
            let replaced = disk.calls.count == crashPoint
            for outcome in image.crashOutcomes {
                let restarted = SimulatedFileSystem(image: outcome, processID: 200)
                let next = store(restarted)
                let problem: String?
                do {
                    switch try next.contents(ofCompanion: ".notes") {
                    case new?: problem = nil
                    case old? where !replaced: problem = nil
                    case let found: problem = "the record holds \(String(describing: found))"
                    }
                } catch {
                    problem = "the record cannot be read: \(error)"
                }
                let leftovers = restarted.names(Games.directory).filter { $0.hasSuffix(".tmp") }
                for finding in [problem, leftovers.isEmpty ? nil : "left \(leftovers)"] {
                    guard let finding else { continue }
                    findings.append("crash after call \(crashPoint): \(finding)")
                }
            }
        }
        return findings
    }

    @Test("a crash after any call of replacing it leaves the old record or the new one")
    func everyCrashPoint() {
        let findings = Self.findings()
        #expect(findings.isEmpty, "\(findings.count) findings, first: \(findings.first ?? "")")
    }

    @Test(
        "the same crash test catches a record written wrongly (planted faults)",
        arguments: PlantedFault.Kind.allCases)
    func plantedFaultIsCaught(_ fault: PlantedFault.Kind) {
        #expect(!Self.findings(fault: fault).isEmpty, "a store that \(fault) passed")
    }

    @Test("the lock covers the record: a second game neither reads nor writes it")
    func secondGameKeepsOff() throws {
        let disk = Self.diskWithOldRecord()
        let first = Self.store(disk)
        #expect(try first.contents(ofCompanion: ".notes") == Self.old)
        let second = Self.store(disk)
        let error = #expect(throws: StoreError.self) {
            try second.replace(companion: ".notes", with: Self.new)
        }
        #expect(error?.message == "\(Games.path) is open in another reversi game")
        #expect(throws: StoreError.self) { try second.contents(ofCompanion: ".notes") }
        #expect(disk.contents(Self.notes) == .file(Self.old))
        try first.replace(companion: ".notes", with: Self.new)
        #expect(disk.contents(Self.notes) == .file(Self.new))
    }

    @Test("through a symbolic link, the record lives beside the link's target")
    func besideTheTarget() throws {
        let disk = Self.diskWithOldRecord()
        disk.create("/home/game.txt", .symbolicLink(Games.path))
        let store = FileStore(path: "/home/game.txt", companions: [".notes"], fileSystem: disk)
        try store.replace(companion: ".notes", with: Self.new)
        #expect(disk.contents(Self.notes) == .file(Self.new))
        #expect(disk.contents("/home/game.txt.record") == nil)
    }

    @Test("a missing record reads as none; an oversized one is refused unread, then set aside")
    func readAndSetAside() throws {
        let disk = Games.diskWithOldGame()
        let store = Self.store(disk)
        #expect(try store.contents(ofCompanion: ".notes") == nil)
        let large = [UInt8](repeating: 0x41, count: FileStore.sizeLimit + 1)
        disk.create(Self.notes, .file(large))
        let error = #expect(throws: StoreError.self) {
            try store.contents(ofCompanion: ".notes")
        }
        #expect(error?.message == "\(Self.notes) is larger than 64 KiB")
        #expect(try store.setAside(companion: ".notes") == Self.notes + ".unreadable-1")
        #expect(disk.contents(Self.notes + ".unreadable-1") == .file(large))
        #expect(try store.contents(ofCompanion: ".notes") == nil)
    }

    @Test("only declared companions; stale temporary files of theirs go at start, as the save's")
    func declaredOnly() throws {
        let disk = Games.diskWithOldGame()
        disk.create(Games.directory + "/.game.txt.notes.200.tmp", .file([1]))
        disk.create(Games.directory + "/.game.txt.other.200.tmp", .file([1]))
        let store = Self.store(disk)
        #expect(store.load().loadedGame == Games.old)
        #expect(!disk.names(Games.directory).contains(".game.txt.notes.200.tmp"))
        #expect(disk.names(Games.directory).contains(".game.txt.other.200.tmp"))
        let error = #expect(throws: StoreError.self) {
            try store.replace(companion: ".other", with: Self.new)
        }
        #expect(error?.message == "'.other' is not a declared companion of \(Games.path)")
    }
}
