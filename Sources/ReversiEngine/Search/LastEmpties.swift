import ReversiCore

/// The last four empty cells: each level receives the remaining empty cells by hand, tries
/// only those, and keeps no list, no table and no generated move set. A side with no move
/// passes once (`passed`); after two passes the game is over.
extension Searcher {
    /// The exact score (fail-soft outside `alpha...beta`) with at most four empty cells, tried
    /// in parity order: cells alone in their quadrant, or in a quadrant with three, first; with
    /// four, X- and C-squares after the others of their parity.
    mutating func solveLastEmpties(_ position: Bitboards, _ alpha: Int, _ beta: Int, empties: Int)
        -> Int
    {
        let empty = position.empty
        let odd = Quadrants.odd(empty)
        var first = empty & odd
        var second = empty & ~odd
        switch empties {
        case 4:
            var firstPlain = first & ~Self.nextToCorners
            var firstNear = first & Self.nextToCorners
            var secondPlain = second & ~Self.nextToCorners
            var secondNear = second & Self.nextToCorners
            func next() -> Int {
                firstPlain | firstNear != 0
                    ? popLowest(&firstPlain, else: &firstNear)
                    : popLowest(&secondPlain, else: &secondNear)
            }
            let x1 = next()
            let x2 = next()
            let x3 = next()
            let x4 = next()
            return solve4(position, alpha, beta, x1, x2, x3, x4, passed: false)
        case 3:
            let x1 = popLowest(&first, else: &second)
            let x2 = popLowest(&first, else: &second)
            let x3 = popLowest(&first, else: &second)
            return solve3(position, alpha, beta, x1, x2, x3, passed: false)
        case 2:
            let x1 = popLowest(&first, else: &second)
            let x2 = popLowest(&first, else: &second)
            return solve2(position, alpha, beta, x1, x2, passed: false)
        case 1:
            return solve1(position, empty.trailingZeroBitCount)
        default:
            count()
            return position.finalScore
        }
    }

    private mutating func solve4(
        _ position: Bitboards, _ alpha: Int, _ beta: Int,
        _ x1: Int, _ x2: Int, _ x3: Int, _ x4: Int, passed: Bool
    ) -> Int {
        count()
        var best = Self.noScore
        var floor = alpha
        if tryMove(position, x1, beta, &best, &floor, leaving: x2, x3, x4) { return best }
        if tryMove(position, x2, beta, &best, &floor, leaving: x1, x3, x4) { return best }
        if tryMove(position, x3, beta, &best, &floor, leaving: x1, x2, x4) { return best }
        if tryMove(position, x4, beta, &best, &floor, leaving: x1, x2, x3) { return best }
        if best != Self.noScore { return best }
        if passed { return position.finalScore }
        return 0
            &- solve4(position.passed, 0 &- beta, 0 &- alpha, x1, x2, x3, x4, passed: true)
    }

    private mutating func solve3(
        _ position: Bitboards, _ alpha: Int, _ beta: Int,
        _ x1: Int, _ x2: Int, _ x3: Int, passed: Bool
    ) -> Int {
        count()
        var best = Self.noScore
        var floor = alpha
        if tryMove(position, x1, beta, &best, &floor, leaving: x2, x3) { return best }
        if tryMove(position, x2, beta, &best, &floor, leaving: x1, x3) { return best }
        if tryMove(position, x3, beta, &best, &floor, leaving: x1, x2) { return best }
        if best != Self.noScore { return best }
        if passed { return position.finalScore }
        return 0 &- solve3(position.passed, 0 &- beta, 0 &- alpha, x1, x2, x3, passed: true)
    }

    /// Plays `square` if it flips anything and solves the three cells left for the opponent:
    /// one move of `solve4`, true when its score cuts off (`raise`).
    @inline(__always)
    private mutating func tryMove(
        _ position: Bitboards, _ square: Int, _ beta: Int, _ best: inout Int, _ floor: inout Int,
        leaving x1: Int, _ x2: Int, _ x3: Int
    ) -> Bool {
        let flipped = flipTables.flips(position, at: square)
        guard flipped != 0 else { return false }
        let child = position.child(square, flipped)
        let score = 0 &- solve3(child, 0 &- beta, 0 &- floor, x1, x2, x3, passed: false)
        return raise(&best, &floor, to: score, beta: beta)
    }

    /// One move of `solve3`: as above, with two cells left.
    @inline(__always)
    private mutating func tryMove(
        _ position: Bitboards, _ square: Int, _ beta: Int, _ best: inout Int, _ floor: inout Int,
        leaving x1: Int, _ x2: Int
    ) -> Bool {
        let flipped = flipTables.flips(position, at: square)
        guard flipped != 0 else { return false }
        let child = position.child(square, flipped)
        let score = 0 &- solve2(child, 0 &- beta, 0 &- floor, x1, x2, passed: false)
        return raise(&best, &floor, to: score, beta: beta)
    }

    private mutating func solve2(
        _ position: Bitboards, _ alpha: Int, _ beta: Int, _ x1: Int, _ x2: Int, passed: Bool
    ) -> Int {
        count()
        var best = Self.noScore
        var flipped = flipTables.flips(position, at: x1)
        if flipped != 0 {
            best = 0 &- solve1(position.child(x1, flipped), x2)
            if best >= beta { return best }
        }
        flipped = flipTables.flips(position, at: x2)
        if flipped != 0 {
            best = max(best, 0 &- solve1(position.child(x2, flipped), x1))
        }
        if best != Self.noScore { return best }
        if passed { return position.finalScore }
        return 0 &- solve2(position.passed, 0 &- beta, 0 &- alpha, x1, x2, passed: true)
    }

    /// The exact score with one empty cell, `square`: whoever can play it does, the side to
    /// move first.
    private mutating func solve1(_ position: Bitboards, _ square: Int) -> Int {
        count()
        let ownCount = position.own.nonzeroBitCount
        let flipped = flipTables.lastFlipCount(position.own, at: square)
        if flipped != 0 { return 2 &* (ownCount &+ 1 &+ flipped) &- 64 }
        let lost = flipTables.lastFlipCount(position.opponent, at: square)
        if lost != 0 { return 2 &* (ownCount &- lost) &- 64 }
        return Bitboards.finalScoreWithOneEmpty(ownCount: ownCount)
    }
}
