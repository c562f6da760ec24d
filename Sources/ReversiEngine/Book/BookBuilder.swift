import ReversiCore

/// Grows an opening book (spec 21.1, 21.3) from searches the caller runs: `evaluate` gets a
/// search and the positions to search with it, in key order, and returns their results in the
/// same order. Each result depends only on its position and the search (`BookSearch`), so the
/// caller may run them on as many threads as it likes, or read them back from an earlier run,
/// and the book is the same byte for byte.
public struct BookBuilder {
    public typealias Evaluate = (BookSearch, [BookKey]) -> [BookSearch.Result]

    private let evaluate: Evaluate
    private let progress: (BookProgress) -> Void
    private var searched: [BookSearch: [BookKey: BookSearch.Result]] = [:]
    private var searches = 0

    public init(
        evaluate: @escaping Evaluate, progress: @escaping (BookProgress) -> Void = { _ in }
    ) {
        self.evaluate = evaluate
        self.progress = progress
    }

    /// The book of `plan`: breadth first from the start, every move of a position searched
    /// by the plan's selection, and the positions reached by the moves within the margin of
    /// the best kept, until `plan.plies` plies or `plan.positions` positions; then the leaves
    /// and each expanded position's best move out of the book valued by the plan's search,
    /// and the values put together by negamax.
    public mutating func build(_ plan: BookBuildPlan) -> OpeningBook {
        let choosing = plan.selection
        let start = BookKey(GameState.initial)
        var inBook: Set<BookKey> = [start]
        var expanded: Set<BookKey> = []
        var level = [start]
        for ply in 0..<plan.plies where !level.isEmpty && inBook.count < plan.positions {
            var next: [BookKey] = []
            // A few parents at a time, so that the searches stop where the cap does: the
            // parents after it stay leaves, unsearched.
            let sorted = level.sorted()
            for first in stride(from: 0, to: sorted.count, by: Self.parentsAtATime)
            where inBook.count < plan.positions {
                let parents = sorted[first..<min(first + Self.parentsAtATime, sorted.count)]
                search(Set(parents.flatMap(Self.childKeys).map(\.key)), with: choosing)
                for parent in parents where inBook.count < plan.positions {
                    expanded.insert(parent)
                    let moves = Self.childKeys(of: parent).map { child in
                        (key: child.key, value: -(searched[choosing]?[child.key]?.value ?? 0))
                    }
                    guard let best = moves.map(\.value).max() else { continue }
                    for move in moves where move.value >= best - plan.margin {
                        guard inBook.count < plan.positions, inBook.insert(move.key).inserted
                        else { continue }
                        next.append(move.key)
                    }
                }
            }
            level = next
            progress(BookProgress(ply: ply + 1, positions: inBook.count, searches: searches))
        }
        return valued(inBook, expanded: expanded, plan: plan)
    }

    /// The book of `inBook` valued by the plan's search, from the positions with the most
    /// disks up, so that a position's book children are valued before it: each leaf by its
    /// own search, each expanded position by its way out, searched to the plan's depth unless
    /// the plan's way-out margin finds it too far below the position's value to matter.
    private mutating func valued(
        _ inBook: Set<BookKey>, expanded: Set<BookKey>, plan: BookBuildPlan
    ) -> OpeningBook {
        let choosing = plan.selection
        var book = OpeningBook(selectivity: plan.search.selectivity)
        var values: [BookKey: (value: Int, depth: Int)] = [:]
        let byDisks = Dictionary(grouping: inBook) { ($0.own | $0.opponent).nonzeroBitCount }
        for disks in byDisks.keys.sorted(by: >) {
            let group = (byDisks[disks] ?? []).sorted()
            var deep: Set<BookKey> = []
            for key in group {
                guard expanded.contains(key) else {
                    deep.insert(key)
                    continue
                }
                guard let out = bestOut(of: key, in: inBook, by: choosing) else { continue }
                if needsDeepSearch(out.key, of: key, plan: plan, values: values) {
                    deep.insert(out.key)
                }
            }
            search(deep, with: plan.search)
            for key in group {
                let exit = exit(
                    of: key, in: inBook, expanded: expanded.contains(key), choosing: choosing,
                    valuing: plan.search)
                book.insert(BookEntry(value: 0, depth: 0, exit: exit), at: key)
                let found = OpeningBook.negamax(key, exit: exit) { values[$0] }
                values[key] = found
            }
        }
        return book.negamaxed()
    }

    /// Whether the way out `out` of the expanded position `key` is searched to the plan's
    /// depth: always, unless the plan has a way-out margin and the choosing search put `out`
    /// more than that margin below the best of `key`'s book children, valued already.
    private func needsDeepSearch(
        _ out: BookKey, of key: BookKey, plan: BookBuildPlan,
        values: [BookKey: (value: Int, depth: Int)]
    ) -> Bool {
        guard let margin = plan.wayOutMargin, plan.selection != plan.search,
            let chosen = searched[plan.selection]?[out]
        else { return true }
        let inBook = Self.childKeys(of: key).compactMap { values[$0.key].map { -$0.value } }
        guard let best = inBook.max() else { return true }
        return -chosen.value >= best - margin
    }

    /// `book` deepened along `games` (spec 21.3) by `search`: every position of their first
    /// `plies` plies that follows a book position and is not in the book is searched and
    /// added; a book position whose best move out of the book now stays in it has its other
    /// moves searched for the next best; then the values are put together again by negamax.
    public mutating func add(
        _ games: [PlayedGame], to book: OpeningBook, plies: Int, search: BookSearch
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
        self.search(added, with: search)
        var grown = book
        for key in added {
            let exit = exit(
                of: key, in: inBook, expanded: false, choosing: search, valuing: search)
            grown.insert(BookEntry(value: 0, depth: 0, exit: exit), at: key)
        }
        // A parent whose exit is now a book position needs the best of its other moves.
        let stale = parents.filter { key in
            guard let exit = grown.entries[key]?.exit else { return false }
            return Self.childKeys(of: key).contains {
                $0.square == exit.square && inBook.contains($0.key)
            }
        }
        self.search(
            Set(stale.flatMap(Self.childKeys).map(\.key)).subtracting(inBook), with: search)
        for key in stale {
            let entry = grown.entries[key]
            let exit = exit(
                of: key, in: inBook, expanded: true, choosing: search, valuing: search)
            grown.insert(
                BookEntry(value: entry?.value ?? 0, depth: entry?.depth ?? 0, exit: exit),
                at: key)
        }
        progress(BookProgress(ply: plies, positions: inBook.count, searches: searches))
        return (grown.negamaxed(), added.count)
    }

    /// The best move out of the book, valued by `valuing` (by `choosing` when `valuing` did
    /// not search it: a way out too far below to matter): for a position whose moves were
    /// searched, the best by `choosing` of those that leave the book; for a leaf, the best
    /// move of its own search.
    private func exit(
        of key: BookKey, in inBook: Set<BookKey>, expanded: Bool, choosing: BookSearch,
        valuing: BookSearch
    ) -> BookExit? {
        guard expanded else {
            guard let own = searched[valuing]?[key], let square = own.square else { return nil }
            return BookExit(square: square, value: own.value, depth: own.depth)
        }
        guard let out = bestOut(of: key, in: inBook, by: choosing),
            let found = searched[valuing]?[out.key] ?? searched[choosing]?[out.key]
        else { return nil }
        return BookExit(square: out.square, value: -found.value, depth: found.depth + 1)
    }

    /// The move of `key` that leaves the book with the best value by `choosing`'s searches
    /// (the lowest square among equals).
    private func bestOut(
        of key: BookKey, in inBook: Set<BookKey>, by choosing: BookSearch
    ) -> (square: Int, key: BookKey)? {
        var best: (square: Int, key: BookKey, value: Int)?
        for child in Self.childKeys(of: key) where !inBook.contains(child.key) {
            guard let found = searched[choosing]?[child.key] else { continue }
            if best.map({ -found.value > $0.value }) ?? true {
                best = (child.square, child.key, -found.value)
            }
        }
        return best.map { ($0.square, $0.key) }
    }

    /// Searches with `search` the positions it has not searched yet, in key order.
    private mutating func search(_ keys: Set<BookKey>, with search: BookSearch) {
        let known = searched[search] ?? [:]
        let wanted = keys.filter { known[$0] == nil }.sorted()
        guard !wanted.isEmpty else { return }
        for (key, result) in zip(wanted, evaluate(search, wanted)) {
            searched[search, default: [:]][key] = result
        }
        searches += wanted.count
    }

    /// Enough parents a batch to keep the threads busy, few enough that the searches past
    /// the cap are few.
    static let parentsAtATime = 64

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
