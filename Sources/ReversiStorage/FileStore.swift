import Foundation
import ReversiApp

/// The save file on disk, in the original format (spec 8.4).
///
/// - One writer (spec 15.4): a game holds an advisory lock (`flock`) on `.<name>.lock` beside
///   the file for as long as it runs. Another game on the same file reads nothing from it and
///   saves nothing.
/// - Atomic saves (spec 14.3): each save replaces the file whole (`FileOperations.replace`).
///   A symbolic link is followed: its target is replaced and the link stays.
/// - Nothing destroyed (spec 8.5): a file that is not a saved game, or is larger than
///   `sizeLimit`, is moved aside and kept. A file that may not be read, or that is not a
///   regular file (a directory, a FIFO, a device), is left alone, and the game is not saved.
/// - Failures said (spec 15.2): a failed save throws a `StoreError` saying why, and the last
///   good save stays as it was.
public final class FileStore: GameStore, @unchecked Sendable {
    /// The largest file read as a saved game; a real one has 76 bytes.
    public static let sizeLimit = 64 * 1024
    /// As many links as Linux follows in one path.
    private static let linkLimit = 40

    public let path: String
    /// What the names of the files kept beside the save file add to its name.
    let companions: Set<String>
    let files: FileOperations
    private let mutex = NSLock()
    /// What this game may do with the file; decided on first use.
    private var access: Access?

    private enum Access {
        /// This game holds the lock: it may replace the file and move an unusable one aside.
        case writable(FileLocation, permissions: UInt32, lock: Descriptor)
        /// The file may be read, but saves fail with the error (no lock could be taken, so no
        /// game can write there).
        case readOnly(FileLocation, because: StoreError)
        /// Nothing is read or written; saves fail with the error. Whether a file is there
        /// decides whether the report says that it is left alone.
        case refused(StoreError, fileExists: Bool)
    }

    /// A store for the save file at `path` and for the files kept beside it whose names are
    /// its name followed by one of `companions` (`.record`: `game.txt.record`).
    public init(
        path: String, companions: Set<String> = [], fileSystem: any FileSystem = PosixFileSystem()
    ) {
        self.path = path
        self.companions = companions
        files = FileOperations(system: fileSystem)
    }

    deinit {
        if case .writable(_, _, let lock)? = access { try? files.system.close(lock) }
    }

    public func load() -> LoadResult {
        mutex.lock()
        let (result, next) = read(access ?? open())
        access = next
        mutex.unlock()
        return withRecord(result)
    }

    public func save(_ game: SavedGame) throws(StoreError) {
        let bytes = Array(SaveFormat.encode(game).utf8)
        try whileHoldingTheLock { location, permissions throws(StoreError) in
            try files.replace(location, with: bytes, permissions: permissions)
        }
        try saveRecord(of: game)
    }

    /// Runs `body` with the save file's location (a link's target) and the permissions its
    /// files get, if this game holds the lock; otherwise throws why it may not write.
    func whileHoldingTheLock<Result>(
        _ body: (FileLocation, UInt32) throws(StoreError) -> Result
    ) throws(StoreError) -> Result {
        mutex.lock()
        defer { mutex.unlock() }
        // Writing before any load loads first, so that an unusable file is kept, not replaced.
        let current = access ?? read(open()).access
        access = current
        switch current {
        case .writable(let location, let permissions, _):
            return try body(location, permissions)
        case .readOnly(_, let reason), .refused(let reason, _):
            throw reason
        }
    }

    /// Finds the file, checks that it may be used, and takes the lock.
    private func open() -> Access {
        guard let given = FileLocation(path) else {
            return .refused(
                StoreError("\(shown(path)) names a directory, not a file"), fileExists: false)
        }
        let location: FileLocation
        let existing: FileStatus?
        do {
            (location, existing) = try resolve(given)
        } catch {
            return .refused(error, fileExists: false)
        }
        if let existing, existing.kind != .regular {
            return .refused(notRegular(location, existing.kind), fileExists: true)
        }
        let lockPath = location.sibling(".\(location.name).lock").path
        let lock: Descriptor
        do {
            try files.makeDirectories(for: location)
            lock = try files.attempt("create", lockPath, files.system.open(lockPath, .lockFile))
        } catch {
            return .readOnly(location, because: error)
        }
        let locked: Bool
        do {
            locked = try files.attempt("lock", lockPath, files.system.lock(lock))
        } catch {
            try? files.system.close(lock)
            return .readOnly(location, because: error)
        }
        guard locked else {
            try? files.system.close(lock)
            return .refused(
                StoreError("\(shown(location.path)) is open in another reversi game"),
                fileExists: existing != nil)
        }
        for file in [location] + companions.map(location.companion) {
            files.removeStaleTemporaryFiles(of: file)
        }
        let permissions = (existing?.permissions ?? 0o666) & 0o777
        return .writable(location, permissions: permissions, lock: lock)
    }

    /// Follows symbolic links from `given` to the file they name, and what is there now
    /// (`nil`: nothing yet, so the first save creates it through the links).
    private func resolve(_ given: FileLocation) throws(StoreError) -> (FileLocation, FileStatus?) {
        var location = given
        for _ in 0...Self.linkLimit {
            let path = location.path
            let status = try files.attempt("use", path, files.system.status(at: path))
            guard status?.kind == .symbolicLink else { return (location, status) }
            let destination = try files.attempt(
                "follow the link", path, files.system.destination(ofLink: path))
            guard let next = location.following(destination) else {
                throw StoreError("\(shown(path)) links to a directory, not a file")
            }
            location = next
        }
        throw StoreError("cannot use \(shown(given.path)): more than \(Self.linkLimit) links")
    }

    /// Loads the file, moving an unusable one aside when this game holds the lock; also what
    /// this game may do from now on.
    private func read(_ current: Access) -> (result: LoadResult, access: Access) {
        let location: FileLocation
        switch current {
        case .writable(let file, _, _), .readOnly(let file, _): location = file
        case .refused(let reason, let fileExists):
            return refuse(reason, fileExists: fileExists, instead: current)
        }
        let problem: String
        do {
            switch try files.contents(of: location, limit: Self.sizeLimit) {
            case .missing:
                return (.noSavedGame, current)
            case .notRegular(let kind):
                return refuse(notRegular(location, kind), fileExists: true, instead: current)
            case .tooLarge:
                problem = "is larger than \(Self.sizeLimit / 1024) KiB, too large for a saved game"
            case .bytes(let bytes):
                do {
                    let (saved, version) = try SaveFormat.decodeVersioned(bytes: bytes)
                    return (.loaded(saved, from: shown(path), version: version), current)
                } catch {
                    problem = "is not a saved game: \(error)"
                }
            }
        } catch {
            return refuse(error, fileExists: true, instead: current)
        }
        let unusable = "\(shown(location.path)) \(problem)"
        guard case .writable = current else {
            return refuse(StoreError(unusable), fileExists: true, instead: current)
        }
        do {
            let aside = try files.moveAside(location)
            let report = "\(unusable); it was kept as \(shown(aside.path)) and a new game started"
            return (.unreadable(report), current)
        } catch {
            let reason = StoreError("\(unusable), and it could not be moved aside (\(error))")
            return refuse(reason, fileExists: true, instead: current)
        }
    }

    /// Saving off for the rest of the game, said once: the report of the load says why, and
    /// each save fails with the reason marked as reported.
    private func refuse(
        _ reason: StoreError, fileExists: Bool, instead current: Access
    ) -> (result: LoadResult, access: Access) {
        if case .writable(_, _, let lock) = current { try? files.system.close(lock) }
        let consequence = fileExists ? "it is left alone and this game" : "this game"
        return (
            .unreadable("\(reason); \(consequence) will not be saved"),
            .refused(StoreError(reason.message, alreadyReported: true), fileExists: fileExists)
        )
    }

    func notRegular(_ location: FileLocation, _ kind: FileKind) -> StoreError {
        StoreError("\(shown(location.path)) is \(kind), not a regular file")
    }

    private func shown(_ path: String) -> String { files.shown(path) }
}
