import Foundation
import StateSpace

/// The human-readable summary of a check, or its counterexample.
public struct TextReport<State, Action> {
    let title: String
    let options: CheckOptions
    let result: CheckResult<State, Action>
    let describe: TraceDescription<State, Action>

    public init(
        title: String, options: CheckOptions, result: CheckResult<State, Action>,
        describe: TraceDescription<State, Action>
    ) {
        self.title = title
        self.options = options
        self.result = result
        self.describe = describe
    }

    public var text: String {
        var lines: [String] = []
        if let violation = result.violation {
            lines.append("\(title): VIOLATED: \(violation.name)")
            lines += trace(violation)
            lines.append("")
        } else {
            lines.append("\(title): every invariant holds (\(result.completion))")
        }
        lines += summary
        return lines.joined(separator: "\n")
    }

    private var summary: [String] {
        var lines = [
            "  depth bound        \(options.depth)"
                + (options.shard.isWhole
                    ? ""
                    : ", shard \(options.shard)"
                        + (result.shardSplitDepth.map { " (split at depth \($0))" }
                            ?? " (space too small to split)")),
            "  depth reached      \(result.depthReached)",
            "  states generated   \(grouped(result.statesGenerated))",
            "  distinct states    \(grouped(result.distinctStates))",
            "  by depth           "
                + result.distinctStatesByDepth.map(grouped).joined(separator: " "),
            "  time               " + String(format: "%.2f s", result.seconds),
            "  states per second  \(grouped(Int(result.statesPerSecond)))",
        ]
        // After a violation the exploration stopped early, so its coverage says nothing.
        if !result.coverage.isEmpty && result.passed {
            lines.append("  coverage (steps reaching each named situation):")
            let width = result.coverage.map(\.name.count).max() ?? 0
            for item in result.coverage {
                let padding = String(repeating: " ", count: width - item.name.count)
                lines.append(
                    "    \(item.name)\(padding)  \(grouped(item.count))"
                        + (item.count == 0 ? "   NOT REACHED" : ""))
            }
        }
        return lines
    }

    /// The numbered trace: the start in full, then each step with only what changed.
    public func trace(_ violation: Violation<State, Action>) -> [String] {
        var lines = ["shortest trace, \(violation.trace.count - 1) step(s):"]
        var previous: [String: String] = [:]
        for (number, step) in violation.trace.enumerated() {
            lines.append("\(number). " + (step.actionName ?? "start"))
            let fields = describe.fields(step.state)
            let changed = fields.filter { previous[$0.name] != $0.value }
            for field in changed {
                lines.append("   \(field.name): \(field.value)")
            }
            if number > 0 {
                for note in describe.stepNotes(step.state) { lines.append("   \(note)") }
            }
            if let board = describe.board(step.state) {
                lines += board.split(separator: "\n").map { "     " + $0 }
            }
            previous = Dictionary(fields.map { ($0.name, $0.value) }, uniquingKeysWith: { $1 })
        }
        return lines
    }
}
