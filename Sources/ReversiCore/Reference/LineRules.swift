/// The public executable specification of the rules (spec 1.4, 1.5, 4.2): `LineRules`, with
/// `Line` and `FlippableLine`, says cell by cell which lines a move flips and in what order.
///
/// Slow and obviously right, and never on a hot path: the bitboard generator under
/// `GameModel` (`Bitboards`) is what plays, and the tests and the state-space checker compare
/// it with these rules on every position they reach. They stay public so that anyone can read
/// the rules in one place and check another implementation against them.
public enum LineRules {
    /// The lines that flip when `disk` is placed at `coordinate`, in `Direction` order.
    public static func flippableLines(
        placing disk: Disk, at coordinate: Coordinate, on board: Board
    ) -> [FlippableLine] {
        // From each direction at most one line flips: the shortest that ends on the mover's
        // disk (any longer one would have that disk in its middle).
        var lines: [FlippableLine] = []
        for direction in Direction.allCases {
            for length in Distance.allCases {
                guard let line = Line(from: coordinate, direction, length: length) else { break }
                if let flippable = FlippableLine(line, placing: disk, on: board) {
                    lines.append(flippable)
                    break
                }
            }
        }
        return lines
    }

    /// The flipped cells of placing `disk` at `coordinate`, in animation order.
    public static func flipped(
        placing disk: Disk, at coordinate: Coordinate, on board: Board
    ) -> [Coordinate] {
        flippableLines(placing: disk, at: coordinate, on: board).flatMap(\.flipped)
    }

    /// The legal cells for `disk`, in row-major order.
    public static func legalMoves(for disk: Disk, on board: Board) -> [Coordinate] {
        Coordinate.all.filter { !flippableLines(placing: disk, at: $0, on: board).isEmpty }
    }
}
