import ReversiCore

/// Grows an opening book (spec 21.1, 21.3) from searches the caller runs: `evaluate` gets the
/// positions to search, in key order, and returns their results in the same order. Each
/// result depends only on its position and the search (`BookSearch`), so the caller may run
/// them on as many threads as it likes and the book is the same byte for byte.
public struct BookBuilder {
    public typealias Evaluate = ([BookKey]) -> [BookSearch.Result]

    private let evaluate: Evaluate
    private let progress: (BookProgress) -> Void
    private var searched: [BookKey: BookSearch.Result] = [:]
    private var searches = 0

    public init(
        evaluate: @escaping Evaluate, progress: @escaping (BookProgress) -> Void = { _ in }
    ) {
        self.evaluate = evaluate
        self.progress = progress
    }

    /// The book of `plan`: breadth first from the start, every move of a position searched,
    /// and the positions reached by the moves within the margin of the best kept, until
    /// `plan.plies` plies or `plan.positions` positions; then the values put together by
    /// negamax.
    public mutating func build(_ plan: BookBuildPlan) -> OpeningBook {
        let start = BookKey(GameState.initial)
        var inBook: Set<BookKey> = [start]
        var expanded: Set<BookKey> = []
        var level = [start]
        for ply in 0..<plan.plies where !level.isEmpty && inBook.count < plan.positions {
            let parents = level.sorted()
            search(Set(parents.flatMap(Self.childKeys).map(\.key)))
            var next: [BookKey] = []
            for parent in parents {
                expanded.insert(parent)
                let moves = Self.childKeys(of: parent).map { child in
                    (key: child.key, value: -(searched[child.key]?.value ?? 0))
                }
                guard let best = moves.map(\.value).max() else { continue }
                for move in moves where move.value >= best - plan.margin {
                    guard inBook.count < plan.positions, inBook.insert(move.key).inserted else {
                        continue
                    }
                    next.append(move.key)
                }
            }
            level = next
            progress(BookProgress(ply: ply + 1, positions: inBook.count, searches: searches))
        }
        search(inBook.subtracting(expanded))
        var book = OpeningBook(selectivity: plan.search.selectivity)
        for key in inBook {
            book.insert(
                BookEntry(
                    value: 0, depth: 0,
                    exit: exit(of: key, in: inBook, expanded: expanded.contains(key))), at: key)
        }
        return book.negamaxed()
    }

    /// `book` deepened along `games` (spec 21.3): every position of their first `plies` plies
    /// that follows a book position and is not in the book is searched and added; a book
    /// position whose best move out of the book now stays in it has its other moves searched
    /// for the next best; then the values are put together again by negamax.
    public mutating func add(
        _ games: [PlayedGame], to book: OpeningBook, plies: Int
    ) -> (book: OpeningBook, added: Int) {
        var inBook = Set(book.entries.keys)
        var added: Set<BookKey> = []
        var parents: Set<BookKey> = []
        for game in games {
            let keys = game.positions.prefix(plies + 1).map { BookKey(canonicalOf: $0) }
            for (parent, child) in zip(keys, keys.dropFirst()) {
                guard inBook.contains(parent) else { break }
                if inBook.insert(child).inserted {
                    added.insert(child)
                    parents.insert(parent)
                }
            }
        }
        search(added)
        var grown = book
        for key in added {
            grown.insert(
                BookEntry(value: 0, depth: 0, exit: exit(of: key, in: inBook, expanded: false)),
                at: key)
        }
        // A parent whose exit is now a book position needs the best of its other moves.
        let stale = parents.filter { key in
            guard let exit = grown.entries[key]?.exit else { return false }
            return Self.childKeys(of: key).contains {
                $0.square == exit.square && inBook.contains($0.key)
            }
        }
        search(Set(stale.flatMap(Self.childKeys).map(\.key)).subtracting(inBook))
        for key in stale {
            let entry = grown.entries[key]
            grown.insert(
                BookEntry(
                    value: entry?.value ?? 0, depth: entry?.depth ?? 0,
                    exit: exit(of: key, in: inBook, expanded: true)), at: key)
        }
        progress(BookProgress(ply: plies, positions: inBook.count, searches: searches))
        return (grown.negamaxed(), added.count)
    }

    /// The best move out of the book: for a position whose moves were searched, the best of
    /// those that leave the book (the lowest square among equals); for a leaf, the best move
    /// of its own search.
    private func exit(of key: BookKey, in inBook: Set<BookKey>, expanded: Bool) -> BookExit? {
        guard expanded else {
            guard let own = searched[key], let square = own.square else { return nil }
            return BookExit(square: square, value: own.value, depth: own.depth)
        }
        var best: BookExit?
        for child in Self.childKeys(of: key) where !inBook.contains(child.key) {
            guard let found = searched[child.key] else { continue }
            let candidate = BookExit(
                square: child.square, value: -found.value, depth: found.depth + 1)
            if best.map({ candidate.value > $0.value }) ?? true { best = candidate }
        }
        return best
    }

    /// Searches the positions not searched yet, in key order.
    private mutating func search(_ keys: Set<BookKey>) {
        let wanted = keys.filter { searched[$0] == nil }.sorted()
        guard !wanted.isEmpty else { return }
        for (key, result) in zip(wanted, evaluate(wanted)) { searched[key] = result }
        searches += wanted.count
    }

    /// The positions a book position leads to, with the squares in its key's frame.
    private static func childKeys(of key: BookKey) -> [(square: Int, key: BookKey)] {
        OpeningBook.children(of: key.position).map { child in
            (child.square, BookKey.canonical(child.position).key)
        }
    }
}

extension BookKey {
    /// The key of a game's position, over or not.
    init(canonicalOf game: GameModel) {
        let state = game.state ?? GameState(board: game.board, turn: .dark)
        self = Self.canonical(state.bitboards).key
    }
}
