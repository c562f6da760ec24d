import Foundation
import Testing

/// `reversi-verify merge`, `tools/verify-shards` and the shard script the batch files run.
@Suite("Sharded runs from the command line: verify-shard, verify-shards and merge")
struct VerifyShardsTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let shardScript = repository.appendingPathComponent("Verification/batch/verify-shard")
        .path
    static let mergeScript = repository.appendingPathComponent("Verification/batch/merge-shards")
        .path
    static let slurmShards = repository.appendingPathComponent(
        "Verification/batch/slurm-shards.sbatch"
    ).path
    static let runner = repository.appendingPathComponent("tools/verify-shards").path
    static let verifier = Executable.url("reversi-verify").path
    /// The batch variables of the machine running the tests must not leak in.
    static let cleared = [
        "SHARD_INDEX", "JOB_COMPLETION_INDEX", "SLURM_ARRAY_TASK_ID", "SLURM_ARRAY_JOB_ID",
        "SLURM_ARRAY_TASK_MIN", "SLURM_ARRAY_TASK_COUNT", "SLURM_CPUS_PER_TASK", "RUN_ID",
    ].reduce(into: [String: String]()) { $0[$1] = "" }

    /// Runs `script` (the shard script unless named) with `variables` set, in run `r1` unless
    /// they name another, its reports under `reports`.
    func shard(
        _ arguments: [String], _ variables: [String: String], reports: URL,
        script: String = shardScript, verifier: String = verifier
    ) throws -> ProcessResult {
        // Through bash: a copy of the repository may not keep the script's executable bit.
        try Executable.runProgram(
            "/usr/bin/env", ["bash", script] + arguments,
            environment: Self.cleared.merging(
                ["RUN_ID": "r1", "REPORTS": reports.path, "REVERSI_VERIFY": verifier],
                uniquingKeysWith: { $1 }
            ).merging(variables, uniquingKeysWith: { $1 }), timeout: 120)
    }

    /// Runs the merge script on the reports of `run` under `reports`.
    func mergeShards(_ arguments: [String], reports: URL) throws -> ProcessResult {
        try Executable.runProgram(
            "/usr/bin/env", ["bash", Self.mergeScript] + arguments,
            environment: ["REPORTS": reports.path, "REVERSI_VERIFY": Self.verifier], timeout: 60)
    }

    /// The names of the files in the folder of run `run` under `reports`.
    func files(_ reports: SaveDirectory, run: String = "r1") -> [String] {
        let folder = reports.url.appendingPathComponent(run).path
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    @Test("four shards and merge give the verdict of one run, and merge exits as it would")
    func runnerMatchesOneRun() throws {
        let arguments = ["rules", "--depth", "5", "--require-coverage"]
        let merged = try Executable.runProgram(
            "/usr/bin/env", ["bash", Self.runner, "4"] + arguments,
            environment: ["REVERSI_VERIFY": Self.verifier, "PARALLEL": "2"], timeout: 300)
        let whole = try Executable.run("reversi-verify", arguments)
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(merged.status == whole.status)
        let verdict = "rules: every invariant holds (the depth bound was reached)"
        #expect(
            merged.stdout.hasPrefix(verdict + "\n  shards             4, merged (split at depth"))
        #expect(whole.stdout.hasPrefix(verdict + "\n"))
        #expect(merged.stdout.contains("at most"))
    }

    @Test("the shard index comes from SHARD_INDEX, a Kubernetes or a Slurm variable")
    func indexVariables() throws {
        let reports = try SaveDirectory()
        // A Slurm array's run is its job id, unless a run id is given.
        let slurm = ["RUN_ID": "", "SLURM_ARRAY_JOB_ID": "r1"]
        for (variables, file) in [
            (["SHARD_INDEX": "0"], "rules-1-of-4.json"),
            (["JOB_COMPLETION_INDEX": "2"], "rules-3-of-4.json"),
            (
                slurm.merging(
                    [
                        "SLURM_ARRAY_TASK_ID": "5", "SLURM_ARRAY_TASK_MIN": "4",
                        "SLURM_ARRAY_TASK_COUNT": "4",
                    ], uniquingKeysWith: { $1 }), "rules-2-of-4.json"
            ),
            (
                slurm.merging(["SLURM_ARRAY_TASK_ID": "3"], uniquingKeysWith: { $1 }),
                "rules-4-of-4.json"
            ),
        ] {
            let result = try shard(["4", "rules", "--depth", "3"], variables, reports: reports.url)
            #expect(result.status == 0, "\(variables): \(result.stderr)")
            #expect(files(reports).contains(file), "\(variables)")
        }
        let merge = try mergeShards(["r1", "4", "rules", "--depth", "3"], reports: reports.url)
        #expect(merge.status == 0, "\(merge.stderr)")
        #expect(merge.stdout.hasPrefix("rules: every invariant holds"))
        #expect(merge.stdout.hasSuffix("\nverdict: passed\n"))
    }

    @Test("the Slurm script takes the array's index and run, whatever the submitting shell set")
    func slurmIgnoresLeftovers() throws {
        let reports = try SaveDirectory()
        // sbatch passes the submitting shell's variables on: another runner's index and run.
        let leftovers = ["SHARD_INDEX": "0", "JOB_COMPLETION_INDEX": "0", "RUN_ID": "stale"]
        let array = [
            "SLURM_ARRAY_JOB_ID": "77", "SLURM_ARRAY_TASK_ID": "1", "SLURM_ARRAY_TASK_MIN": "0",
            "SLURM_ARRAY_TASK_COUNT": "4", "SLURM_CPUS_PER_TASK": "2",
            "SLURM_SUBMIT_DIR": Self.repository.path,
        ]
        let result = try shard(
            ["4", "rules", "--depth", "3"], leftovers.merging(array, uniquingKeysWith: { $1 }),
            reports: reports.url, script: Self.slurmShards)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(files(reports, run: "77") == ["rules-2-of-4.json"])
        #expect(files(reports, run: "stale").isEmpty)

        // The threads are the CPUs the task asked for: another --jobs is refused.
        let jobs = try shard(
            ["4", "rules", "--depth", "3", "--jobs", "3"], array, reports: reports.url,
            script: Self.slurmShards)
        #expect(jobs.status == 64)
        #expect(jobs.stderr.hasPrefix("error: --jobs 3, but the task has 2 CPUs"), "\(jobs.stderr)")
    }

    @Test("a shard deletes its earlier report first: one that fails leaves none for merge")
    func failedShardLeavesNoReport() throws {
        let reports = try SaveDirectory()
        let first = try shard(
            ["2", "rules", "--depth", "3"], ["SHARD_INDEX": "0"], reports: reports.url)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(files(reports) == ["rules-1-of-2.json"])
        // The same run id again (a retried pod, say), and this time the verifier fails.
        let failed = try shard(
            ["2", "rules", "--depth", "x"], ["SHARD_INDEX": "0"], reports: reports.url)
        #expect(failed.status == 64)
        #expect(failed.stderr.contains("error: shard 1/2 of rules (run r1) wrote no report"))
        #expect(files(reports).isEmpty)
    }

    @Test("a run without an id, or with one that is not a folder name, is a usage error")
    func runIDs() throws {
        let reports = try SaveDirectory()
        for (run, error) in [
            ("", "error: no run id"), ("../up", "error: invalid run id '../up'"),
            (".hidden", "error: invalid run id '.hidden'"),
        ] {
            let result = try shard(
                ["2", "rules", "--depth", "2"], ["SHARD_INDEX": "0", "RUN_ID": run],
                reports: reports.url)
            #expect(result.status == 64, "\(run)")
            #expect(result.stderr.hasPrefix(error), "\(result.stderr)")
        }
        #expect(reports.files.isEmpty)
    }

    @Test("reports of another run, or of another build of the verifier, are refused by name")
    func otherRunOrBuild() throws {
        let reports = try SaveDirectory()
        for (index, run) in [("0", "r1"), ("1", "r1"), ("1", "r0")] {
            let result = try shard(
                ["2", "rules", "--depth", "3"], ["SHARD_INDEX": index, "RUN_ID": run],
                reports: reports.url)
            #expect(result.status == 0, "\(result.stderr)")
        }
        let first = reports.url.appendingPathComponent("r1/rules-1-of-2.json").path
        let second = reports.url.appendingPathComponent("r1/rules-2-of-2.json").path
        let earlier = reports.url.appendingPathComponent("r0/rules-2-of-2.json").path
        let mixed = try Executable.run("reversi-verify", ["merge", "--run", "r1", first, earlier])
        #expect(mixed.status == 65)
        #expect(mixed.stderr == "error: '\(earlier)' is a report of run 'r0', not of run 'r1'\n")
        let unnamed = try Executable.run("reversi-verify", ["merge", first, earlier])
        #expect(unnamed.status == 65)
        #expect(
            unnamed.stderr
                == "error: '\(earlier)' is not a shard of the same run as '\(first)': its run is 'r0', not 'r1'\n"
        )

        // The same version, rebuilt: a copy of the verifier with one byte more.
        let rebuilt = reports.url.appendingPathComponent("reversi-verify-rebuilt")
        var bytes = try Data(contentsOf: URL(fileURLWithPath: Self.verifier))
        bytes.append(0)
        try bytes.write(to: rebuilt)
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o755], ofItemAtPath: rebuilt.path)
        let again = try shard(
            ["2", "rules", "--depth", "3"], ["SHARD_INDEX": "1"], reports: reports.url,
            verifier: rebuilt.path)
        #expect(again.status == 0, "\(again.stderr)")
        let build = try Executable.run("reversi-verify", ["merge", "--run", "r1", first, second])
        #expect(build.status == 65)
        #expect(build.stderr.contains("its build is 'fnv1a64-"), "\(build.stderr)")
    }

    @Test("merge-shards reads REPORTS, and a missing report fails it with 74")
    func mergeShardsMissing() throws {
        let reports = try SaveDirectory()
        let written = try shard(
            ["2", "rules", "--depth", "3"], ["SHARD_INDEX": "0"], reports: reports.url)
        #expect(written.status == 0, "\(written.stderr)")
        let merge = try mergeShards(["r1", "2", "rules", "--depth", "3"], reports: reports.url)
        #expect(merge.status == 74)
        let missing = reports.url.appendingPathComponent("r1/rules-2-of-2.json").path
        #expect(merge.stderr == "error: cannot read '\(missing)'\n")
        #expect(merge.stdout.isEmpty)
    }

    @Test("a log that holds both streams ends with the error, then a verdict that agrees")
    func verdictLast() throws {
        let reports = try SaveDirectory()
        // At depth 1 no game ends, so --require-coverage fails.
        let arguments = ["1", "rules", "--depth", "1", "--require-coverage"]
        let written = try shard(arguments, ["SHARD_INDEX": "0"], reports: reports.url)
        #expect(written.status == 0, "\(written.stderr)")
        let log = try Executable.runProgram(
            "/bin/sh", ["-c", "exec bash \"$0\" \"$@\" 2>&1", Self.mergeScript, "r1"] + arguments,
            environment: ["REPORTS": reports.url.path, "REVERSI_VERIFY": Self.verifier])
        #expect(log.status == 1)
        let lines = log.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "rules: every invariant holds (the depth bound was reached)")
        #expect(
            Array(lines.suffix(2)) == [
                "error: --require-coverage: never reached: dark won; light won; tied",
                "verdict: FAILED: --require-coverage: never reached: dark won; light won; tied",
            ])
    }

    @Test("a shard that found a violation still succeeds: the report is there for merge")
    func violationIsAReport() throws {
        let reports = try SaveDirectory()
        // At depth 2 no game can end, so --require-coverage makes the verifier exit 1.
        let result = try shard(
            ["2", "rules", "--depth", "2", "--require-coverage"], ["SHARD_INDEX": "1"],
            reports: reports.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(files(reports) == ["rules-2-of-2.json"])
    }

    @Test(
        "a bad shard count or index is a usage error, and no report is written",
        arguments: [
            (["4", "rules", "--depth", "2"], [String: String](), "error: no shard index"),
            (["4", "rules", "--depth", "2"], ["SHARD_INDEX": "4"], "error: shard index '4'"),
            (["0", "rules", "--depth", "2"], ["SHARD_INDEX": "0"], "error: invalid number"),
            (
                ["4", "rules", "--depth", "2"],
                ["SLURM_ARRAY_TASK_ID": "0", "SLURM_ARRAY_TASK_COUNT": "3"],
                "error: the job array has 3 tasks, not 4"
            ),
        ])
    func badIndex(arguments: [String], variables: [String: String], error: String) throws {
        let reports = try SaveDirectory()
        let result = try shard(arguments, variables, reports: reports.url)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix(error), "\(result.stderr)")
        #expect(reports.files.isEmpty)
    }

    @Test(
        "merge says which file is missing, unreadable or not a report, with exit codes 64, 65, 74")
    func mergeErrors() throws {
        let reports = try SaveDirectory()
        for index in ["0", "1"] {
            let written = try shard(
                ["3", "rules", "--depth", "3"], ["SHARD_INDEX": index], reports: reports.url)
            #expect(written.status == 0, "\(written.stderr)")
        }
        let first = reports.url.appendingPathComponent("r1/rules-1-of-3.json").path
        let second = reports.url.appendingPathComponent("r1/rules-2-of-3.json").path
        let incomplete = try Executable.run("reversi-verify", ["merge", first, second])
        #expect(incomplete.status == 65)
        #expect(
            incomplete.stderr == "error: '\(first)' is shard 1/3 of 3, but 2 reports were given\n")

        let twice = try Executable.run("reversi-verify", ["merge", first, first, second])
        #expect(twice.status == 65)
        #expect(twice.stderr == "error: shard 1/3 is given twice: '\(first)' and '\(first)'\n")

        let notReport = reports.url.appendingPathComponent("notes.txt").path
        try Data("hello".utf8).write(to: URL(fileURLWithPath: notReport))
        let bad = try Executable.run("reversi-verify", ["merge", first, notReport])
        #expect(bad.status == 65)
        #expect(bad.stderr == "error: '\(notReport)' is not a check report (not JSON)\n")

        let absent = reports.url.appendingPathComponent("absent.json").path
        let missing = try Executable.run("reversi-verify", ["merge", absent])
        #expect(missing.status == 74)
        #expect(missing.stderr == "error: cannot read '\(absent)'\n")

        let none = try Executable.run("reversi-verify", ["merge"])
        #expect(none.status == 64)
        #expect(
            none.stderr.hasPrefix(
                "error: missing REPORT.json (the reports of the shards of one run)\n"))
    }
}
