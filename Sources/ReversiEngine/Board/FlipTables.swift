import ReversiCore

/// Precomputed masks and counts that make the flips of one given cell cheap: the engine's one
/// flip routine, in every tier of the solver, in the midgame search and at the root.
///
/// The rules' `Bitboards.flips(at:)` finds the same flips, but builds each cell's rays from its
/// row and column on every call. The solver ran a fifth more instructions with it (callgrind,
/// FFO 22–25, 27, 29 and 31: 9.00 G against 7.39 G), and the midgame search too runs fewer with
/// the table, so the engine keeps this routine; the rules keep theirs, which cannot depend on the
/// engine, for perft and the checker.
///
/// Built once for the process (a few kilobytes, so they stay in the first-level cache), never
/// changed after, and read through plain pointers, so the hot loops pay neither lazy
/// initialisation, reference counting nor bounds checks.
struct FlipTables: @unchecked Sendable {
    /// For each cell, its eight rays: towards higher bits along the row, the column, the
    /// diagonal and the anti-diagonal, then the same four towards lower bits.
    let rays: UnsafePointer<UInt64>
    /// For each cell, the other cells of its diagonal, then of its anti-diagonal.
    let diagonals: UnsafePointer<UInt64>
    /// `lineFlips[8 * pattern + position]`: how many disks a placement at `position` (0–7) of
    /// a full line of eight cells flips, when `pattern` has a bit for each own disk and every
    /// other cell of the line is an opposing disk or off the line's end.
    let lineFlips: UnsafePointer<UInt8>

    static let shared = FlipTables()

    private init() {
        // Built as arrays, whose writes are checked, then copied once into memory of their
        // exact size: a table can be no longer or shorter than what was computed for it.
        let steps = [(1, 0), (0, 1), (1, 1), (-1, 1), (-1, 0), (0, -1), (-1, -1), (1, -1)]
        let cells = (0..<64).map { square in (column: square % 8, row: square / 8) }
        rays = Self.permanent(
            cells.flatMap { cell in
                steps.map { step in Self.ray(cell.column, cell.row, step.0, step.1) }
            })
        diagonals = Self.permanent(
            cells.flatMap { cell in
                [
                    Self.ray(cell.column, cell.row, 1, 1) | Self.ray(cell.column, cell.row, -1, -1),
                    Self.ray(cell.column, cell.row, -1, 1) | Self.ray(cell.column, cell.row, 1, -1),
                ]
            })
        lineFlips = Self.permanent((0..<256 * 8).map { index in Self.flips(index / 8, index % 8) })
    }

    /// The size of a cache line on the machines the engine runs on.
    private static let cacheLine = 64

    /// A copy of `values` that lives as long as the process, read without bounds checks.
    ///
    /// Aligned to a cache line, so that one cell's eight rays are one line. At the 16 bytes the
    /// allocator promises, where a table lands depends on what was allocated before it: when
    /// the midgame search began to read the tables, and so built them earlier, the solver, its
    /// code unchanged, took 4% more time on FFO 40 and 41 (compiled for the machine's CPU);
    /// aligned, it took what it had before.
    private static func permanent<Element>(_ values: [Element]) -> UnsafePointer<Element> {
        let memory = UnsafeMutableRawPointer.allocate(
            byteCount: MemoryLayout<Element>.stride * values.count, alignment: cacheLine
        ).bindMemory(to: Element.self, capacity: values.count)
        memory.initialize(from: values, count: values.count)
        return UnsafePointer(memory)
    }

    /// The cells from (column, row), excluded, in the direction (dx, dy) to the board's edge.
    private static func ray(_ column: Int, _ row: Int, _ dx: Int, _ dy: Int) -> UInt64 {
        var mask: UInt64 = 0
        var x = column + dx
        var y = row + dy
        while (0..<8).contains(x) && (0..<8).contains(y) {
            mask |= 1 << (y * 8 + x)
            x += dx
            y += dy
        }
        return mask
    }

    /// The flips of a placement at `position` on a line whose own disks are `pattern`.
    private static func flips(_ pattern: Int, _ position: Int) -> UInt8 {
        var total = 0
        for step in [-1, 1] {
            var cell = position + step
            while (0..<8).contains(cell) && pattern & (1 << cell) == 0 { cell += step }
            if (0..<8).contains(cell) { total += abs(cell - position) - 1 }
        }
        return UInt8(total)
    }

    /// The disks flipped when the side to move places on `square`: `Bitboards.flips(at:)`
    /// with the rays read from the table instead of built from the cell's row and column.
    @inline(__always)
    func flips(_ position: Bitboards, at square: Int) -> UInt64 {
        let rays = self.rays + square &* 8
        return position.flipsTowardHigherBits(along: rays[0])
            | position.flipsTowardHigherBits(along: rays[1])
            | position.flipsTowardHigherBits(along: rays[2])
            | position.flipsTowardHigherBits(along: rays[3])
            | position.flipsTowardLowerBits(along: rays[4])
            | position.flipsTowardLowerBits(along: rays[5])
            | position.flipsTowardLowerBits(along: rays[6])
            | position.flipsTowardLowerBits(along: rays[7])
    }

    /// How many disks `mover` flips by placing on `square` when every other cell of the board
    /// is occupied: the sum over the four lines through the cell, each read as an 8-bit
    /// pattern of the mover's disks.
    @inline(__always)
    func lastFlipCount(_ mover: UInt64, at square: Int) -> Int {
        let column = square & 7
        let row = square &>> 3
        let rowPattern = (mover &>> UInt64(truncatingIfNeeded: square & 56)) & 0xFF
        let columnPattern =
            (((mover &>> UInt64(truncatingIfNeeded: column)) & 0x0101_0101_0101_0101)
                &* 0x0102_0408_1020_4080) &>> 56
        let diagonalPattern =
            ((mover & diagonals[square &* 2]) &* 0x0101_0101_0101_0101) &>> 56
        let antiDiagonalPattern =
            ((mover & diagonals[square &* 2 &+ 1]) &* 0x0101_0101_0101_0101) &>> 56
        return Int(lineFlips[Int(truncatingIfNeeded: rowPattern) &* 8 &+ column])
            &+ Int(lineFlips[Int(truncatingIfNeeded: columnPattern) &* 8 &+ row])
            &+ Int(lineFlips[Int(truncatingIfNeeded: diagonalPattern) &* 8 &+ column])
            &+ Int(lineFlips[Int(truncatingIfNeeded: antiDiagonalPattern) &* 8 &+ column])
    }
}
