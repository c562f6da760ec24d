import ReversiCore

/// One of the book's moves in a real position (spec 21.3): the move in the position's own
/// coordinates, its value for the side that plays it and the depth behind that value, at the
/// book's selectivity.
public struct BookMove: Hashable, Sendable, DepthWithSelectivity {
    public let move: Transcript.Entry
    /// In hundredths of a disk, as `Score.hundredths`.
    public let value: Int
    public let depth: Int
    public let selectivity: Selectivity
    /// Whether the position after the move is in the book too; the best move out of the book
    /// is listed with `false`.
    public let staysInBook: Bool

    /// The value as the search reports one.
    public var score: Score { .heuristic(value) }

    /// The cell, for a move that places a disk.
    public var coordinate: Coordinate? {
        if case .place(let cell) = move { return cell }
        return nil
    }
}
