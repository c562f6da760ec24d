/// The moves of the side to move in a position where it has at least one.
///
/// The initializer fails when there is none, so a value of this type is never empty: it is
/// the payload of `GameModel.mustPlace`.
public struct LegalMoves: Hashable, Sendable, RandomAccessCollection {
    public let state: GameState
    @usableFromInline package let mask: UInt64

    public init?(_ state: GameState) {
        let mask = state.bitboards.legalMoves
        guard mask != 0 else { return nil }
        self.state = state
        self.mask = mask
    }

    public var disk: Disk { state.turn }

    /// The cells where the side may place, in row-major order.
    public var coordinates: [Coordinate] { Coordinate.cells(of: mask) }

    public func contains(_ coordinate: Coordinate) -> Bool { mask & coordinate.bit != 0 }

    /// The move at `coordinate`, or `nil` when placing there is not legal.
    public func move(at coordinate: Coordinate) -> Move? {
        guard contains(coordinate) else { return nil }
        return Move(
            disk: state.turn, coordinate: coordinate,
            flipMask: state.bitboards.flips(at: coordinate.index))
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { mask.nonzeroBitCount }

    /// The `position`-th move in row-major order.
    public subscript(position: Int) -> Move {
        var remaining = mask
        for _ in 0..<position { remaining &= remaining &- 1 }
        let coordinate = Coordinate(index: remaining.trailingZeroBitCount)
        return Move(
            disk: state.turn, coordinate: coordinate,
            flipMask: state.bitboards.flips(at: coordinate.index))
    }
}
