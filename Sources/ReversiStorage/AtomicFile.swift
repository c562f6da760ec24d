import ReversiApp

/// A whole file written with the save file's guarantees (spec 14.3) and no lock: the new bytes
/// replace the file by `FileOperations.replace`, so an interrupted writer leaves the old file
/// or the new one, never half of one. For files a command makes once, such as an opening book.
public enum AtomicFile {
    /// Replaces (or creates) the file at `path` with `bytes`, readable by everyone.
    public static func write(_ bytes: [UInt8], to path: String) throws(StoreError) {
        guard let location = FileLocation(path) else {
            throw StoreError("cannot write '\(path.escapingControlCharacters)': it names no file")
        }
        let files = FileOperations(system: PosixFileSystem())
        files.removeStaleTemporaryFiles(of: location)
        try files.replace(location, with: bytes, permissions: 0o644)
    }
}
