import ReversiCore

/// Answers of the slow, cell-by-cell reference rules (`LineRules`), in the shapes the
/// invariants compare against the fast ones.
enum Reference {
    /// `LineRules.legalMoves`, asking `LineRules` only about empty cells next to an opposing
    /// disk: no other cell can start a flippable line, and `LineRules` is slow.
    static func legalMoves(for disk: Disk, on board: Board) -> [Coordinate] {
        Coordinate.all.filter { isLegal(disk, at: $0, on: board) }
    }

    /// Whether `disk` has a legal move, stopping at the first one found.
    static func hasLegalMove(for disk: Disk, on board: Board) -> Bool {
        Coordinate.all.contains { isLegal(disk, at: $0, on: board) }
    }

    private static func isLegal(_ disk: Disk, at cell: Coordinate, on board: Board) -> Bool {
        board[cell] == nil
            && Direction.allCases.contains {
                cell.moved($0).map { board[$0] == disk.flipped } ?? false
            }
            && !LineRules.flippableLines(placing: disk, at: cell, on: board).isEmpty
    }

    /// The board after `disk` is placed at `cell`: the cell and every flipped disk become `disk`.
    static func board(afterPlacing disk: Disk, at cell: Coordinate, on board: Board) -> Board {
        var result = board
        result[cell] = disk
        for flipped in LineRules.flipped(placing: disk, at: cell, on: board) {
            result[flipped] = disk
        }
        return result
    }

    /// Counts disks cell by cell, independently of the bitboard popcount.
    static func count(of disk: Disk, on board: Board) -> Int {
        Coordinate.all.reduce(0) { $0 + (board[$1] == disk ? 1 : 0) }
    }

    /// Who wins by the rules of spec section 2, from counts made cell by cell.
    static func outcome(of board: Board) -> Outcome {
        let dark = count(of: .dark, on: board)
        let light = count(of: .light, on: board)
        return dark == light ? .tied : .won(dark > light ? .dark : .light)
    }
}
