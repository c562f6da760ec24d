import Foundation
import ReversiStorage

/// A disk seen through a store that saves wrongly, made by changing the calls that reach the
/// disk: the crash test must catch each of these.
final class PlantedFault: FileSystem, @unchecked Sendable {
    enum Kind: CaseIterable, CustomStringConvertible {
        /// Removes the old save, then renames the new one into its place.
        case removesOldFileFirst
        /// Writes the new game over the old one, in the save file itself.
        case writesInPlace
        /// Renames the temporary file before its content has reached the disk.
        case renamesUnsynchronizedFile

        var description: String {
            switch self {
            case .removesOldFileFirst: "removes the old file before the rename"
            case .writesInPlace: "writes in place"
            case .renamesUnsynchronizedFile: "renames a file not yet synchronized"
            }
        }
    }

    let kind: Kind
    let disk: SimulatedFileSystem
    private var temporaryFiles: Set<Descriptor> = []

    init(_ kind: Kind, on disk: SimulatedFileSystem) {
        self.kind = kind
        self.disk = disk
    }

    /// `dir/game.txt` for the temporary file `dir/.game.txt.<pid>.tmp`.
    private func saveFile(of temporary: String) -> String? {
        guard temporary.hasSuffix(".tmp"), let slash = temporary.lastIndex(of: "/") else {
            return nil
        }
        let name = temporary[temporary.index(after: slash)...].dropFirst().dropLast(4)
        guard let dot = name.lastIndex(of: ".") else { return nil }
        return String(temporary[...slash] + name[..<dot])
    }

    func open(_ path: String, _ mode: OpenMode) throws(SystemError) -> Descriptor {
        guard case .writingNew = mode, let saveFile = saveFile(of: path) else {
            return try disk.open(path, mode)
        }
        let file =
            kind == .writesInPlace
            ? try disk.open(saveFile, .lockFile) : try disk.open(path, mode)
        temporaryFiles.insert(file)
        return file
    }

    func synchronize(_ file: Descriptor) throws(SystemError) {
        if kind == .renamesUnsynchronizedFile && temporaryFiles.contains(file) { return }
        try disk.synchronize(file)
    }

    func rename(_ source: String, to destination: String) throws(SystemError) {
        guard saveFile(of: source) != nil else { return try disk.rename(source, to: destination) }
        switch kind {
        case .removesOldFileFirst:
            try? disk.remove(destination)
            try disk.rename(source, to: destination)
        case .writesInPlace:
            return
        case .renamesUnsynchronizedFile:
            try disk.rename(source, to: destination)
        }
    }

    func read(_ file: Descriptor, upTo count: Int) throws(SystemError) -> [UInt8] {
        try disk.read(file, upTo: count)
    }
    func write(_ file: Descriptor, _ bytes: ArraySlice<UInt8>) throws(SystemError) -> Int {
        try disk.write(file, bytes)
    }
    func close(_ file: Descriptor) throws(SystemError) { try disk.close(file) }
    func status(of file: Descriptor) throws(SystemError) -> FileStatus {
        try disk.status(of: file)
    }
    func status(at path: String) throws(SystemError) -> FileStatus? {
        try disk.status(at: path)
    }
    func destination(ofLink path: String) throws(SystemError) -> String {
        try disk.destination(ofLink: path)
    }
    func makeDirectory(_ path: String) throws(SystemError) { try disk.makeDirectory(path) }
    func remove(_ path: String) throws(SystemError) { try disk.remove(path) }
    func lock(_ file: Descriptor) throws(SystemError) -> Bool { try disk.lock(file) }
    func names(inDirectory path: String) throws(SystemError) -> [String] {
        try disk.names(inDirectory: path)
    }
    var processID: Int32 { disk.processID }
    func isRunning(_ process: Int32) -> Bool { disk.isRunning(process) }
}
