import ReversiCore

extension TranspositionTable {
    /// The replies the last search expects after the move on `square` from `position`
    /// (spec 16.3): from each position on, the best move the table keeps for it, while the
    /// table has one and the rules allow it, for at most `length` moves.
    ///
    /// Read after the search, so the search itself pays nothing for it. The line is the
    /// search's guess, not a proof: a move kept for a position can come from an earlier, more
    /// shallow iteration. It stops before a pass, which a line of cells cannot show, and it
    /// never ends a game early: every move in it is legal where it stands.
    func expectedLine(after square: Int, from position: Bitboards, length: Int) -> [Coordinate] {
        var position = position.child(square, FlipTables.shared.flips(position, at: square))
        var line: [Coordinate] = []
        while line.count < length, let entry = probe(position), entry.move != TableEntry.noMove {
            let move = Int(entry.move)
            guard position.legalMoves & (1 &<< UInt64(move)) != 0 else { break }
            line.append(Coordinate(index: move))
            position = position.child(move, FlipTables.shared.flips(position, at: move))
        }
        return line
    }
}
