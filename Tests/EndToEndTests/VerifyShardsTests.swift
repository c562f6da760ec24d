import Foundation
import Testing

/// `reversi-verify merge`, `tools/verify-shards` and the shard script the batch files run.
@Suite("Sharded runs from the command line: verify-shard, verify-shards and merge")
struct VerifyShardsTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let shardScript = repository.appendingPathComponent("Verification/batch/verify-shard")
        .path
    static let runner = repository.appendingPathComponent("tools/verify-shards").path
    static let verifier = Executable.url("reversi-verify").path

    /// Runs the shard script with `index` set as the variable `name`.
    func shard(
        _ arguments: [String], _ index: [String: String], reports: URL
    ) throws -> ProcessResult {
        // Through bash: a copy of the repository may not keep the script's executable bit.
        try Executable.runProgram(
            "/usr/bin/env", ["bash", Self.shardScript] + arguments,
            environment: index.merging(
                ["REPORTS": reports.path, "REVERSI_VERIFY": Self.verifier], uniquingKeysWith: { $1 }
            ), timeout: 120)
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
        for (variables, file) in [
            (["SHARD_INDEX": "0"], "rules-1-of-4.json"),
            (["JOB_COMPLETION_INDEX": "2"], "rules-3-of-4.json"),
            (
                [
                    "SLURM_ARRAY_TASK_ID": "5", "SLURM_ARRAY_TASK_MIN": "4",
                    "SLURM_ARRAY_TASK_COUNT": "4",
                ], "rules-2-of-4.json"
            ),
            (["SLURM_ARRAY_TASK_ID": "3"], "rules-4-of-4.json"),
        ] {
            let result = try shard(["4", "rules", "--depth", "3"], variables, reports: reports.url)
            #expect(result.status == 0, "\(variables): \(result.stderr)")
            #expect(reports.files.contains(file), "\(variables)")
        }
        let merge = try Executable.run(
            "reversi-verify",
            ["merge"] + reports.files.map { reports.url.appendingPathComponent($0).path })
        #expect(merge.status == 0, "\(merge.stderr)")
        #expect(merge.stdout.hasPrefix("rules: every invariant holds"))
    }

    @Test("a shard that found a violation still succeeds: the report is there for merge")
    func violationIsAReport() throws {
        let reports = try SaveDirectory()
        // At depth 2 no game can end, so --require-coverage makes the verifier exit 1.
        let result = try shard(
            ["2", "rules", "--depth", "2", "--require-coverage"], ["SHARD_INDEX": "1"],
            reports: reports.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(reports.files == ["rules-2-of-2.json"])
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
        // The batch variables of the machine running the tests must not leak in.
        let cleared = ["SHARD_INDEX", "JOB_COMPLETION_INDEX", "SLURM_ARRAY_TASK_ID"]
            .reduce(into: [String: String]()) { $0[$1] = "" }
        let result = try shard(
            arguments, cleared.merging(variables, uniquingKeysWith: { $1 }), reports: reports.url)
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
        let first = reports.url.appendingPathComponent("rules-1-of-3.json").path
        let second = reports.url.appendingPathComponent("rules-2-of-3.json").path
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
