import Foundation
import ReversiApp

/// The save file on disk, in the original format.
///
/// Writes are atomic: the new content goes to a temporary file in the same directory, is
/// flushed to disk, then renamed over the old file, so a crash at any moment leaves either the
/// old file or the new one, never a torn one. A file that cannot be read is moved aside, kept
/// under a new name, and never overwritten.
public final class FileStore: GameStore, @unchecked Sendable {
    public let url: URL
    /// Set when an unreadable file could not be moved aside: saving would destroy it.
    private var savingBlockedReason: String?
    private let lock = NSLock()

    public init(url: URL) { self.url = url }

    public func load() -> LoadResult {
        lock.lock()
        defer { lock.unlock() }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch CocoaError.fileReadNoSuchFile {
            return .noSavedGame
        } catch {
            if !FileManager.default.fileExists(atPath: url.path) { return .noSavedGame }
            return setAside(because: "cannot be read (\(error.localizedDescription))")
        }
        do {
            return .loaded(try SaveFormat.decode(bytes: Array(data)), from: url.path)
        } catch {
            return setAside(because: "is not a saved game: \(error)")
        }
    }

    public func save(_ game: SavedGame) throws(StoreError) {
        lock.lock()
        defer { lock.unlock() }
        if let savingBlockedReason { throw StoreError(savingBlockedReason) }
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try writeAtomically(Data(SaveFormat.encode(game).utf8))
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError("cannot save to \(url.path): \(error.localizedDescription)")
        }
    }

    /// Moves the unusable file to `<name>.unreadable-<n>` (the first free n) and reports it.
    private func setAside(because problem: String) -> LoadResult {
        let fileManager = FileManager.default
        var number = 1
        var aside = url.appendingPathExtension("unreadable-\(number)")
        while fileManager.fileExists(atPath: aside.path) {
            number += 1
            aside = url.appendingPathExtension("unreadable-\(number)")
        }
        do {
            try fileManager.moveItem(at: url, to: aside)
        } catch {
            savingBlockedReason =
                "saving is off: \(url.path) \(problem) and could not be moved aside"
            return .unreadable(
                "\(url.path) \(problem); it could not be moved aside, so it is left untouched and this game will not be saved"
            )
        }
        return .unreadable(
            "\(url.path) \(problem); it was kept as \(aside.path) and a new game started")
    }

    private func writeAtomically(_ data: Data) throws {
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(
            ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw StoreError(errnoMessage("cannot create", temporary)) }
        var remaining = data[...]
        while !remaining.isEmpty {
            let written = remaining.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            guard written > 0 else {
                close(descriptor)
                unlink(temporary.path)
                throw StoreError(errnoMessage("cannot write", temporary))
            }
            remaining = remaining.dropFirst(written)
        }
        fsync(descriptor)
        close(descriptor)
        guard rename(temporary.path, url.path) == 0 else {
            unlink(temporary.path)
            throw StoreError(errnoMessage("cannot replace", url))
        }
        // Make the rename itself durable.
        let directoryDescriptor = open(directory.path, O_RDONLY)
        if directoryDescriptor >= 0 {
            fsync(directoryDescriptor)
            close(directoryDescriptor)
        }
    }

    private func errnoMessage(_ what: String, _ file: URL) -> String {
        "\(what) \(file.path): \(String(cString: strerror(errno)))"
    }
}
