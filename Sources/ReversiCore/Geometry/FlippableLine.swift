/// A line that flips when `disk` is placed at its start: one or more opposing disks, then,
/// at the line's end, a disk of the mover's colour.
///
/// Its initializer checks exactly that, so a value of this type is a proof that the line flips.
public struct FlippableLine: Hashable, Sendable {
    public let line: Line
    public let disk: Disk

    public init?(_ line: Line, placing disk: Disk, on board: Board) {
        guard board[line.start] == nil, line.length > .one, board[line.end] == disk else {
            return nil
        }
        for distance in Distance.allCases where distance < line.length {
            guard let cell = line.start.moved(line.direction, by: distance),
                board[cell] == disk.flipped
            else { return nil }
        }
        self.line = line
        self.disk = disk
    }

    /// The opposing disks that flip, nearest to the placed disk first: the line's cells but
    /// its end.
    public var flipped: [Coordinate] {
        Distance.allCases.prefix { $0 < line.length }.compactMap {
            line.start.moved(line.direction, by: $0)
        }
    }
}
