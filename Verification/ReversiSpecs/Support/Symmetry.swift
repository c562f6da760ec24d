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
    /// The image of each cell, in the order of `Coordinate.all`: worked out once, because the
    /// checker maps boards under every symmetry in every position.
    private let images: [Coordinate]

    private init(transposes: Bool, mirrorsColumns: Bool, mirrorsRows: Bool) {
        self.transposes = transposes
        self.mirrorsColumns = mirrorsColumns
        self.mirrorsRows = mirrorsRows
        images = Coordinate.all.map { coordinate in
            var column = coordinate.column.rawValue
            var row = coordinate.row.rawValue
            if transposes { swap(&column, &row) }
            if mirrorsColumns { column = 7 - column }
            if mirrorsRows { row = 7 - row }
            return Coordinate(Column(rawValue: column) ?? .a, Row(rawValue: row) ?? .one)
        }
    }

    public static let allCases: [Symmetry] = [false, true].flatMap { transposes in
        [false, true].flatMap { mirrorsColumns in
            [false, true].map { mirrorsRows in
                Symmetry(
                    transposes: transposes, mirrorsColumns: mirrorsColumns, mirrorsRows: mirrorsRows
                )
            }
        }
    }

    /// The mirror in the main diagonal alone: columns become rows.
    static let transpose = Symmetry(transposes: true, mirrorsColumns: false, mirrorsRows: false)

    public func map(_ coordinate: Coordinate) -> Coordinate { images[coordinate.index] }

    public func map(_ board: Board) -> Board {
        var mapped = Board.empty
        for disk in Disk.allCases {
            for cell in CellSet(board, holding: disk) { mapped[map(cell)] = disk }
        }
        return mapped
    }

    /// The image of every cell of `cells`.
    func map(_ cells: CellSet) -> CellSet {
        var image = CellSet()
        for cell in cells { image.insert(map(cell)) }
        return image
    }

    public var description: String {
        "transpose \(transposes), mirror columns \(mirrorsColumns), mirror rows \(mirrorsRows)"
    }
}
