import Dispatch
import Foundation
import ReversiEngine

/// Runs a book's leaf searches on `workers` threads, an engine each, one thread a search: each
/// result depends only on its position (`BookSearch`), so the book does not depend on the
/// threads or on which finishes first.
struct BookSearches: Sendable {
    let search: BookSearch
    let workers: Int

    /// The tables are smaller than a game's: a leaf search is short, and there is one a worker.
    static let tableBytes = 16 << 20

    /// The results of `keys`' searches, in their order.
    func evaluate(_ keys: [BookKey]) -> [BookSearch.Result] {
        let batch = Batch(count: keys.count)
        DispatchQueue.concurrentPerform(iterations: max(1, min(workers, keys.count))) { _ in
            let engine = Engine(tableBytes: Self.tableBytes)
            while let index = batch.take() {
                batch.store(search.value(of: keys[index], engine: engine), at: index)
            }
        }
        return batch.results
    }

    /// One call's searches: which is next, and what each found.
    private final class Batch: @unchecked Sendable {
        private let lock = NSLock()
        private let count: Int
        private var next = 0
        private var found: [BookSearch.Result?]

        init(count: Int) {
            self.count = count
            found = Array(repeating: nil, count: count)
        }

        func take() -> Int? {
            lock.withLock {
                guard next < count else { return nil }
                defer { next += 1 }
                return next
            }
        }

        func store(_ result: BookSearch.Result, at index: Int) {
            lock.withLock { found[index] = result }
        }

        var results: [BookSearch.Result] { lock.withLock { found.compactMap(\.self) } }
    }
}
