import StateSpace
import Testing

@Suite("Checker: breadth-first exploration and shortest counterexamples")
struct CheckerTests {
    @Test("a correct system is explored exhaustively and passes")
    func exhaustivePass() {
        let result = Checker(Counter(limit: 10), options: CheckOptions(depth: 100)).run()
        #expect(result.passed)
        #expect(result.completion == .exhaustive)
        #expect(result.distinctStates == 11)
        #expect(result.depthReached == 5)
    }

    @Test("a broken state invariant is reported with a shortest trace")
    func shortestStateTrace() throws {
        let result = Checker(Counter(limit: 10, forbidden: 7), options: CheckOptions(depth: 100))
            .run()
        let violation = try #require(result.violation)
        #expect(violation.name == "never 7")
        #expect(violation.kind == .stateInvariant)
        #expect(violation.trace.map(\.state) == [0, 1, 3, 5, 7])
        #expect(violation.trace.first?.action == nil)
        #expect(
            violation.trace.dropFirst().map(\.actionName) == [
                "addOne", "addTwo", "addTwo", "addTwo",
            ])
        #expect(result.completion == .violation)
    }

    @Test("the planted mutex bug is found with the four-step interleaving")
    func mutexBug() throws {
        let result = Checker(Mutex(atomicEntry: false), options: CheckOptions(depth: 20)).run()
        let violation = try #require(result.violation)
        #expect(violation.name == "mutual exclusion")
        #expect(violation.trace.count == 5)
        #expect(violation.trace.last?.state.phases == [.critical, .critical])
    }

    @Test("the correct mutex passes every state and step invariant")
    func mutexCorrect() {
        let result = Checker(Mutex(atomicEntry: true), options: CheckOptions(depth: 20)).run()
        #expect(result.passed)
        #expect(result.completion == .exhaustive)
    }

    @Test("a stuck state that is not a legitimate end is a deadlock, with a shortest trace")
    func deadlock() throws {
        let result = Checker(DiningPair(), options: CheckOptions(depth: 10)).run()
        let violation = try #require(result.violation)
        #expect(violation.kind == .deadlock)
        #expect(violation.name == "deadlock")
        #expect(violation.trace.count == 3)
        #expect(violation.trace.last?.state.held == [1, 1])
    }

    @Test("a state with no action that is a legitimate end is not a deadlock")
    func legitimateEnd() {
        #expect(Checker(Counter(limit: 3), options: CheckOptions(depth: 10)).run().passed)
    }

    @Test("the view merges states that differ only in a growing counter")
    func viewMerges() {
        let merged = Checker(
            NumberedRequests(mergesByPhase: true), options: CheckOptions(depth: 50)
        ).run()
        #expect(merged.completion == .exhaustive)
        #expect(merged.distinctStates == 2)
        let unmerged = Checker(
            NumberedRequests(mergesByPhase: false), options: CheckOptions(depth: 50)
        ).run()
        #expect(unmerged.completion == .depthBound)
        #expect(unmerged.distinctStates == 51)
    }

    @Test("the depth bound stops exploration and is reported")
    func depthBound() {
        let result = Checker(GridWalk(size: 50), options: CheckOptions(depth: 7)).run()
        #expect(result.completion == .depthBound)
        #expect(result.depthReached == 7)
        // Cells reachable in at most 7 steps of (1,0), (0,1), (1,1): x, y <= 7.
        #expect(result.distinctStates == 64)
    }

    @Test("the state budget stops exploration and is reported")
    func stateBudget() {
        let result = Checker(GridWalk(size: 50), options: CheckOptions(depth: 100, maxStates: 300))
            .run()
        #expect(result.completion == .stateBudget)
        #expect(result.distinctStates == 300)
    }

    @Test(
        "a budget filled exactly is reported once a further successor is offered, even one already visited that the threads drop before the merge"
    )
    func budgetFilledExactlyByKnownSuccessors() {
        // A 2×2 walk has 4 cells, all found by depth 1; from depth 1 only the corner, already
        // visited, follows.
        for jobs in [1, 2] {
            let filled = Checker(
                GridWalk(size: 2), options: CheckOptions(depth: 10, maxStates: 4, jobs: jobs)
            ).run()
            #expect(filled.completion == .stateBudget)
            #expect(filled.distinctStates == 4)
            let roomy = Checker(
                GridWalk(size: 2), options: CheckOptions(depth: 10, maxStates: 5, jobs: jobs)
            ).run()
            #expect(roomy.completion == .exhaustive)
        }
    }

    @Test("coverage counts every explored step of each named situation")
    func coverage() {
        let result = Checker(Counter(limit: 4), options: CheckOptions(depth: 10)).run()
        // Steps into 4: from 3 (+1) and from 2 (+2).
        #expect(result.coverage.map(\.name) == ["reached the limit"])
        #expect(result.coverage.map(\.count) == [2])
        #expect(result.statesGenerated == 1 + 7)
    }
}

@Suite("Checker: parallel and sharded runs")
struct ParallelCheckerTests {
    @Test("results do not depend on the number of jobs", arguments: [2, 3, 8])
    func jobsDoNotChangeResults(jobs: Int) throws {
        let system = GridWalk(size: 120, forbidden: [100, 90])
        let single = Checker(system, options: CheckOptions(depth: 200)).run()
        let parallel = Checker(system, options: CheckOptions(depth: 200, jobs: jobs)).run()
        #expect(parallel.distinctStatesByDepth == single.distinctStatesByDepth)
        #expect(parallel.statesGenerated == single.statesGenerated)
        let expected = try #require(single.violation)
        let found = try #require(parallel.violation)
        #expect(found.trace.map(\.state) == expected.trace.map(\.state))
        #expect(expected.trace.count == 101)

        let clean = GridWalk(size: 120)
        let cleanSingle = Checker(clean, options: CheckOptions(depth: 300)).run()
        let cleanParallel = Checker(clean, options: CheckOptions(depth: 300, jobs: jobs)).run()
        #expect(cleanSingle.distinctStates == 120 * 120)
        #expect(cleanParallel.distinctStates == cleanSingle.distinctStates)
        #expect(cleanParallel.coverage == cleanSingle.coverage)
    }

    @Test(
        "shards split the space: each violation is found by some shard, at the same depth",
        arguments: [[3, 40], [60, 61], [119, 2]])
    func shardsCoverTheSpace(forbidden: [Int]) throws {
        let system = GridWalk(size: 120, forbidden: forbidden)
        let whole = try #require(Checker(system, options: CheckOptions(depth: 300)).run().violation)
        let shards = (1...3).compactMap { Shard(number: $0, of: 3) }
        let results = shards.map {
            Checker(system, options: CheckOptions(depth: 300, shard: $0)).run()
        }
        #expect(results.allSatisfy { $0.shardSplitDepth != nil })
        // A shard may reach the cell by a longer way than the shortest, but the shard that
        // owns the shortest way's state at the split depth finds that one.
        #expect(results.compactMap(\.violation).map(\.trace.count).min() == whole.trace.count)
    }

    @Test("in a tree, shards share only the levels above the split")
    func shardsPartitionATree() {
        let whole = Checker(BinaryTree(), options: CheckOptions(depth: 10)).run()
        #expect(whole.distinctStates == 2047)
        let results = (1...3).compactMap { Shard(number: $0, of: 3) }.map {
            Checker(BinaryTree(), options: CheckOptions(depth: 10, shard: $0)).run()
        }
        // 64 nodes at depth 6 is the first level of at least 16 per shard; every shard
        // discovers the 127 nodes down to it, then only the 30 descendants of each node it keeps.
        #expect(results.map(\.shardSplitDepth) == [6, 6, 6])
        #expect(results.map(\.distinctStates) == [127 + 22 * 30, 127 + 21 * 30, 127 + 21 * 30])
    }

    @Test("a shard is written K/N with 1 <= K <= N")
    func shardParsing() {
        #expect(Shard("2/4") == Shard(number: 2, of: 4))
        #expect(Shard("2/4")?.index == 1)
        #expect(Shard("0/4") == nil)
        #expect(Shard("5/4") == nil)
        #expect(Shard("1/0") == nil)
        #expect(Shard("x/2") == nil)
        #expect(Shard("1/2/3") == nil)
    }
}
