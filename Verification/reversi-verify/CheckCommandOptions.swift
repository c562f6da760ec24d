import CLISupport
import ReversiSpecs
import StateSpace

/// The options `rules` and `app` share: the bounds of the exploration and the output format.
struct CheckCommandOptions {
    var check: CheckOptions
    var format: ReportFormat
    /// An unreached named situation fails the run (for CI, where the bound is chosen to reach all).
    var requireCoverage: Bool
    /// The run this check is a shard of, recorded in its report for `merge`.
    var run: String?

    static let depth = Option.integer(
        "--depth", value: "N", in: 0...CheckOptions.maximumDepth, required: true,
        help: "Explore traces of up to N actions.")
    static let maxStates = Option.integer(
        "--max-states", value: "M", in: 1...CheckOptions.maximumStates, default: "no limit",
        help: "Stop after M distinct states.")
    static let jobs = Option.jobs(
        most: CheckOptions.maximumJobs, default: "1",
        help: "Threads expanding each breadth-first level; the result does not depend on it.")
    static let shard = Option(
        "--shard", value: "K/N",
        expected: "K/N with 1 <= K <= N <= \(Shard.maximumCount)", default: "1/1",
        help: "Explore only the K-th of N deterministic parts of the space: the run splits at"
            + " the first depth with at least 16×N states and keeps every N-th of them; the N"
            + " shards together cover the space (states above the split are explored by all)."
            + " 'reversi-verify merge' puts their JSON reports together.",
        parse: Shard.init)
    static let format = Option<ReportFormat>.choice(
        "--format", value: "F", default: .text,
        help: "text, or json: the whole report, trace included, as 'merge' reads it.")
    static let requireCoverage = Flag(
        "--require-coverage", help: "Fail (exit 1) if a named situation was never reached.")

    static let run = Option<String>(
        "--run", value: "ID", expected: Self.runExpected,
        help: "The run this check is a shard of, recorded in its JSON report: 'merge --run ID'"
            + " takes the reports of that run only, so that files left by another run cannot"
            + " stand in for a shard that failed."
    ) { RunIdentity.isValidRun($0) ? $0 : nil }

    /// What `--run` takes, for the error about anything else.
    static let runExpected =
        "1 to 100 letters, digits, '.', '-' or '_', not starting with '.'"

    static let options: [any CommandOption] = [
        depth, maxStates, jobs, shard, run, format, requireCoverage,
    ]

    static let exitCodes = (
        title: "EXIT CODES",
        text: """
          0   every invariant holds within the bounds
          1   a violation (its shortest trace is printed) or, with --require-coverage,
              an unreached situation
          64  a usage error
        """
    )

    /// Reads the options, or throws a usage error naming the bad one.
    init(_ arguments: inout ParsedArguments) throws(UsageError) {
        check = CheckOptions(
            depth: try arguments.required(Self.depth),
            maxStates: try arguments.value(Self.maxStates),
            jobs: try arguments.value(Self.jobs) ?? 1,
            shard: try arguments.value(Self.shard) ?? .whole)
        format = try arguments.value(Self.format) ?? .text
        requireCoverage = arguments.flag(Self.requireCoverage)
        run = try arguments.value(Self.run)
    }
}

/// How a check's result is printed.
enum ReportFormat: String, CaseIterable, CustomStringConvertible {
    case text, json

    var description: String { rawValue }
}
