import ReversiCore

/// The flip order of the original app, which published solutions kept: runs by direction,
/// but "left" before "lower-left" (spec 9.4 fixes the order).
enum OriginalFlipOrder {
    /// The disks `move` flips on `board`, in the original's order.
    static func flipped(by move: Move, on board: Board) -> [Coordinate] {
        LineRules.flippableLines(placing: move.disk, at: move.coordinate, on: board)
            .sorted { rank($0.line.direction) < rank($1.line.direction) }
            .flatMap(\.flipped)
    }

    /// A position where the two orders differ on the first move: dark's d4 flips c5
    /// (lower-left) and c4 (left). `nil` only if its diagram were broken, which leaves the
    /// faults that start there unreported, so their test fails.
    static let startPosition = try? Positions.lowerLeftAndLeft.game()

    private static func rank(_ direction: Direction) -> Int {
        switch direction {
        case .left: Int(Direction.lowerLeft.rawValue)
        case .lowerLeft: Int(Direction.left.rawValue)
        default: Int(direction.rawValue)
        }
    }
}
