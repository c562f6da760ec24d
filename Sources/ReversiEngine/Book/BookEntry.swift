/// What the book knows of one position (spec 21.1): its value by negamax over the book's tree,
/// and the best of the moves that leave the book, searched.
public struct BookEntry: Hashable, Sendable {
    /// For the side to move, in hundredths of a disk as `Score.hundredths`: the best of the
    /// exit's value and the negated values of the book positions the moves lead to.
    public internal(set) var value: Int
    /// The plies behind `value`: the book's plies down to the leaf, and the leaf's search.
    public internal(set) var depth: Int
    /// The best move that leads out of the book; `nil` when every move stays in it, or the
    /// game is over.
    var exit: BookExit?

    /// The most a value can be: the whole board, in hundredths.
    static let valueBound = 6400
}

/// A move that leaves the book, valued by a search of this engine.
struct BookExit: Hashable, Sendable {
    /// The square in the key's frame, 0..<64, or `BookExit.pass`.
    let square: Int
    /// For the side that plays it, in hundredths of a disk.
    let value: Int
    /// The plies behind `value`, the move itself included.
    let depth: Int

    /// The square number that stands for a pass.
    static let pass = 64
}
