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

    /// The tables are smaller than a game's: a leaf search is short, and there is one a worker.
    static let tableBytes = 16 << 20
    /// How often a long batch says how far it has got.
    static let progressEvery = Duration.seconds(30)

    /// The results of `keys`' searches by `search`, in their order.
    func evaluate(_ search: BookSearch, _ keys: [BookKey]) -> [BookSearch.Result] {
        let batch = Batch(keys: keys, search: search, known: journal?.earlier)
        guard batch.toSearch > 0 else { return batch.results }
        DispatchQueue.concurrentPerform(iterations: max(1, min(workers, batch.toSearch))) { _ in
            let engine = Engine(tableBytes: Self.tableBytes)
            while let index = batch.take() {
                let result = search.value(of: keys[index], engine: engine)
                journal?.append(keys[index], search, result)
                batch.store(result, at: index)
            }
        }
        return batch.results
    }

    /// One call's searches: which is next, what each found, and how far they have got.
    private final class Batch: @unchecked Sendable {
        private let lock = NSLock()
        private let search: BookSearch
        private var waiting: [Int]
        private var found: [BookSearch.Result?]
        let toSearch: Int
        private var done = 0
        private let clock = ContinuousClock()
        private let started: ContinuousClock.Instant
        private var reported: ContinuousClock.Instant

        init(keys: [BookKey], search: BookSearch, known: BookSearchJournal?) {
            self.search = search
            let found = keys.map { known?.result(of: $0, by: search) }
            self.found = found
            waiting = found.indices.filter { found[$0] == nil }.reversed()
            toSearch = waiting.count
            started = clock.now
            reported = started
        }

        func take() -> Int? { lock.withLock { waiting.popLast() } }

        func store(_ result: BookSearch.Result, at index: Int) {
            lock.withLock {
                found[index] = result
                done += 1
                let now = clock.now
                if reported.duration(to: now) >= BookSearches.progressEvery {
                    reported = now
                    report(elapsed: started.duration(to: now).seconds)
                }
            }
        }

        /// A line for a long batch: the searches done, and the time the rest should take.
        private func report(elapsed: Double) {
            let left = Int(elapsed / Double(done) * Double(toSearch - done))
            printError(
                "  \(search.searchDepth): \(done) of \(toSearch) searched, \(Int(elapsed)) s,"
                    + " about " + (left < 120 ? "\(left) s" : "\(left / 60) min") + " to go")
        }

        var results: [BookSearch.Result] { lock.withLock { found.compactMap(\.self) } }
    }
}
