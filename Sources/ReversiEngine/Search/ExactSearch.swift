import ReversiCore

/// The exact endgame solver: the final disk difference with best play (spec 13.4), by
/// fail-soft alpha-beta on disk differences.
///
/// Three tiers, by the number of empty cells:
/// - from `sortedEmpties` up: a stability cut-off, and the moves sorted fastest-first (fewest
///   replies for the opponent), with a null window for every move after the first (principal
///   variation search); from `tableEmpties` up also the transposition table, from
///   `childEntriesEmpties` up the children's entries, looked up before any move is searched,
///   and from `evaluationOrderEmpties` up a shallow search of the evaluation in the order;
/// - from 5 up to there (`solveShallow`): no table and no sorting, just the moves in regions
///   with an odd number of empties first (parity);
/// - the last four (`LastEmpties.swift`): the empty cells passed down by hand, no move
///   generation at all.
extension Searcher {
    /// Below this many empties a node is too cheap to pay for sorting.
    static let sortedEmpties = 7

    /// Below this many empties a sorted node neither reads nor writes the table: a lookup is
    /// a likely cache miss, which costs more than the small subtree it might save.
    static let tableEmpties = 9

    /// From this many empties a node looks up each child in the table before searching any:
    /// a child already known to fail low for the opponent cuts the node off at once (enhanced
    /// transposition cut-off).
    static let childEntriesEmpties = 12

    /// A score below every possible one: no move has been found yet.
    static let noScore = -65

    /// The exact score of `position` if it lies in `alpha...beta`; otherwise a bound on the
    /// side of the window it fell (fail-soft).
    @inline(__always)
    mutating func solve(_ position: Bitboards, _ alpha: Int, _ beta: Int, empties: Int) -> Int {
        if empties >= Self.sortedEmpties {
            return solveSorted(position, alpha, beta, empties: empties)
        }
        if empties > 4 { return solveShallow(position, alpha, beta, empties: empties) }
        return solveLastEmpties(position, alpha, beta, empties: empties)
    }

    mutating func solveSorted(_ position: Bitboards, _ alpha: Int, _ beta: Int, empties: Int)
        -> Int
    {
        var alpha = alpha
        var beta = beta
        var list = moveList(empties &+ solverLists)
        switch openSortedNode(position, &alpha, &beta, empties: empties, into: &list) {
        case .settled(let score): return score
        case .mustPass:
            return 0 &- solveSorted(position.passed, 0 &- beta, 0 &- alpha, empties: empties)
        case .ordered: break
        }
        let usesTable = empties >= Self.tableEmpties
        let variation = principalVariation(
            alpha, beta, noScore: Self.noScore, moveCount: list.count,
            childAfter: { index in
                let move = list.takeBest(from: index)
                return position.child(move.square, move.flipped)
            },
            searchChild: { searcher, child, alpha, beta in
                searcher.solve(child, alpha, beta, empties: empties &- 1)
            })
        if isStopped { return 0 }
        let best = variation.score
        if usesTable {
            let bestMove =
                variation.index >= 0 ? list[variation.index].square : Int(TableEntry.noMove)
            table.store(
                position, depth: empties, lower: best > alpha ? best : -64,
                upper: best < beta ? best : 64, move: bestMove)
        }
        return best
    }

    /// How a sorted node of the solver starts, on one thread or several.
    enum SortedNodeStart {
        /// Its score or a bound that cuts it off, found before any move is searched.
        case settled(Int)
        /// The side to move has none and passes; the opponent has moves.
        case mustPass
        /// Its moves are in the list, in the order to search them.
        case ordered
    }

    /// A sorted node up to its first move, the one beginning of the solver's sorted nodes on
    /// one thread and on several: the node counted (and the stop polled), the stability
    /// cut-off, the table's bounds narrowing `alpha...beta`, a pass or the game's end, and the
    /// moves ordered in `list`.
    @inline(__always)
    mutating func openSortedNode(
        _ position: Bitboards, _ alpha: inout Int, _ beta: inout Int, empties: Int,
        into list: inout MoveList
    ) -> SortedNodeStart {
        if visit() { return .settled(0) }
        if let bound = stabilityBound(position, alpha: alpha) { return .settled(bound) }
        var tableMove = Int(TableEntry.noMove)
        if empties >= Self.tableEmpties, let entry = table.probe(position) {
            if let value = entry.cutoff(&alpha, &beta) { return .settled(value) }
            tableMove = Int(entry.move)
        }
        let moves = position.legalMoves
        if moves == 0 {
            return position.passed.legalMoves == 0 ? .settled(position.finalScore) : .mustPass
        }
        if let bound = orderSolverMoves(
            position, moves, alpha, beta, tableMove: tableMove, empties: empties, into: &list)
        {
            return .settled(bound)
        }
        return .ordered
    }

    /// The moves of a sorted node in `list`, keyed in the solver's order: the table's move
    /// first, then fastest first (`solverOrderingKey`, `repliesKey` below the table), and from
    /// `evaluationOrderEmpties` up with the evaluation's view of each move added
    /// (`evaluationKey`). `nil`, unless a child's entry in the table shows that it fails low
    /// for the opponent: then the bound that cuts the node off, before any move is searched.
    /// The one ordering of the solver's sorted nodes, on one thread and on several.
    @inline(__always)
    mutating func orderSolverMoves(
        _ position: Bitboards, _ moves: UInt64, _ alpha: Int, _ beta: Int, tableMove: Int,
        empties: Int, into list: inout MoveList
    ) -> Int? {
        let usesTable = empties >= Self.tableEmpties
        let usesChildEntries = empties >= Self.childEntriesEmpties
        var remaining = moves
        while remaining != 0 {
            let square = popLowest(&remaining)
            let flipped = flipTables.flips(position, at: square)
            let child = position.child(square, flipped)
            if usesChildEntries, let entry = table.probe(child) {
                let bound = 0 &- Int(entry.upper)
                if bound >= beta { return bound }
            }
            let key =
                square == tableMove
                ? Int.min
                : usesTable
                    ? Self.solverOrderingKey(child, square: square, flipped: flipped)
                    : Self.repliesKey(child)
            list.append(square: square, flipped: flipped, key: key)
        }
        if empties >= ordersByEvaluationFrom {
            for index in 0..<list.count where list[index].key != Int.min {
                let move = list[index]
                list[index].key = evaluationKey(
                    position.child(move.square, move.flipped), fastestFirst: move.key,
                    alpha, empties: empties)
            }
        }
        return nil
    }

    /// From this many empties the solver's order also asks the evaluation (a shallow search of
    /// it for each move): below, a node's subtree is too small to pay for it. On FFO 40–44,
    /// while the other settings were tried, from 13 empties visited 176 M positions and from
    /// 15 178 M, against 175 M from 14 (docs/engine.md has the settings kept: 169 M).
    static let evaluationOrderEmpties = 14

    /// The key of a move of a node with `empties` empty cells at least
    /// `evaluationOrderEmpties`: its fastest-first key plus the evaluation of the `child` it
    /// leaves, searched 1 ply (2 from 18 empties, 3 from 20), at 3 key points a disk (2 for the
    /// deeper searches). A move that the shallow search finds more than `evaluationMargin`
    /// disks below the node's floor `alpha` is bad whatever its exact value, so its search
    /// stops at that bound: fewer positions evaluated, and such moves ordered among themselves
    /// by the bounds they stopped at.
    @inline(__always)
    mutating func evaluationKey(_ child: Bitboards, fastestFirst: Int, _ alpha: Int, empties: Int)
        -> Int
    {
        let depth = empties >= 20 ? 3 : empties >= 18 ? 2 : 1
        let perDisk = depth == 1 ? 3 : 2
        // From the opponent's side, who moves in `child`: its value at or above this is the
        // mover's below `alpha - evaluationMargin`.
        let ceiling = (Self.evaluationMargin &- alpha) &* 100
        let value = shallowValue(child, -Evaluation.infinity, ceiling, depth: depth)
        return fastestFirst &+ value &* perDisk / 100
    }

    /// How far below a node's floor, in disks, the shallow searches of `evaluationKey` still
    /// tell moves apart.
    static let evaluationMargin = 16

    /// The evaluation searched `depth` plies by fail-soft alpha-beta, the moves in the order
    /// of the board and without the table, whose entries are the solve's: the value of
    /// `position` for the side to move, at 100 a disk. Each position counts as visited.
    mutating func shallowValue(_ position: Bitboards, _ alpha: Int, _ beta: Int, depth: Int)
        -> Int
    {
        count()
        if depth <= 0 { return Evaluation.evaluate(position) }
        var remaining = position.legalMoves
        if remaining == 0 {
            let passed = position.passed
            if passed.legalMoves == 0 { return Evaluation.final(position.finalScore) }
            return 0 &- shallowValue(passed, 0 &- beta, 0 &- alpha, depth: depth)
        }
        var best = -Evaluation.infinity
        var floor = alpha
        while remaining != 0 {
            let square = popLowest(&remaining)
            let child = position.child(square, flipTables.flips(position, at: square))
            let score = 0 &- shallowValue(child, 0 &- beta, 0 &- floor, depth: depth &- 1)
            if raise(&best, &floor, to: score, beta: beta) { break }
        }
        return best
    }

    /// When even winning every disk the opponent can still lose would not lift the score above
    /// `alpha`, that bound: the position fails low without a search.
    @inline(__always)
    func stabilityBound(_ position: Bitboards, alpha: Int) -> Int? {
        // The bound is at least 64 - 2 × (all the opponent's disks): test that first.
        guard alpha >= 64 &- 2 &* position.opponent.nonzeroBitCount else { return nil }
        let stable = stableDisks(
            own: position.opponent, lines: FullLines(position.own | position.opponent))
        let bound = 64 &- 2 &* stable.nonzeroBitCount
        return bound <= alpha ? bound : nil
    }

    /// Fastest first: a move that leaves the opponent few replies (a corner among them
    /// counting three times), few empty cells next to the mover's disks (the opponent's
    /// potential moves) and that flips few disks tends to cut off sooner and to keep the tree
    /// narrow. The weights were tuned on the node counts of FFO positions 21–37 and 40–44.
    @inline(__always)
    static func orderingKey(_ child: Bitboards, flipped: UInt64) -> Int {
        let replies = child.legalMoves
        let potentialReplies = neighbours(of: child.opponent) & child.empty
        return 8 &* replies.nonzeroBitCount &+ 16 &* (replies & corners).nonzeroBitCount
            &+ 2 &* potentialReplies.nonzeroBitCount &+ flipped.nonzeroBitCount
    }

    /// The exact solver's order: `orderingKey`, and two corrections. A move that leaves the
    /// mover more disks on corners and on the edge cells beside its own corners, which the
    /// opponent can hardly take back, comes first among equals (359 M positions on FFO 40–44
    /// against 410 M without it, 222 M against 247 M on FFO 21–37). A move on an X-square
    /// (diagonally next to an empty corner) or a C-square (next to one along the edge) comes
    /// later, as if it left the opponent two or one more replies: such a move seldom refutes,
    /// even when the corner is not yet a legal reply (the weights took FFO 21–37 and 40–44
    /// from 572 M positions to 484 M; 4 to 24 for the X-square, 4 to 12 for the C-square all
    /// helped).
    @inline(__always)
    static func solverOrderingKey(_ child: Bitboards, square: Int, flipped: UInt64) -> Int {
        let mine = child.opponent
        // The mover's corners, and its disks on the cells beside them (no shift wraps to the
        // other side of the board: the masks drop what would land in column a or h).
        let ownCorners = mine & corners
        let besideCorners =
            (((ownCorners &<< 1) & 0xFEFE_FEFE_FEFE_FEFE)
                | ((ownCorners &>> 1) & 0x7F7F_7F7F_7F7F_7F7F)
                | (ownCorners &<< 8) | (ownCorners &>> 8)) & mine
        // The corners still empty after the move are those empty before it, unless the move
        // took one, and then it is not next to itself.
        let nextToOpen = cellsNextToEmptyCorners(child.empty)
        let placed: UInt64 = 1 &<< UInt64(truncatingIfNeeded: square)
        return orderingKey(child, flipped: flipped)
            &- 3 &* (ownCorners | besideCorners).nonzeroBitCount
            &+ (placed & nextToOpen.x != 0 ? 16 : 0) &+ (placed & nextToOpen.c != 0 ? 8 : 0)
    }

    /// The order of the sorted nodes below the table (7 and 8 empties), where the node's work
    /// counts more than the order's last refinements: the opponent's replies alone, a corner
    /// counting three times. It leaves the number of positions as it was with
    /// `solverOrderingKey` there, and took 8% less CPU time on FFO 40–44.
    @inline(__always)
    static func repliesKey(_ child: Bitboards) -> Int {
        let replies = child.legalMoves
        return 8 &* replies.nonzeroBitCount &+ 16 &* (replies & corners).nonzeroBitCount
    }

    static let corners: UInt64 = 0x8100_0000_0000_0081
    /// The X- and C-squares: a move there tends to give the opponent a corner, so it is
    /// tried after the others of its parity.
    static let nextToCorners: UInt64 = 0x42C3_0000_0000_C342

    /// Fail-soft alpha-beta without table or sorting, for 5 and 6 empties: the cells next to
    /// an opposing disk in odd regions first, then the rest; in each, X- and C-squares last.
    mutating func solveShallow(_ position: Bitboards, _ alpha: Int, _ beta: Int, empties: Int)
        -> Int
    {
        count()
        let candidates = position.empty & neighbours(of: position.opponent)
        let odd = Quadrants.odd(position.empty)
        var first = candidates & odd & ~Self.nextToCorners
        var second = candidates & odd & Self.nextToCorners
        var third = candidates & ~odd & ~Self.nextToCorners
        var fourth = candidates & ~odd & Self.nextToCorners
        var best = Self.noScore
        var floor = alpha
        while first | second | third | fourth != 0 {
            let square =
                first | second != 0
                ? popLowest(&first, else: &second) : popLowest(&third, else: &fourth)
            let flipped = flipTables.flips(position, at: square)
            if flipped == 0 { continue }
            let child = position.child(square, flipped)
            let score =
                empties == 5
                ? 0 &- solveLastEmpties(child, 0 &- beta, 0 &- floor, empties: 4)
                : 0 &- solveShallow(child, 0 &- beta, 0 &- floor, empties: empties &- 1)
            if raise(&best, &floor, to: score, beta: beta) { return best }
        }
        if best != Self.noScore { return best }
        let passed = position.passed
        if passed.legalMoves == 0 { return position.finalScore }
        return 0 &- solveShallow(passed, 0 &- beta, 0 &- alpha, empties: empties)
    }
}

/// Takes `score` as the best so far if it is, and as the new floor if it beats that; true when
/// it reaches `beta` (a cut-off): the fail-soft step of every node of the solver, on one
/// thread and on several.
@inline(__always)
func raise(_ best: inout Int, _ floor: inout Int, to score: Int, beta: Int) -> Bool {
    guard score > best else { return false }
    best = score
    guard score > floor else { return false }
    floor = score
    return score >= beta
}

/// Takes the lowest cell of `cells`, which must hold one: how every loop over a set of cells
/// steps.
@inline(__always)
func popLowest(_ cells: inout UInt64) -> Int {
    let square = cells.trailingZeroBitCount
    cells &= cells &- 1
    return square
}

/// Takes the lowest cell of `first`, or of `second` once `first` is empty. One of the two must
/// hold a cell.
@inline(__always)
func popLowest(_ first: inout UInt64, else second: inout UInt64) -> Int {
    first != 0 ? popLowest(&first) : popLowest(&second)
}
