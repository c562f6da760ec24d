import ReversiApp

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Replacing a file's content so that a crash at any moment leaves the old content or the new
/// one, whole: the new bytes go to a temporary file in the same directory, reach the disk,
/// and are renamed over the file; the rename is then made durable. Any file the game writes
/// (the save, and every file beside it) is written by this one function.
extension FileOperations {
    func replace(
        _ location: FileLocation, with bytes: [UInt8], permissions: UInt32
    ) throws(StoreError) {
        let temporary = location.temporary(of: system.processID).path
        let file: Descriptor
        do {
            file = try system.open(temporary, .writingNew(permissions: permissions))
        } catch  where error.code == EEXIST {
            // Left by a save of ours that failed to clean up, or planted: never written into.
            try? system.remove(temporary)
            file = try attempt(
                "create", temporary, system.open(temporary, .writingNew(permissions: permissions)))
        } catch {
            throw failure("create", temporary, error)
        }
        do {
            var remaining = bytes[...]
            while !remaining.isEmpty {
                let written = try attempt("write", temporary, system.write(file, remaining))
                remaining = remaining.dropFirst(written)
            }
            try attempt("write", temporary, system.synchronize(file))
        } catch {
            try? system.close(file)
            try? system.remove(temporary)
            throw error
        }
        do {
            // A failed close can be a failed write (on network file systems): no rename then.
            try attempt("write", temporary, system.close(file))
            try attempt("replace", location.path, system.rename(temporary, to: location.path))
        } catch {
            try? system.remove(temporary)
            throw error
        }
        try synchronizeDirectory(location.directory)
    }

    /// Removes the temporary files that games no longer running left beside `location` (a
    /// process killed between creating one and renaming it). Called before this process
    /// writes anything, so a file with this process's id is an earlier process's too.
    func removeStaleTemporaryFiles(of location: FileLocation) {
        guard let names = try? system.names(inDirectory: location.directory) else { return }
        for name in names {
            guard let owner = location.temporaryFileOwner(name),
                owner == system.processID || !system.isRunning(owner)
            else { continue }
            try? system.remove(location.sibling(name).path)
        }
    }
}

extension FileLocation {
    /// `.<name>.<process id>.tmp`: hidden, and different for each process.
    func temporary(of process: Int32) -> FileLocation { sibling(".\(name).\(process).tmp") }

    /// The process whose temporary file `name` is, if it is one of this file's.
    func temporaryFileOwner(_ name: String) -> Int32? {
        let prefix = ".\(self.name)."
        let suffix = ".tmp"
        guard name.hasPrefix(prefix), name.hasSuffix(suffix) else { return nil }
        let digits = name.dropFirst(prefix.count).dropLast(suffix.count)
        guard !digits.isEmpty, digits.allSatisfy({ "0"..."9" ~= $0 }), let owner = Int32(digits),
            owner > 0
        else { return nil }
        return owner
    }
}
