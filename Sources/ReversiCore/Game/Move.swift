/// A legal move: where `disk` is placed and which disks it flips.
///
/// Only `LegalMoves` makes one, so holding a `Move` means the rules allowed it.
public struct Move: Hashable, Sendable, CustomStringConvertible {
    public let disk: Disk
    public let coordinate: Coordinate
    @usableFromInline package let flipMask: UInt64

    package init(disk: Disk, coordinate: Coordinate, flipMask: UInt64) {
        self.disk = disk
        self.coordinate = coordinate
        self.flipMask = flipMask
    }

    /// The flipped cells in animation order (spec 4.2): line by line in `Direction`
    /// order, nearest to the placed disk first within a line.
    public var flipped: [Coordinate] {
        var cells: [Coordinate] = []
        cells.reserveCapacity(flipMask.nonzeroBitCount)
        for direction in Direction.allCases {
            for distance in Distance.allCases {
                guard let cell = coordinate.moved(direction, by: distance),
                    flipMask & cell.bit != 0
                else { break }
                cells.append(cell)
            }
        }
        return cells
    }

    /// The animation: the placed disk first, then every flipped disk in order.
    public var animationSteps: [Coordinate] { [coordinate] + flipped }

    /// The board after the move, on the board it was made for (only `GameModel` applies a
    /// move: a move on any other board would be meaningless).
    func applied(to board: Board) -> Board {
        var result = board
        let mover = disk == .dark ? \Board.dark : \Board.light
        let other = disk == .dark ? \Board.light : \Board.dark
        result[keyPath: mover] |= flipMask | coordinate.bit
        result[keyPath: other] &= ~flipMask
        return result
    }

    public var description: String { "\(disk) \(coordinate)" }
}
