import Foundation
import ReversiStorage
import Testing

/// The same calls, with the same answers, on the real file system and on the simulated one
/// that the crash and failure tests use: what those tests show of the simulation holds of the
/// real thing only as far as the two agree.
@Suite("The simulated file system answers as the real one does")
struct FileSystemContractTests {
    enum Kind: CaseIterable, CustomStringConvertible {
        case real, simulated
        var description: String { self == .real ? "real" : "simulated" }
    }

    /// A file system with an empty directory to work in, and the means to make what the
    /// `FileSystem` calls cannot (links, FIFOs).
    final class Setting {
        let system: any FileSystem
        let root: String
        private let simulated: SimulatedFileSystem?

        init(_ kind: Kind) throws {
            switch kind {
            case .real:
                root =
                    FileManager.default.temporaryDirectory
                    .appendingPathComponent("reversi-contract-\(UUID().uuidString)").path
                try FileManager.default.createDirectory(
                    atPath: root, withIntermediateDirectories: false)
                system = PosixFileSystem()
                simulated = nil
            case .simulated:
                root = "/work"
                let disk = SimulatedFileSystem()
                disk.create(root, .directory([:]))
                system = disk
                simulated = disk
            }
        }

        deinit {
            if simulated == nil { try? FileManager.default.removeItem(atPath: root) }
        }

        func path(_ name: String) -> String { root + "/" + name }

        func link(_ name: String, to destination: String) throws {
            guard let simulated else {
                return try FileManager.default.createSymbolicLink(
                    atPath: path(name), withDestinationPath: destination)
            }
            simulated.create(path(name), .symbolicLink(destination))
        }

        func fifo(_ name: String) {
            guard let simulated else {
                #expect(mkfifo(path(name), 0o644) == 0)
                return
            }
            simulated.create(path(name), .special(.fifo))
        }

        /// Creates `name` holding `bytes` through the calls a save makes.
        func write(_ name: String, _ bytes: [UInt8]) throws {
            let file = try system.open(path(name), .writingNew(permissions: 0o644))
            var remaining = bytes[...]
            while !remaining.isEmpty {
                remaining = remaining.dropFirst(try system.write(file, remaining))
            }
            try system.synchronize(file)
            try system.close(file)
        }

        func read(_ name: String) throws -> [UInt8] {
            let file = try system.open(path(name), .reading)
            defer { try? system.close(file) }
            var bytes: [UInt8] = []
            while case let chunk = try system.read(file, upTo: 7), !chunk.isEmpty {
                bytes += chunk
            }
            return bytes
        }
    }

    /// The `errno` that `call` fails with, or nil when it succeeds.
    func code<Result>(_ call: @autoclosure () throws(SystemError) -> Result) -> Int32? {
        do {
            _ = try call()
            return nil
        } catch {
            return error.code
        }
    }

    @Test(
        "files: created only when new, written, read back, renamed over, removed",
        arguments: Kind.allCases)
    func files(_ kind: Kind) throws {
        let setting = try Setting(kind)
        let system = setting.system
        let bytes = Array("x00\nsome bytes, more than one read's worth\n".utf8)
        try setting.write("a", bytes)
        let status = try #require(try system.status(at: setting.path("a")))
        #expect(status.kind == .regular && status.size == bytes.count)
        #expect(try setting.read("a") == bytes)
        #expect(
            code(try system.open(setting.path("a"), .writingNew(permissions: 0o644)))
                == EEXIST)
        #expect(code(try system.open(setting.path("missing"), .reading)) == ENOENT)
        #expect(try system.status(at: setting.path("missing")) == nil)
        #expect(try system.status(at: setting.path("missing/a")) == nil)
        #expect(code(try system.status(at: setting.path("a/b"))) == ENOTDIR)

        let empty = try system.open(setting.path("empty"), .writingNew(permissions: 0o644))
        #expect(try system.write(empty, []) == 0, "writing nothing writes nothing, no error")
        try system.close(empty)
        try system.remove(setting.path("empty"))

        try setting.write("b", [1])
        try system.rename(setting.path("a"), to: setting.path("b"))
        #expect(try setting.read("b") == bytes)
        #expect(code(try system.rename(setting.path("a"), to: setting.path("c"))) == ENOENT)
        #expect(try system.names(inDirectory: setting.root) == ["b"])
        try system.remove(setting.path("b"))
        #expect(code(try system.remove(setting.path("b"))) == ENOENT)
        #expect(try system.names(inDirectory: setting.root) == [])
    }

    @Test(
        "directories: made once, under a directory only, opened to be synchronized",
        arguments: Kind.allCases)
    func directories(_ kind: Kind) throws {
        let setting = try Setting(kind)
        let system = setting.system
        try system.makeDirectory(setting.path("d"))
        #expect(try system.status(at: setting.path("d"))?.kind == .directory)
        // Open to all, less the umask, as any new directory is (the working one here).
        #expect(
            try system.status(at: setting.path("d"))?.permissions
                == system.status(at: setting.root)?.permissions)
        #expect(code(try system.makeDirectory(setting.path("d"))) == EEXIST)
        #expect(code(try system.makeDirectory(setting.path("missing/d"))) == ENOENT)
        try setting.write("f", [1])
        #expect(code(try system.makeDirectory(setting.path("f/d"))) == ENOTDIR)
        #expect(code(try system.open(setting.path("f"), .directory)) == ENOTDIR)
        #expect(code(try system.open(setting.path("d"), .lockFile)) == EISDIR)
        #expect(code(try system.names(inDirectory: setting.path("f"))) == ENOTDIR)
        let directory = try system.open(setting.path("d"), .directory)
        try system.synchronize(directory)
        try system.close(directory)
    }

    @Test("links: described, read, never followed by open", arguments: Kind.allCases)
    func links(_ kind: Kind) throws {
        let setting = try Setting(kind)
        let system = setting.system
        try setting.write("target", [1, 2])
        let destination = String(repeating: "../", count: 300) + "target"
        try setting.link("long", to: destination)
        try setting.link("short", to: "target")
        #expect(try system.destination(ofLink: setting.path("long")) == destination)
        #expect(try system.destination(ofLink: setting.path("short")) == "target")
        #expect(try system.status(at: setting.path("short"))?.kind == .symbolicLink)
        #expect(code(try system.destination(ofLink: setting.path("target"))) == EINVAL)
        #expect(code(try system.open(setting.path("short"), .reading)) == ELOOP)
        #expect(code(try system.open(setting.path("short"), .lockFile)) == ELOOP)
        #expect(
            code(try system.open(setting.path("short"), .writingNew(permissions: 0o644)))
                == EEXIST)
    }

    @Test("a FIFO opens for reading at once and says what it is", arguments: Kind.allCases)
    func fifo(_ kind: Kind) throws {
        let setting = try Setting(kind)
        setting.fifo("pipe")
        let file = try setting.system.open(setting.path("pipe"), .reading)
        #expect(try setting.system.status(of: file).kind == .fifo)
        try setting.system.close(file)
    }

    @Test("a lock is held by one open file at a time, until it is closed", arguments: Kind.allCases)
    func locks(_ kind: Kind) throws {
        let setting = try Setting(kind)
        let system = setting.system
        let first = try system.open(setting.path("lock"), .lockFile)
        let second = try system.open(setting.path("lock"), .lockFile)
        #expect(try system.lock(first))
        #expect(try system.lock(first), "taking it again is no conflict")
        #expect(try system.lock(second) == false)
        try system.close(first)
        #expect(try system.lock(second))
        try system.close(second)
        #expect(try system.status(at: setting.path("lock"))?.size == 0)
        // Made readable and writable by all, less the umask, as a new file asked for 0o666 is.
        let reference = try system.open(setting.path("reference"), .writingNew(permissions: 0o666))
        try system.close(reference)
        #expect(
            try system.status(at: setting.path("lock"))?.permissions
                == system.status(at: setting.path("reference"))?.permissions)
    }
}
