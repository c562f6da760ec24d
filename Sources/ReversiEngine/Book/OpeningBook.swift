import ReversiCore

/// An opening book made by this engine (spec 21.1): positions keyed under the board's
/// symmetries, each with its value by negamax over the book's tree. Looked up in real
/// coordinates; which of its moves to play is drawn by a seed among those within a margin of
/// the best (spec 21.2).
public struct OpeningBook: Hashable, Sendable {
    public private(set) var entries: [BookKey: BookEntry]
    /// The selectivity of the searches behind every value (spec 20.1, 21.1): one for the
    /// whole book, as a build runs one search and an addition must run the same.
    public let selectivity: Selectivity

    public init(selectivity: Selectivity = .exhaustive) {
        entries = [:]
        self.selectivity = selectivity
    }

    init(entries: [BookKey: BookEntry], selectivity: Selectivity) {
        self.entries = entries
        self.selectivity = selectivity
    }

    public var count: Int { entries.count }

    /// The plies of the book's leaf searches: the deepest of its leaves' (the positions none of
    /// whose moves stay in the book, valued by a search of their own); 0 when it has none.
    public var leafDepth: Int {
        entries.compactMap { key, entry -> Int? in
            let staysIn = Self.children(of: key.position).contains {
                entries[BookKey.canonical($0.position).key] != nil
            }
            return staysIn ? nil : entry.exit?.depth
        }.max() ?? 0
    }

    public func entry(for state: GameState) -> BookEntry? { entries[BookKey(state)] }

    /// The book's moves in `state`, best first (then in row-major order); none when the book
    /// does not have the position. The moves that stay in the book, and the best move out.
    public func moves(in state: GameState) -> [BookMove] {
        let (key, symmetry) = BookKey.canonical(state.bitboards)
        guard let entry = entries[key] else { return [] }
        let position = state.bitboards
        var found: [BookMove] = []
        for child in Self.children(of: position) {
            let move: Transcript.Entry =
                child.square == BookExit.pass ? .pass : .place(Coordinate(index: child.square))
            if let next = entries[BookKey.canonical(child.position).key] {
                found.append(
                    BookMove(
                        move: move, value: -next.value, depth: next.depth + 1,
                        selectivity: selectivity, staysInBook: true))
            } else if let exit = entry.exit, exit.square == symmetry.image(ofSquare: child.square),
                !found.contains(where: { $0.move == move })
            {
                found.append(
                    BookMove(
                        move: move, value: exit.value, depth: exit.depth,
                        selectivity: selectivity, staysInBook: false))
            }
        }
        return found.sorted { ($0.value, $1.order) > ($1.value, $0.order) }
    }

    /// The move to play in `legal`'s position, drawn by `seed` among the book's moves within
    /// `margin` hundredths of the best; `nil` when the book does not have the position. The
    /// same seed draws the same move in the same position, whatever came before.
    public func choice(in legal: LegalMoves, margin: Int, seed: UInt64) -> BookMove? {
        let found = moves(in: legal.state).filter { $0.coordinate != nil }
        guard let best = found.first else { return nil }
        let near = found.filter { $0.value >= best.value - margin }
        let key = BookKey(legal.state)
        var random = SplitMix64(
            seed: seed ^ key.own ^ (key.opponent << 32 | key.opponent >> 32))
        return near[Int(random.next() % UInt64(near.count))]
    }

    /// The positions a position leads to: one a legal move, or the pass when the side to move
    /// has none and the other side has; none once the game is over.
    static func children(of position: Bitboards) -> [(square: Int, position: Bitboards)] {
        let legal = position.legalMoves
        guard legal == 0 else {
            return Coordinate.cells(of: legal).map { cell in
                (
                    cell.index,
                    position.child(cell.index, FlipTables.shared.flips(position, at: cell.index))
                )
            }
        }
        return position.passed.legalMoves == 0 ? [] : [(BookExit.pass, position.passed)]
    }

    /// The value and depth of `key` by negamax, one ply: from its exit and the values `known`
    /// gives the book positions it leads to; the final score once the game is over. `nil` for a
    /// position whose moves all leave the book with no exit recorded.
    static func negamax(
        _ key: BookKey, exit: BookExit?, known: (BookKey) -> (value: Int, depth: Int)?
    ) -> (value: Int, depth: Int)? {
        let position = key.position
        let children = children(of: position)
        guard !children.isEmpty else {
            let final = FinalScore.difference(
                own: position.own.nonzeroBitCount, opponent: position.opponent.nonzeroBitCount)
            return (final * 100, 0)
        }
        var best = exit.map { (value: $0.value, depth: $0.depth) }
        for child in children {
            guard let next = known(BookKey.canonical(child.position).key) else { continue }
            let candidate = (value: -next.value, depth: next.depth + 1)
            if best.map({ (candidate.value, candidate.depth) > ($0.value, $0.depth) }) ?? true {
                best = candidate
            }
        }
        return best
    }

    /// The book with every value put together again by negamax from its exits up (after
    /// positions were added); a position that gets no value is left out.
    func negamaxed() -> OpeningBook {
        var done: [BookKey: (value: Int, depth: Int)] = [:]
        var inProgress: Set<BookKey> = []
        func value(of key: BookKey) -> (value: Int, depth: Int)? {
            if let known = done[key] { return known }
            // A position leads only to positions with more disks, or passes once: no cycle,
            // but a guard costs nothing.
            guard let entry = entries[key], inProgress.insert(key).inserted else { return nil }
            let found = Self.negamax(key, exit: entry.exit, known: value(of:))
            inProgress.remove(key)
            done[key] = found
            return found
        }
        var result: [BookKey: BookEntry] = [:]
        for (key, entry) in entries {
            guard let found = value(of: key) else { continue }
            result[key] = BookEntry(value: found.value, depth: found.depth, exit: entry.exit)
        }
        return OpeningBook(entries: result, selectivity: selectivity)
    }

    /// The first position, in key order, whose stored value or depth is not the negamax of
    /// its exit and of the stored values of the book positions it leads to (spec 21.4).
    func contradiction() -> (key: BookKey, stored: BookEntry, negamax: (value: Int, depth: Int)?)? {
        for key in entries.keys.sorted() {
            guard let entry = entries[key] else { continue }
            let found = Self.negamax(key, exit: entry.exit) { child in
                entries[child].map { ($0.value, $0.depth) }
            }
            if found?.value != entry.value || found?.depth != entry.depth {
                return (key, entry, found)
            }
        }
        return nil
    }

    mutating func insert(_ entry: BookEntry, at key: BookKey) { entries[key] = entry }
}

extension BookMove {
    /// Row-major order, the pass last.
    fileprivate var order: Int { coordinate.map(\.index) ?? BookExit.pass }
}
