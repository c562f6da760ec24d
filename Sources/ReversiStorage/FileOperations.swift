import ReversiApp

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file system as the store uses it: every call that fails becomes a `StoreError` saying
/// what was being done, to which file, and why.
struct FileOperations: Sendable {
    let system: any FileSystem

    /// Runs one call; its failure names `action` and `path`.
    func attempt<Result>(
        _ action: String, _ path: String, _ call: @autoclosure () throws(SystemError) -> Result
    ) throws(StoreError) -> Result {
        do {
            return try call()
        } catch {
            throw failure(action, path, error)
        }
    }

    /// "cannot `action` `path`: why".
    func failure(_ action: String, _ path: String, _ error: SystemError) -> StoreError {
        StoreError("cannot \(action) \(shown(path)): \(explain(error, at: path))")
    }

    /// A path as messages show it.
    func shown(_ path: String) -> String { path.escapingControlCharacters }

    /// The system's reason; for a path under something that is not a directory, which one.
    private func explain(_ error: SystemError, at path: String) -> String {
        guard error.code == ENOTDIR, let location = FileLocation(path) else {
            return error.description
        }
        for directory in location.directories {
            guard let kind = (try? system.status(at: directory))?.kind else { break }
            if kind != .directory && kind != .symbolicLink {
                return "\(shown(directory)) is not a directory"
            }
        }
        return error.description
    }

    /// What a file holds, read only if it is a regular file of at most `limit` bytes.
    enum Contents: Equatable {
        case missing
        case bytes([UInt8])
        case tooLarge
        case notRegular(FileKind)
    }

    /// Reads the file at `location` without following a link, without blocking on a FIFO, and
    /// without reading more than `limit` + 1 bytes of it.
    func contents(of location: FileLocation, limit: Int) throws(StoreError) -> Contents {
        let path = location.path
        let file: Descriptor
        do {
            file = try system.open(path, .reading)
        } catch  where error.code == ENOENT {
            return .missing
        } catch {
            throw failure("read", path, error)
        }
        defer { try? system.close(file) }
        let status = try attempt("read", path, system.status(of: file))
        guard status.kind == .regular else { return .notRegular(status.kind) }
        guard status.size <= limit else { return .tooLarge }
        // The size may have grown since: read on until the end, or past the limit.
        var bytes: [UInt8] = []
        while bytes.count <= limit {
            let chunk = try attempt("read", path, system.read(file, upTo: limit + 1 - bytes.count))
            if chunk.isEmpty { break }
            bytes += chunk
        }
        return bytes.count > limit ? .tooLarge : .bytes(bytes)
    }

    /// Creates the directory of `location` and any missing one above it, each made durable
    /// in its parent, so that a file saved there survives a power loss too.
    func makeDirectories(for location: FileLocation) throws(StoreError) {
        var parent = location.directory.hasPrefix("/") ? "/" : "."
        for directory in location.directories {
            switch try attempt("examine", directory, system.status(at: directory))?.kind {
            case .directory?, .symbolicLink?:
                break
            case nil:
                try attempt("create the directory", directory, system.makeDirectory(directory))
                try synchronizeDirectory(parent)
            case let kind?:
                throw StoreError(
                    "cannot create \(shown(location.directory)): \(shown(directory)) is \(kind), not a directory"
                )
            }
            parent = directory
        }
    }

    /// Makes the entries of a directory (a rename, a new file) durable.
    func synchronizeDirectory(_ path: String) throws(StoreError) {
        // A directory that may not be opened, or a file system that cannot synchronize one,
        // still renames atomically: only durability across a power loss is lost.
        guard let directory = try? system.open(path, .directory) else { return }
        defer { try? system.close(directory) }
        do {
            try system.synchronize(directory)
        } catch  where error.code == EINVAL || error.code == ENOTSUP {
            return
        } catch {
            throw StoreError("cannot synchronize \(shown(path)): \(error)")
        }
    }

    /// Renames the file at `location` to `<name>.unreadable-<n>`, the first n not taken, and
    /// returns where it is now. The caller holds the lock, so no other game takes that name
    /// meanwhile.
    func moveAside(_ location: FileLocation) throws(StoreError) -> FileLocation {
        var number = 1
        while true {
            let aside = location.sibling("\(location.name).unreadable-\(number)")
            if try attempt("examine", aside.path, system.status(at: aside.path)) == nil {
                try attempt(
                    "move aside", location.path, system.rename(location.path, to: aside.path))
                try synchronizeDirectory(location.directory)
                return aside
            }
            number += 1
        }
    }
}
