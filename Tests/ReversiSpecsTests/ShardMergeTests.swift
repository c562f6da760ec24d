import Foundation
import ReversiApp
import ReversiCore
import ReversiSpecs
import StateSpace
import Testing

/// Four shards, each reported as `--format json` and read back, then merged: the verdict must
/// be the one of a single unsharded run.
@Suite("Sharded runs: four shards and merge give the verdict of one run")
struct ShardMergeTests {
    static let shards = 4

    @Test("the rules, every invariant holding: the same verdict, situations and depths")
    func rulesHold() throws {
        let (whole, merged) = try expectSameVerdict(
            RulesSpecification(), depth: 5, describe: RulesSpecification.traceDescription)
        // The rules' view loses nothing, so the shards explore exactly the states of the
        // whole run between them, and reach exactly its situations.
        #expect(merged.shardSplitDepth != nil, "too small to split: the test proves nothing")
        #expect(merged.coverage.map { $0.count == 0 } == whole.coverage.map { $0.count == 0 })
        #expect(zip(merged.coverage, whole.coverage).allSatisfy { $0.count >= $1.count })
    }

    @Test("the rules with a planted fault below the split: the same invariant, as short a trace")
    func rulesFault() throws {
        // A board with 7 disks, 3 plies from the start, lies at the depth of the split: only
        // the shard that keeps it can find it.
        let neverSeven = StateInvariant<RulesPosition>("the board never holds 7 disks") {
            $0.model.board.emptyCount != 57
        }
        let (whole, merged) = try expectSameVerdict(
            RulesSpecification(stateInvariants: RulesInvariants.state + [neverSeven]), depth: 6,
            describe: RulesSpecification.traceDescription)
        #expect(whole.violation?.invariant == neverSeven.name)
        #expect(whole.violation?.trace.count == 4)
        let splitDepth = try #require(merged.shardSplitDepth)
        #expect(splitDepth >= 3)
    }

    @Test("the application machine, every invariant holding: the same verdict")
    func appHolds() throws {
        // Depth 3 already splits (at depth 2, 201 states); each depth multiplies the work by
        // about 2.5, so a quick run stops there.
        let (_, merged) = try expectSameVerdict(
            AppSpecification(), depth: LongTests.size(quick: 3, long: 4),
            describe: AppSpecification.traceDescription)
        // Its view forgets ticket numbers, so a shard may explore another state of the same
        // view than the whole run and count other situations: only the verdict must agree.
        #expect(merged.shardSplitDepth != nil, "too small to split: the test proves nothing")
    }

    @Test("the application machine ignoring the pass alert's dismissal: the same violation")
    func appFault() throws {
        let ignoresDismissal: AppSpecification.Reducer = { state, event in
            if case .person(.passDismissed) = event { return (state, []) }
            return reduce(state, event)
        }
        let (whole, _) = try expectSameVerdict(
            AppSpecification(reducer: ignoresDismissal), depth: 4,
            describe: AppSpecification.traceDescription)
        #expect(whole.violation != nil)
    }

    /// Checks `system` whole and in `shards` shards, merges the shards' JSON reports, and
    /// expects one verdict: the same invariant with a trace as short, or every invariant
    /// holding with the same completion and depth, and summed states no fewer than the
    /// distinct ones.
    @discardableResult
    func expectSameVerdict<System: TransitionSystem>(
        _ system: System, depth: Int, describe: TraceDescription<System.State, System.Action>
    ) throws -> (whole: CheckReport, merged: CheckReport) {
        let wholeOptions = CheckOptions(depth: depth, jobs: 2)
        let whole = CheckReport(
            title: "check", identity: RunIdentity(version: "1", build: "b"), options: wholeOptions,
            result: Checker(system, options: wholeOptions).run(), describe: describe)
        let reports = try (1...Self.shards).map { number in
            let shard = try #require(Shard(number: number, of: Self.shards))
            let options = CheckOptions(depth: depth, jobs: 2, shard: shard)
            let report = CheckReport(
                title: "check", identity: RunIdentity(version: "1", build: "b"), options: options,
                result: Checker(system, options: options).run(), describe: describe)
            return (
                name: "shard-\(number).json", report: try CheckReport(json: Data(report.json.utf8))
            )
        }
        let merged = try CheckReport.merging(reports)

        #expect(merged.mergedShards == Self.shards)
        #expect(merged.passed == whole.passed)
        #expect(merged.violation?.invariant == whole.violation?.invariant)
        #expect(merged.violation?.trace.count == whole.violation?.trace.count)
        if whole.passed {
            #expect(merged.completion == whole.completion)
            #expect(merged.depthReached == whole.depthReached)
            #expect(merged.distinctStates >= whole.distinctStates)
            #expect(merged.coverage.map(\.name) == whole.coverage.map(\.name))
        }
        return (whole, merged)
    }
}

@Suite("Merging: the shortest trace among the shards; reports of other runs refused")
struct MergeMismatchTests {
    /// The two shards of one small run.
    static func shards(
        check: String = "rules", version: String = "1", build: String = "b",
        run: String? = "r1", depth: Int = 3
    ) throws -> [CheckReport] {
        try (1...2).map { number in
            let options = CheckOptions(
                depth: depth, shard: try #require(Shard(number: number, of: 2)))
            return CheckReport(
                title: check, identity: RunIdentity(version: version, build: build, run: run),
                options: options,
                result: Checker(RulesSpecification(), options: options).run(),
                describe: RulesSpecification.traceDescription)
        }
    }

    @Test("both shards of one run merge")
    func matching() throws {
        let shards = try Self.shards()
        let merged = try CheckReport.merging([("a", shards[0]), ("b", shards[1])])
        #expect(merged.passed)
        #expect(merged.shard == "all/2")
        #expect(merged.text.contains("  shards             2, merged"))
        #expect(merged.text.contains("at most"))
    }

    @Test("a shard given twice, a missing one, or another N is refused, naming the files")
    func wrongShards() throws {
        let shards = try Self.shards()
        #expect(throws: ReportError.mismatch("shard 1/2 is given twice: 'a' and 'b'")) {
            try CheckReport.merging([("a", shards[0]), ("b", shards[0])])
        }
        #expect(throws: ReportError.mismatch("'a' is shard 1/2 of 2, but 1 reports were given")) {
            try CheckReport.merging([("a", shards[0])])
        }
        #expect(throws: ReportError.mismatch("no reports to merge")) {
            try CheckReport.merging([])
        }
    }

    @Test("another check, version or bound is refused, saying what differs")
    func otherRuns() throws {
        let shards = try Self.shards()
        let app = try Self.shards(check: "app")
        let version = try Self.shards(version: "2")
        let deeper = try Self.shards(depth: 4)
        #expect(
            throws: ReportError.mismatch(
                "'b' is not a shard of the same run as 'a': its check is 'app', not 'rules'")
        ) { try CheckReport.merging([("a", shards[0]), ("b", app[1])]) }
        #expect(
            throws: ReportError.mismatch(
                "'b' is not a shard of the same run as 'a': its program version is '2', not '1'")
        ) { try CheckReport.merging([("a", shards[0]), ("b", version[1])]) }
        #expect(
            throws: ReportError.mismatch(
                "'b' is not a shard of the same run as 'a': its depth bound is '4', not '3'")
        ) { try CheckReport.merging([("a", shards[0]), ("b", deeper[1])]) }
    }

    @Test("a report of another build or another run is refused, naming both files")
    func otherBuildOrRun() throws {
        let shards = try Self.shards()
        let rebuilt = try Self.shards(build: "c")
        let earlier = try Self.shards(run: "r0")
        let unnamed = try Self.shards(run: nil)
        #expect(
            throws: ReportError.mismatch(
                "'b' is not a shard of the same run as 'a': its build is 'c', not 'b'")
        ) { try CheckReport.merging([("a", shards[0]), ("b", rebuilt[1])]) }
        #expect(
            throws: ReportError.mismatch(
                "'b' is not a shard of the same run as 'a': its run is 'r0', not 'r1'")
        ) { try CheckReport.merging([("a", shards[0]), ("b", earlier[1])]) }
        #expect(
            throws: ReportError.mismatch(
                "'b' is not a shard of the same run as 'a': its run is 'none', not 'r1'")
        ) { try CheckReport.merging([("a", shards[0]), ("b", unnamed[1])]) }
    }

    @Test("with the run named, a whole set of another run's reports is refused, by file")
    func namedRun() throws {
        let shards = try Self.shards()
        let earlier = try Self.shards(run: "r0")
        let unnamed = try Self.shards(run: nil)
        let merged = try CheckReport.merging([("a", shards[0]), ("b", shards[1])], run: "r1")
        #expect(merged.run == "r1")
        #expect(merged.build == "b")
        #expect(
            throws: ReportError.mismatch("'a' is a report of run 'r0', not of run 'r1'")
        ) { try CheckReport.merging([("a", earlier[0]), ("b", earlier[1])], run: "r1") }
        #expect(
            throws: ReportError.mismatch("'b' is a report of run 'r0', not of run 'r1'")
        ) { try CheckReport.merging([("a", shards[0]), ("b", earlier[1])], run: "r1") }
        #expect(
            throws: ReportError.mismatch("'a' is a report of no run, not of run 'r1'")
        ) { try CheckReport.merging([("a", unnamed[0]), ("b", unnamed[1])], run: "r1") }
    }

    @Test("a run's name is a safe folder name")
    func runNames() {
        #expect(RunIdentity.isValidRun("12345"))
        #expect(RunIdentity.isValidRun("1f0c2a9e-7b1d-4c55-9f3e-0a6b2c1d4e5f"))
        #expect(RunIdentity.isValidRun("local-20261126T1530Z.42_x"))
        for bad in [
            "", ".", "..", ".hidden", "a/b", "a b", "ü", String(repeating: "a", count: 101),
        ] {
            #expect(!RunIdentity.isValidRun(bad), "\(bad)")
        }
    }

    @Test("a merged report is not a shard")
    func mergedAgain() throws {
        let shards = try Self.shards()
        let merged = try CheckReport.merging([("a", shards[0]), ("b", shards[1])])
        #expect(
            throws: ReportError.mismatch(
                "'m' is not the report of one shard (shard 'all/2')")
        ) { try CheckReport.merging([("m", merged), ("b", shards[1])]) }
    }

    @Test("the violation with the shortest trace wins, the lowest shard on a tie")
    func shortestTraceWins() throws {
        let shards = try Self.shards()
        let long = try Self.violating(shards[0], invariant: "long", steps: 3)
        let short = try Self.violating(shards[1], invariant: "short", steps: 2)
        let tied = try Self.violating(shards[1], invariant: "tied", steps: 3)
        let merged = try CheckReport.merging([("a", long), ("b", short)])
        #expect(!merged.passed)
        #expect(merged.completion == .violation)
        #expect(merged.violation?.invariant == "short")
        #expect(merged.violation?.shard == "2/2")
        #expect(merged.text.contains("shortest trace (found by shard 2/2), 1 step(s):"))
        #expect(try CheckReport.merging([("b", tied), ("a", long)]).violation?.invariant == "long")
        let oneFails = try CheckReport.merging([("a", shards[0]), ("b", short)])
        #expect(oneFails.violation?.invariant == "short")
    }

    /// `report` as if its run had broken `invariant` with a trace of `steps` states.
    static func violating(_ report: CheckReport, invariant: String, steps: Int) throws
        -> CheckReport
    {
        var object = try #require(
            try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
        object["passed"] = false
        object["completion"] = "violation"
        object["violation"] =
            [
                "invariant": invariant, "kind": "stateInvariant",
                "trace": (0..<steps).map { step in
                    ["action": step == 0 ? nil : "step \(step)", "fields": [], "notes": []]
                        as [String: Any?]
                },
            ] as [String: Any]
        return try CheckReport(json: JSONSerialization.data(withJSONObject: object))
    }
}
