import Foundation

/// The human-readable summary of a check, or its counterexample: the verdict, the shortest
/// trace if there is one, then the figures. A merged report says what its sums mean.
extension CheckReport {
    public var text: String {
        var lines: [String] = []
        if let violation {
            lines.append("\(check): VIOLATED: \(violation.invariant)")
            lines += Self.trace(violation)
            lines.append("")
        } else {
            lines.append("\(check): every invariant holds (\(completion))")
        }
        lines += summary
        return lines.joined(separator: "\n")
    }

    private var merged: Bool { mergedShards != nil }

    private var summary: [String] {
        let split = shardSplitDepth.map { "split at depth \($0)" } ?? "space too small to split"
        var lines: [String] = []
        if let mergedShards {
            lines.append("  shards             \(mergedShards), merged (\(split))")
            lines.append("  depth bound        \(depthBound)")
        } else {
            lines.append(
                "  depth bound        \(depthBound)"
                    + (shard == "1/1" ? "" : ", shard \(shard) (\(split))"))
        }
        let time = String(format: "%.2f s", seconds)
        lines += [
            "  depth reached      \(depthReached)",
            "  states generated   \(grouped(statesGenerated))"
                + (merged ? " (sum over the shards)" : ""),
            "  distinct states    "
                + (merged
                    ? "at most \(grouped(distinctStates)) (the shards overlap: this is their sum)"
                    : grouped(distinctStates)),
            "  by depth           " + distinctStatesByDepth.map(grouped).joined(separator: " ")
                + (merged ? " (sums)" : ""),
            "  time               "
                + (longestShardSeconds.map {
                    time + " in all, " + String(format: "%.2f s", $0) + " the longest shard"
                } ?? time),
            "  states per second  \(grouped(Int(statesPerSecond)))"
                + (merged ? " (per shard)" : ""),
        ]
        // After a violation the exploration stopped early, so its coverage says nothing.
        if !coverage.isEmpty && passed {
            lines.append(
                "  coverage (steps reaching each named situation"
                    + (merged ? ", summed over the shards):" : "):"))
            let width = coverage.map(\.name.count).max() ?? 0
            for item in coverage {
                let padding = String(repeating: " ", count: width - item.name.count)
                lines.append(
                    "    \(item.name)\(padding)  \(grouped(item.count))"
                        + (item.count == 0 ? "   NOT REACHED" : ""))
            }
        }
        return lines
    }

    /// The numbered trace: the start in full, then each step with only what changed.
    static func trace(_ violation: ViolationReport) -> [String] {
        let found = violation.shard.map { " (found by shard \($0))" } ?? ""
        var lines = ["shortest trace\(found), \(violation.trace.count - 1) step(s):"]
        var previous: [String: String] = [:]
        for (number, step) in violation.trace.enumerated() {
            lines.append("\(number). " + (step.action ?? "start"))
            for field in step.fields where previous[field.name] != field.value {
                lines.append("   \(field.name): \(field.value)")
            }
            for note in step.notes { lines.append("   \(note)") }
            if let board = step.board {
                lines += board.split(separator: "\n").map { "     " + $0 }
            }
            previous = Dictionary(
                step.fields.map { ($0.name, $0.value) }, uniquingKeysWith: { $1 })
        }
        return lines
    }
}
