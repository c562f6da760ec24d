import ReversiCore
import ReversiSpecs
import Testing

@testable import ReversiEngine

@Suite("Spec 16.4: the split points of a parallel solve")
struct SplitPointTests {
    private static let moves = [
        ScoredMove(square: 19, flipped: 1 << 27, key: 0),
        ScoredMove(square: 26, flipped: 1 << 27, key: 1),
        ScoredMove(square: 37, flipped: 1 << 36, key: 2),
    ]

    private static let start = Bitboards(
        own: 0x0000_0008_1000_0000, opponent: 0x0000_0010_0800_0000)

    private static func point(alpha: Int, beta: Int, parent: SplitPoint? = nil) -> SplitPoint {
        SplitPoint(
            position: Self.start, empties: 60, moves: moves,
            outcome: SplitOutcome(alpha: alpha, beta: beta), parent: parent)
    }

    @Test("a move's score above the floor raises it, and the best is the first move to reach it")
    func outcomeIsFailSoft() {
        var outcome = SplitOutcome(alpha: -10, beta: 10)
        #expect(outcome.best == Searcher.noScore)
        var cut = outcome.report(-20, square: 1)
        #expect(!cut)
        #expect(outcome.best == -20 && outcome.floor == -10 && outcome.bestSquare == 1)
        cut = outcome.report(4, square: 2) || outcome.report(4, square: 3)
        #expect(!cut)
        #expect(outcome.best == 4 && outcome.floor == 4 && outcome.bestSquare == 2)
        cut = outcome.report(12, square: 5)
        #expect(cut)
        #expect(outcome.best == 12 && outcome.bestSquare == 5)
    }

    @Test("moves are taken in order, each with the floor of when it was taken, until none is left")
    func movesTakenInOrder() throws {
        let point = Self.point(alpha: -4, beta: 30)
        let first = try #require(point.take())
        #expect(first.move.square == 19 && first.floor == -4)
        point.report(6, square: 19)
        let second = try #require(point.take())
        #expect(second.move.square == 26 && second.floor == 6)
        #expect(point.join())
        let third = try #require(point.take())
        #expect(third.move.square == 37)
        #expect(point.take() == nil)
        #expect(!point.join(), "a thread joins only while a move is left")
        #expect(point.outcome.best == 6 && point.outcome.bestSquare == 19)
    }

    @Test("a score at beta cuts the point off, and every point made under it with it")
    func cutOffReachesBelow() {
        let point = Self.point(alpha: 0, beta: 1)
        let below = Self.point(alpha: -3, beta: -2, parent: point)
        let beside = Self.point(alpha: 0, beta: 1)
        #expect(below.lies(under: point) && point.lies(under: point))
        #expect(!beside.lies(under: point) && !point.lies(under: below))
        _ = point.take()
        point.report(0, square: 19)
        #expect(!below.isCutOffHereOrAbove)
        point.report(2, square: 26)
        #expect(point.isCutOffHereOrAbove && below.isCutOffHereOrAbove)
        #expect(!beside.isCutOffHereOrAbove)
        #expect(point.take() == nil && !point.join(), "a point cut off hands out no more moves")
        #expect(below.take() != nil, "a point below hands out moves; its searches see the stop")
    }

    @Test(
        "the thread that makes a point works on it from the start; the point is done when all leave"
    )
    func workersCounted() {
        let point = Self.point(alpha: 0, beta: 1)
        #expect(point.hasWorkers)
        #expect(point.join())
        point.leave()
        #expect(point.hasWorkers)
        point.leave()
        #expect(!point.hasWorkers)
    }

    @Test(
        "a pool lets a thread join an open point, under a given one if asked, and none once closed")
    func poolJoins() {
        let pool = SplitPool()
        let top = Self.point(alpha: 0, beta: 1)
        let below = Self.point(alpha: 0, beta: 1, parent: top)
        let other = Self.point(alpha: 0, beta: 1)
        pool.open(other)
        pool.open(below)
        #expect(pool.join(within: top) === below)
        #expect(pool.join(within: nil) === other)
        pool.close(other)
        pool.close(below)
        #expect(pool.join(within: nil) == nil)
        #expect(!pool.hasIdleThread)
        pool.becomeIdle()
        #expect(pool.hasIdleThread)
        pool.becomeBusy()
        #expect(!pool.hasIdleThread)
    }

    @Test("a worker stops when the caller says so, and asks the caller no more after that")
    func workerStops() {
        let pool = SplitPool()
        var asked = 0
        let main = SolveWorker(pool: pool) {
            asked += 1
            return asked >= 3
        }
        let helper = SolveWorker(pool: pool, callerStop: nil)
        let point = Self.point(alpha: 0, beta: 1)
        helper.current = SplitPoint(
            position: Self.start, empties: 59, moves: Self.moves,
            outcome: SplitOutcome(alpha: 0, beta: 1), parent: point)
        #expect(!main.shouldStop() && !helper.shouldStop())
        _ = point.take()
        point.report(5, square: 19)
        #expect(helper.shouldStop(), "a cut-off above stops the helper")
        #expect(!main.shouldStop(), "the calling thread works elsewhere")
        #expect(main.shouldStop() && asked == 3)
        let unrelated = SolveWorker(pool: pool, callerStop: nil)
        #expect(unrelated.shouldStop(), "the caller's stop stops every thread")
        #expect(main.shouldStop() && asked == 3)
    }

    @Test(
        "spec 16.4: every bound a 2-thread solve of FFO 22 to 24 (FFO 22 in a quick run; 17 to 19 empties) leaves in the table from 12 empties up holds for the position's exact score"
    )
    func boundsLeftInTableHold() throws {
        let checking = TranspositionTable(TableStorage(bytes: 1 << 22), generation: 1)
        let checkLists = MoveListStorage()
        var checked = 0
        for problem in try EndgameProblem.load()[LongTests.size(quick: 21...21, long: 21...23)] {
            let storage = TableStorage(bytes: 1 << 20)
            let lists = (0..<2).map { _ in MoveListStorage() }
            let position = problem.state.bitboards
            let moves = Coordinate.cells(of: position.legalMoves).map {
                RootMove(square: $0.index, flipped: FlipTables.shared.flips(position, at: $0.index))
            }
            let solver = ParallelSolver(
                table: TranspositionTable(storage, generation: 1), storages: lists,
                shouldStop: { false })
            let solved = try #require(solver.solveRoot(position, moves, allBest: true).solved)
            #expect(solved.score == problem.score, "\(problem)")
            for index in 0..<storage.count {
                let stored = storage.entries[index]
                let child = Bitboards(
                    own: stored.ownCheck ^ stored.data, opponent: stored.opponentCheck ^ stored.data
                )
                guard stored.generation == 1, stored.depth >= ParallelSolver.splitEmpties,
                    let entry = stored.entry(for: child, generation: 1)
                else { continue }
                // A search with the window just around the bounds: a score outside it shows
                // which bound is wrong, and costs less than the exact score.
                var exact = Searcher(
                    table: checking, moveLists: checkLists, flipTables: .shared,
                    nodeBudget: nil, shouldStop: { false })
                let lower = Int(entry.lower)
                let upper = Int(entry.upper)
                let score = exact.solve(
                    child, lower - 1, upper + 1, empties: child.empty.nonzeroBitCount)
                #expect(
                    lower <= score && score <= upper,
                    "\(problem): \(entry) for a position that scores \(score) in that window")
                checked += 1
            }
        }
        #expect(checked > 1_000, "only \(checked) entries checked")
    }
}
