import CLISupport
import Dispatch
import Foundation
import ReversiEngine

/// Runs a book's searches on `workers` threads, an engine each, one thread a search: each
/// result depends only on its position and its search (`BookSearch`), so the book does not
/// depend on the threads, on which finishes first, or on whether a result was searched now or
/// read back from the journal of an interrupted run.
struct BookSearches: Sendable {
    let workers: Int
    let journal: BookJournalFile?
    private let progress = RunProgress()

    init(workers: Int, journal: BookJournalFile?) {
        self.workers = workers
        self.journal = journal
    }

    /// The tables are smaller than a game's: a leaf search is short, and there is one a worker.
    static let tableBytes = 16 << 20

    /// The results of `keys`' searches by `search`, in their order.
    func evaluate(_ search: BookSearch, _ keys: [BookKey]) -> [BookSearch.Result] {
        let batch = Batch(keys: keys, search: search, known: journal?.earlier)
        guard batch.toSearch > 0 else { return batch.results }
        DispatchQueue.concurrentPerform(iterations: min(workers, batch.toSearch)) { _ in
            let engine = Engine(tableBytes: Self.tableBytes)
            while let index = batch.take() {
                let result = search.value(of: keys[index], engine: engine)
                journal?.append(keys[index], search, result)
                batch.store(result, at: index)
                progress.searched(batch)
            }
        }
        return batch.results
    }

    /// One call's searches: which is next, what each found, and how far they have got.
    fileprivate final class Batch: @unchecked Sendable {
        private let lock = NSLock()
        let search: BookSearch
        private var waiting: [Int]
        private var found: [BookSearch.Result?]
        let toSearch: Int
        let started = ContinuousClock.now
        private var done = 0

        init(keys: [BookKey], search: BookSearch, known: BookSearchJournal?) {
            self.search = search
            let found = keys.map { known?.result(of: $0, by: search) }
            self.found = found
            waiting = found.indices.filter { found[$0] == nil }.reversed()
            toSearch = waiting.count
        }

        func take() -> Int? { lock.withLock { waiting.popLast() } }

        func store(_ result: BookSearch.Result, at index: Int) {
            lock.withLock {
                found[index] = result
                done += 1
            }
        }

        var searched: Int { lock.withLock { done } }

        var results: [BookSearch.Result] { lock.withLock { found.compactMap(\.self) } }
    }

    /// The run's searches so far, and a line on standard error every 30 seconds: a build of
    /// hours is seen to go on, with the time its current batch should still take.
    private final class RunProgress: @unchecked Sendable {
        private let lock = NSLock()
        private let started = ContinuousClock.now
        private var reported = ContinuousClock.now
        private var total = 0
        static let every = Duration.seconds(30)

        func searched(_ batch: Batch) {
            lock.withLock {
                total += 1
                let now = ContinuousClock.now
                guard now - reported >= Self.every else { return }
                reported = now
                let done = batch.searched
                let left = Int(
                    (now - batch.started).seconds / Double(max(done, 1))
                        * Double(batch.toSearch - done))
                printError(
                    "  \(total) searches in \(Int((now - started).seconds)) s; at"
                        + " \(batch.search.searchDepth), \(done) of \(batch.toSearch), about "
                        + (left < 120 ? "\(left) s" : "\(left / 60) min") + " to go")
            }
        }
    }
}
