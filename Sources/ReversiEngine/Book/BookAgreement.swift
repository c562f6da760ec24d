import ReversiCore

/// How a book's values compare with fresh searches of its positions (spec 21.1): what
/// `reversi book check` prints, and what docs/book-format.md states of the shipped book. A
/// book's value is the negamax of its tree's leaf searches, so it differs from one search of
/// the position by what the tree's plies add and what the leaves' depth misses.
public struct BookAgreement: Hashable, Sendable {
    /// One position searched again: the book's value and the fresh search's, for the side to
    /// move, in hundredths of a disk.
    public struct Comparison: Hashable, Sendable {
        public let key: BookKey
        public let book: Int
        public let fresh: Int

        /// The fresh search's value minus the book's.
        public var difference: Int { fresh - book }
    }

    /// In key order.
    public let comparisons: [Comparison]

    /// `count` of `book`'s positions where a side has a move, drawn by `seed` (all of them when
    /// the book has no more), in key order: the same book, count and seed draw the same ones.
    public static func sample(of book: OpeningBook, count: Int, seed: UInt64) -> [BookKey] {
        var keys = book.entries.keys.filter {
            if case .completed = GameModel($0.state) { return false }
            return true
        }.sorted()
        var random = SplitMix64(seed: seed)
        let drawn = min(max(count, 0), keys.count)
        // The first `drawn` places of a Fisher-Yates shuffle.
        for index in 0..<drawn {
            keys.swapAt(index, Int.random(in: index..<keys.count, using: &random))
        }
        return keys.prefix(drawn).sorted()
    }

    /// The comparison of `book`'s values at `keys` with `fresh`, their searches in the same
    /// order; a key the book does not have is left out.
    public init(book: OpeningBook, keys: [BookKey], fresh: [BookSearch.Result]) {
        comparisons = zip(keys, fresh).compactMap { key, result in
            book.entries[key].map { Comparison(key: key, book: $0.value, fresh: result.value) }
        }
    }

    /// The mean of the differences, in hundredths: the book's bias against the search.
    public var mean: Double { average(comparisons.map { Double($0.difference) }) }

    /// The mean of the differences' sizes, in hundredths.
    public var meanAbsolute: Double { average(comparisons.map { Double(abs($0.difference)) }) }

    /// The root mean square of the differences, in hundredths.
    public var rootMeanSquare: Double {
        average(comparisons.map { Double($0.difference * $0.difference) }).squareRoot()
    }

    /// The comparison with the largest difference (the first in key order among equals).
    public var largest: Comparison? {
        comparisons.max { abs($0.difference) < abs($1.difference) }
    }

    /// How many differ by at most `hundredths`.
    public func within(_ hundredths: Int) -> Int {
        comparisons.count { abs($0.difference) <= hundredths }
    }

    private func average(_ values: [Double]) -> Double {
        values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
    }
}

extension BookKey {
    /// The key's position as a line of 64 cells and the side to move, that side written X.
    public var line: String { state.line }
}
