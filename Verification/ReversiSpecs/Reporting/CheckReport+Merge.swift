import StateSpace

/// The reports of the N shards of one run, put back together into one verdict.
extension CheckReport {
    /// One report of `reports`, with the name it is known by (its file) for error messages.
    public typealias Named = (name: String, report: CheckReport)

    /// The verdict of the whole run: every invariant holds only if it holds in every shard; a
    /// violation is the one with the shortest trace among the shards (the lowest shard on a
    /// tie); states, depths and coverage are summed. Shards overlap (above the split, and
    /// wherever two parts reach the same state), so summed states bound the distinct states
    /// from above.
    ///
    /// The reports must be the shards of one run: the same program version and build, the
    /// same run (`run`, when given), check and bounds, the same number of shards N, and each
    /// shard 1…N exactly once. A report left by another run is refused by name, so that an
    /// earlier run's files cannot stand in for a shard of this one that failed.
    public static func merging(_ reports: [Named], run: String? = nil) throws(ReportError)
        -> CheckReport
    {
        guard let (firstName, first) = reports.first else {
            throw .mismatch("no reports to merge")
        }
        if let run {
            for (name, report) in reports where report.run != run {
                throw .mismatch(
                    "'\(name)' is "
                        + (report.run.map { "a report of run '\($0)'" } ?? "a report of no run")
                        + ", not of run '\(run)'")
            }
        }
        let shards = try shardNumbers(reports)
        for (name, report) in reports.dropFirst() {
            try requireSameRun(name, report, as: firstName, first)
        }
        // Each shard's violation with its shard number; the shortest trace wins, then the
        // lowest shard.
        var found: [(violation: ViolationReport, shard: Int)] = []
        for ((_, report), number) in zip(reports, shards) {
            guard var violation = report.violation else { continue }
            violation.shard = report.shard
            found.append((violation, number))
        }
        let violation = found.min {
            ($0.violation.trace.count, $0.shard) < ($1.violation.trace.count, $1.shard)
        }?.violation
        return CheckReport(
            identity: first.identity, check: first.check,
            completion: merged(reports.map(\.report.completion)),
            depthBound: first.depthBound, maxStates: first.maxStates, shardCount: reports.count,
            shardSplitDepth: reports.compactMap(\.report.shardSplitDepth).max(),
            depthReached: reports.map(\.report.depthReached).max() ?? 0,
            statesGenerated: reports.map(\.report.statesGenerated).reduce(0, +),
            distinctStates: reports.map(\.report.distinctStates).reduce(0, +),
            distinctStatesByDepth: sums(reports.map(\.report.distinctStatesByDepth)),
            seconds: reports.map(\.report.seconds).reduce(0, +),
            longestShardSeconds: reports.map(\.report.seconds).max() ?? 0,
            coverage: first.coverage.indices.map { index in
                Coverage(
                    name: first.coverage[index].name,
                    count: reports.map { $0.report.coverage[index].count }.reduce(0, +))
            },
            violation: violation)
    }

    /// Each report's shard number K, after checking that they are shards 1…N of one N, each
    /// exactly once.
    private static func shardNumbers(_ reports: [Named]) throws(ReportError) -> [Int] {
        var numbers: [Int] = []
        var names: [Int: String] = [:]
        for (name, report) in reports {
            guard report.mergedShards == nil,
                let shard = Shard(report.shard)
            else {
                throw .mismatch(
                    "'\(name)' is not the report of one shard (shard '\(report.shard)')")
            }
            guard shard.count == reports.count else {
                throw .mismatch(
                    "'\(name)' is shard \(shard) of \(shard.count), but \(reports.count) reports were given"
                )
            }
            let number = shard.index + 1
            if let other = names[number] {
                throw .mismatch("shard \(shard) is given twice: '\(other)' and '\(name)'")
            }
            names[number] = name
            numbers.append(number)
        }
        // N distinct numbers from 1 to N: each shard once.
        return numbers
    }

    private static func requireSameRun(
        _ name: String, _ report: CheckReport, as firstName: String, _ first: CheckReport
    ) throws(ReportError) {
        let fields: [(what: String, value: String, expected: String)] = [
            ("program version", report.version, first.version),
            ("build", report.build, first.build),
            ("run", report.run ?? "none", first.run ?? "none"),
            ("check", report.check, first.check),
            ("depth bound", "\(report.depthBound)", "\(first.depthBound)"),
            (
                "state budget", "\(report.maxStates.map(String.init) ?? "none")",
                "\(first.maxStates.map(String.init) ?? "none")"
            ),
            (
                "situations", report.coverage.map(\.name).joined(separator: "; "),
                first.coverage.map(\.name).joined(separator: "; ")
            ),
        ]
        if let (what, value, expected) = fields.first(where: { $0.value != $0.expected }) {
            throw .mismatch(
                "'\(name)' is not a shard of the same run as '\(firstName)': its \(what) is "
                    + "'\(value)', not '\(expected)'")
        }
    }

    /// A violation anywhere ends the whole run with a violation; otherwise the run stopped
    /// early if any shard did, and was exhaustive only if every shard was.
    private static func merged(_ completions: [Completion]) -> Completion {
        [.violation, .stateBudget, .depthBound].first(where: completions.contains) ?? .exhaustive
    }

    /// Element-wise sums of lists of different lengths.
    private static func sums(_ lists: [[Int]]) -> [Int] {
        (0..<(lists.map(\.count).max() ?? 0)).map { index in
            lists.reduce(0) { $0 + (index < $1.count ? $1[index] : 0) }
        }
    }
}
