/// A move being ordered: where, what it flips, and its sort key (lower is tried first).
struct ScoredMove {
    var square: Int
    var flipped: UInt64
    var key: Int
}

/// Room for the move lists of every level of one search, allocated once per engine so that
/// the search never allocates. Level `n` (the exact solver's number of empties, or the
/// midgame search's ply) owns slots `n * width ..< (n + 1) * width`: room for a move on every
/// cell, as a position read from a file need not come from a game.
final class MoveListStorage {
    static let width = 64
    /// A midgame search's plies (at most 120: 60 moves, each after at most one pass), then
    /// the solver's levels when the midgame search solves its last plies
    /// (`Searcher.midgameSolverLists`).
    static let levels = 130
    let moves: UnsafeMutablePointer<ScoredMove>

    init() {
        let count = Self.width * Self.levels
        moves = .allocate(capacity: count)
        moves.initialize(repeating: ScoredMove(square: 0, flipped: 0, key: 0), count: count)
    }

    deinit { moves.deallocate() }
}

/// One level's list: moves are appended, then taken cheapest key first (a selection sort
/// that stops as soon as a move cuts off, which is usually the first one).
struct MoveList {
    let base: UnsafeMutablePointer<ScoredMove>
    private(set) var count = 0

    @inline(__always)
    init(_ storage: UnsafeMutablePointer<ScoredMove>, level: Int) {
        base = storage + level &* MoveListStorage.width
    }

    @inline(__always)
    mutating func append(square: Int, flipped: UInt64, key: Int) {
        base[count] = ScoredMove(square: square, flipped: flipped, key: key)
        count &+= 1
    }

    /// Moves the cheapest of the moves from `index` on to `index` and returns it.
    @inline(__always)
    func takeBest(from index: Int) -> ScoredMove {
        var best = index
        var bestKey = base[index].key
        var candidate = index &+ 1
        while candidate < count {
            if base[candidate].key < bestKey {
                best = candidate
                bestKey = base[candidate].key
            }
            candidate &+= 1
        }
        if best != index { swapAt(best, index) }
        return base[index]
    }

    @inline(__always)
    private func swapAt(_ i: Int, _ j: Int) {
        let moved = base[i]
        base[i] = base[j]
        base[j] = moved
    }

    subscript(index: Int) -> ScoredMove {
        get { base[index] }
        nonmutating set { base[index] = newValue }
    }
}
