import CLISupport
import Foundation
import ReversiApp
import ReversiEngine
import ReversiStorage

/// `reversi book build` (spec 21.1): grows the book, reports its progress on standard error,
/// keeps its searches in a journal beside the book until the end, and then writes the book,
/// atomically.
enum BookBuildRun {
    static let defaultOut = "book/" + BookOption.fileName

    static func run(_ request: BookRequest) -> Never {
        let plan = request.plan
        let path = request.out ?? defaultOut
        let clock = ContinuousClock()
        let start = clock.now
        printError(
            "building \(path): \(plan.plies) plies, margin \(BookCommand.disks(plan.margin)),"
                + " moves chosen at depth \(plan.selection.searchDepth), leaves valued at"
                + " \(plan.search.searchDepth), at most \(plan.positions) positions, seed"
                + " \(plan.search.seed), \(request.threads) threads")
        let journal = BookJournalFile.open(for: path)
        let searches = BookSearches(workers: request.threads, journal: journal)
        var builder = BookBuilder(evaluate: searches.evaluate) { progress in
            let seconds = Int(start.duration(to: clock.now).seconds)
            printError(
                "ply \(progress.ply): \(progress.positions) positions, \(progress.searches)"
                    + " searches, \(seconds) s")
        }
        let book = builder.build(plan)
        let bytes = BookFile.encode(book)
        write(bytes, to: path)
        journal.remove()
        let seconds = NumberText.oneDecimal(start.duration(to: clock.now).seconds)
        printError("wrote \(path): \(book.count) positions, \(bytes.count) bytes, \(seconds) s")
        exit(.success)
    }

    /// Writes the book whole, or exits 74 saying why it could not.
    static func write(_ bytes: [UInt8], to path: String) {
        do throws(StoreError) {
            try AtomicFile.write(bytes, to: path)
        } catch {
            printError("error: \(error.message)")
            exit(.ioError)
        }
    }
}
