import CLISupport
import Foundation
import ReversiCore
import ReversiEngine

/// The searches of a `reversi book build` or `add` run, kept beside the book it writes
/// (`BookSearchJournal`, spec 21.1): read when the run starts, so that a run stopped by a
/// crash or a kill goes on where it was; appended to as each search finishes; removed once the
/// book is written.
final class BookJournalFile: @unchecked Sendable {
    static let suffix = ".searches"

    let path: String
    /// What the earlier runs found.
    let earlier: BookSearchJournal
    private let handle: FileHandle
    private let lock = NSLock()
    /// Set once a write failed: the run goes on without its journal.
    private var failed = false

    private init(path: String, earlier: BookSearchJournal, handle: FileHandle) {
        self.path = path
        self.earlier = earlier
        self.handle = handle
    }

    /// The journal of the book at `book`: the one an earlier run left, or a new one. Exits 65
    /// when a file of that name is not a journal (it is left as it is), 74 when it cannot be
    /// read or written.
    static func open(for book: String) -> BookJournalFile {
        let path = book + suffix
        let shown = path.escapingControlCharacters
        if !FileManager.default.fileExists(atPath: path) {
            do {
                try Data(BookSearchJournal.magic).write(to: URL(fileURLWithPath: path))
            } catch {
                printError("error: cannot create '\(shown)': \(error.localizedDescription)")
                exit(.ioError)
            }
        }
        guard let earlier = BookSearchJournal(reading: InputFile.read(path)) else {
            printError(
                "error: '\(shown)' is not the searches of a book's build: move it away or"
                    + " remove it, and run again")
            exit(.dataError)
        }
        guard let handle = FileHandle(forUpdatingAtPath: path) else {
            printError("error: cannot write '\(shown)'")
            exit(.ioError)
        }
        do {
            // A record torn by the end of the run before is cut off, so that the next starts
            // on a record's boundary.
            try handle.truncate(atOffset: UInt64(earlier.wholeBytes))
            try handle.seekToEnd()
        } catch {
            printError("error: cannot write '\(shown)': \(error.localizedDescription)")
            exit(.ioError)
        }
        if earlier.count > 0 {
            printError("read back \(earlier.count) searches of an earlier run from '\(shown)'")
        }
        if earlier.ignoredBytes > 0 {
            printError(
                "'\(shown)': \(earlier.ignoredBytes) bytes after the last whole record left"
                    + " out; their searches run again")
        }
        return BookJournalFile(path: path, earlier: earlier, handle: handle)
    }

    /// Keeps one finished search. A journal that cannot be written any more only costs a
    /// later run its searches, so the build goes on, saying so once.
    func append(_ key: BookKey, _ search: BookSearch, _ result: BookSearch.Result) {
        lock.withLock {
            guard !failed else { return }
            do {
                try handle.write(contentsOf: BookSearchJournal.record(key, search, result))
            } catch {
                failed = true
                printError(
                    "warning: cannot write '\(path.escapingControlCharacters)' any more"
                        + " (\(error.localizedDescription)): an interrupted run will search again")
            }
        }
    }

    /// Removes the journal once the book it was for is written.
    func remove() {
        lock.withLock { try? handle.close() }
        try? FileManager.default.removeItem(atPath: path)
    }
}
