import ReversiCore

/// Answers of the cell-by-cell reference rules (`LineRules`), in the shapes the invariants
/// compare against the fast ones.
enum Reference {
    /// The legal cells of `disk`, each decided by `LineRules` alone.
    ///
    /// Only the empty cells next to an opposing disk are asked: every flippable line starts
    /// with one, and in the positions the checker visits most cells are far from any disk.
    static func legalMoves(for disk: Disk, on board: Board) -> CellSet {
        var asked = CellSet()
        var legal = CellSet()
        for opposing in Coordinate.all where board[opposing] == disk.flipped {
            for direction in Direction.allCases {
                guard let cell = opposing.moved(direction), board[cell] == nil,
                    !asked.contains(cell)
                else { continue }
                asked.insert(cell)
                if LineRules.isLegal(placing: disk, at: cell, on: board) { legal.insert(cell) }
            }
        }
        return legal
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

    /// Who wins by the rules of spec 2.5, from counts made cell by cell.
    static func outcome(of board: Board) -> Outcome {
        let dark = count(of: .dark, on: board)
        let light = count(of: .light, on: board)
        return dark == light ? .tied : .won(dark > light ? .dark : .light)
    }
}

/// What the reference rules say a position is: the three cases of `GameModel` (spec 2.1, 2.2,
/// 2.5), found cell by cell, independently of it.
enum ReferenceVerdict: Hashable, Sendable {
    /// The side to move has these legal moves, at least one.
    case mustPlace(CellSet)
    /// The side to move has none, and the opponent has one.
    case mustPass
    /// Neither side has one.
    case completed

    /// The verdict for `turn` to move on `board`. A model that says the game is over names no
    /// side (`turn` is `nil`); then both are asked, dark first, and anything but `completed`
    /// contradicts the model.
    init(board: Board, turn: Disk?) {
        let mover = turn ?? .dark
        let moves = Reference.legalMoves(for: mover, on: board)
        if !moves.isEmpty {
            self = .mustPlace(moves)
        } else if LineRules.hasLegalMove(for: mover.flipped, on: board) {
            self = .mustPass
        } else {
            self = .completed
        }
    }

    /// The legal cells of the side to move; none unless it must place.
    var legalMoves: CellSet {
        if case .mustPlace(let cells) = self { return cells }
        return CellSet()
    }
}
