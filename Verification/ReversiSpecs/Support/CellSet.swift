import ReversiCore

/// A set of cells in one word, one bit a cell. The checker compares and maps sets of cells
/// in every position it visits; `Set<Coordinate>` or an array would hash or allocate each time.
struct CellSet: Hashable, Sendable, Sequence {
    private var bits: UInt64 = 0

    init() {}

    /// The cells of `moves`, as the bitboard generator found them; none for `nil`.
    init(_ moves: LegalMoves?) { bits = moves?.mask ?? 0 }

    /// The cells of `board` that hold `disk`.
    init(_ board: Board, holding disk: Disk) { bits = disk == .dark ? board.dark : board.light }

    var isEmpty: Bool { bits == 0 }

    func contains(_ cell: Coordinate) -> Bool { bits & cell.bit != 0 }

    mutating func insert(_ cell: Coordinate) { bits |= cell.bit }

    /// The cells in row-major order.
    func makeIterator() -> Iterator { Iterator(remaining: bits) }

    struct Iterator: IteratorProtocol {
        var remaining: UInt64

        mutating func next() -> Coordinate? {
            guard remaining != 0 else { return nil }
            defer { remaining &= remaining &- 1 }
            return Coordinate(index: remaining.trailingZeroBitCount)
        }
    }
}
