/// The four symmetries of the board that map the starting position to itself, colours kept:
/// a game may begin `f5`, `e6`, `d3` or `c4`, and each first move is the image of `f5` under
/// exactly one of them (spec 19.4).
package enum StartSymmetry: CaseIterable, Sendable {
    case identity
    /// Reflection in the a1–h8 diagonal: `e6` ↔ `f5`.
    case mainDiagonal
    /// Reflection in the h1–a8 diagonal: `d3` ↔ `f5`.
    case antiDiagonal
    /// The half turn: `c4` ↔ `f5`.
    case halfTurn

    package func image(of cell: Coordinate) -> Coordinate {
        let x = Int(cell.column.rawValue)
        let y = Int(cell.row.rawValue)
        switch self {
        case .identity: return cell
        case .mainDiagonal: return Self.cell(x: y, y: x)
        case .antiDiagonal: return Self.cell(x: 7 - y, y: 7 - x)
        case .halfTurn: return Self.cell(x: 7 - x, y: 7 - y)
        }
    }

    /// The symmetry that takes `first` to `f5`; `nil` for a cell no game can begin on. Each
    /// symmetry is its own inverse, so the same one takes `f5` back to `first`.
    package init?(takingToF5 first: Coordinate) {
        guard let symmetry = Self.allCases.first(where: { $0.image(of: first) == .f5 }) else {
            return nil
        }
        self = symmetry
    }

    /// `x` and `y` are in 0..<8: both come from a column's and a row's raw value.
    private static func cell(x: Int, y: Int) -> Coordinate {
        Coordinate(Column.allCases[x], Row.allCases[y])
    }
}
