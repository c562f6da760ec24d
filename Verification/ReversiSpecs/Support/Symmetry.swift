import ReversiCore

/// The eight symmetries of the square board: four rotations, each with or without a mirror.
/// The rules know no direction, so each maps a position's legal moves onto the legal moves of
/// the mapped position.
public struct Symmetry: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Swap columns and rows first (the mirror in the main diagonal).
    let transposes: Bool
    /// Then mirror left-right and/or top-bottom.
    let mirrorsColumns: Bool
    let mirrorsRows: Bool

    public static let allCases: [Symmetry] = [false, true].flatMap { transposes in
        [false, true].flatMap { mirrorsColumns in
            [false, true].map { mirrorsRows in
                Symmetry(
                    transposes: transposes, mirrorsColumns: mirrorsColumns, mirrorsRows: mirrorsRows
                )
            }
        }
    }

    public func map(_ coordinate: Coordinate) -> Coordinate {
        var column = coordinate.column.rawValue
        var row = coordinate.row.rawValue
        if transposes { swap(&column, &row) }
        if mirrorsColumns { column = 7 - column }
        if mirrorsRows { row = 7 - row }
        return Coordinate(Column(rawValue: column) ?? .a, Row(rawValue: row) ?? .one)
    }

    public func map(_ board: Board) -> Board {
        var mapped = Board.empty
        for cell in Coordinate.all where board[cell] != nil { mapped[map(cell)] = board[cell] }
        return mapped
    }

    public var description: String {
        "transpose \(transposes), mirror columns \(mirrorsColumns), mirror rows \(mirrorsRows)"
    }
}
