/// A line that flips when `disk` is placed at its start: one or more opposing disks, then,
/// at the line's end, a disk of the mover's colour.
///
/// Its initializer checks exactly that, so a value of this type is a proof that the line flips.
public struct FlippableLine: Hashable, Sendable {
    public let line: Line
    public let disk: Disk

    public init?(_ line: Line, placing disk: Disk, on board: Board) {
        let cells = line.cells
        guard board[line.start] == nil, cells.count >= 2,
              board[line.end] == disk,
              cells.dropLast().allSatisfy({ board[$0] == disk.flipped }) else { return nil }
        self.line = line
        self.disk = disk
    }

    /// The opposing disks that flip, nearest to the placed disk first.
    public var flipped: [Coordinate] { Array(line.cells.dropLast()) }
}
