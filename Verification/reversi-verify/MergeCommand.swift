import CLISupport
import Foundation
import ReversiSpecs

/// `reversi-verify merge REPORT.json...`: the verdict of a sharded run from its shards' JSON
/// reports. Reading the files is all it does; the merging is `CheckReport.merging`.
enum MergeCommand {
    static let reports = Argument<String>(
        "REPORT.json", expected: "the reports of the shards of one run", count: .oneOrMore,
        completion: .file,
        help: "The '--format json' reports of the N shards of one run, each shard once."
    ) {
        $0.isEmpty ? nil : $0
    }
    static let format = Option<ReportFormat>.choice(
        "--format", value: "F", default: .text, help: "text, or json: the merged report.")
    static let run = Option<String>(
        "--run", value: "ID", expected: CheckCommandOptions.runExpected,
        help: "Take the reports of the run ID only (the shards' own '--run'); any other is"
            + " refused by name."
    ) { RunIdentity.isValidRun($0) ? $0 : nil }
    static let requireCoverage = Flag(
        "--require-coverage",
        help: "Fail (exit 1) if a named situation was reached by no shard.")

    static let command = CommandSpec(
        "reversi-verify merge",
        abstract: "Put the reports of the shards of one run together into one verdict.",
        discussion: """
            Reads the JSON reports of the N shards of one 'rules' or 'app' run ('--shard K/N
            --format json'), checks that they belong together (the same check, bounds, program
            version and build, the same run, with '--run' the run ID, and each shard 1 to N
            exactly once), and prints one verdict in the usual form: every invariant holds only
            if it holds in every shard; a violation shows the shortest trace among the shards.
            States and coverage counts are summed; the shards overlap, so the summed distinct
            states bound the real number from above. A text verdict ends with a line 'verdict:
            passed' or 'verdict: FAILED: ...', which the exit code repeats.
            """,
        arguments: [reports], options: [run, format, requireCoverage],
        sections: [
            (
                title: "EXIT CODES",
                text: """
                  0   every invariant holds in every shard
                  1   a violation (or, with --require-coverage, a situation no shard reached)
                  64  a usage error
                  65  a file that is not a report, or reports that are not the shards of one run
                      (of another run or build, a shard missing or given twice)
                  74  a file that cannot be read (a shard that wrote no report)
                """
            )
        ])

    static func run(_ words: [String]) -> Never {
        let (paths, run, format, requireCoverage) = command.parse(words) {
            arguments throws(UsageError) in
            let paths = try arguments.remaining(Self.reports)
            return (
                paths, try arguments.value(Self.run), try arguments.value(Self.format) ?? .text,
                arguments.flag(Self.requireCoverage)
            )
        }
        let merged: CheckReport
        do throws(ReportError) {
            merged = try CheckReport.merging(paths.map { ($0, read($0)) }, run: run)
        } catch {
            printError("error: \(error)")
            exit(.dataError)
        }
        Verdict(merged, format: format, requireCoverage: requireCoverage).print()
    }

    /// The report in the file at `path`; exits 74 when it cannot be read, 65 when it is not a
    /// report.
    static func read(_ path: String) -> CheckReport {
        guard let data = FileManager.default.contents(atPath: path) else {
            printError("error: cannot read '\(path)'")
            exit(.ioError)
        }
        do throws(ReportError) {
            return try CheckReport(json: data)
        } catch {
            printError("error: '\(path)' is \(error)")
            exit(.dataError)
        }
    }
}
