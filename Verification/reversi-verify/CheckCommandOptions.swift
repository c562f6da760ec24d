import CLISupport
import StateSpace

/// The options `rules` and `app` share: the bounds of the exploration and the output format.
struct CheckCommandOptions {
    var check: CheckOptions
    var json: Bool
    /// An unreached named situation fails the run (for CI, where the bound is chosen to reach all).
    var requireCoverage: Bool

    static let help = """
        OPTIONS:
          --depth N          explore traces of up to N actions (required)
          --max-states M     stop after M distinct states (default: no limit)
          --jobs J           threads expanding each breadth-first level (default: 1);
                             the result does not depend on it
          --shard K/N        explore only the K-th of N deterministic parts of the space:
                             the run splits at the first depth with at least 16×N states
                             and keeps every N-th of them; the N shards together cover
                             the space (states above the split are explored by all)
          --format F         text (default) or json
          --require-coverage fail (exit 1) if a named situation was never reached
          --help             show this help

        EXIT CODES: 0 every invariant holds within the bounds, 1 a violation (its shortest
        trace is printed) or, with --require-coverage, an unreached situation, 64 a usage error.
        """

    /// Reads the options, or throws a usage error naming the bad one.
    init(_ arguments: inout Arguments) throws(UsageError) {
        guard let depth = try arguments.value("--depth", expected: "a number >= 0", Self.count)
        else {
            throw UsageError("missing required option '--depth N'")
        }
        let maxStates = try arguments.value(
            "--max-states", expected: "a number >= 1", Self.positive)
        let jobs = try arguments.value("--jobs", expected: "a number >= 1", Self.positive) ?? 1
        let shard =
            try arguments.value("--shard", expected: "K/N with 1 <= K <= N", Shard.init) ?? .whole
        let format = try arguments.value("--format", expected: "text or json") {
            ["text", "json"].contains($0) ? $0 : nil
        }
        requireCoverage = arguments.flag("--require-coverage")
        try arguments.finish()
        check = CheckOptions(depth: depth, maxStates: maxStates, jobs: jobs, shard: shard)
        json = format == "json"
    }

    private static func count(_ text: String) -> Int? { Int(text).flatMap { $0 >= 0 ? $0 : nil } }
    private static func positive(_ text: String) -> Int? {
        Int(text).flatMap { $0 >= 1 ? $0 : nil }
    }
}
