import Foundation
import StateSpace

/// The machine-readable form of a check's result (`--format json`).
public struct CheckReport: Encodable {
    struct Coverage: Encodable {
        let name: String
        let count: Int
    }

    struct TraceStep: Encodable {
        let action: String?
        let board: String?
        let fields: [String: String]
        let notes: [String]
    }

    struct ViolationReport: Encodable {
        let invariant: String
        let kind: String
        let trace: [TraceStep]
    }

    let check: String
    let passed: Bool
    let completion: String
    let depthBound: Int
    let shard: String
    let shardSplitDepth: Int?
    let depthReached: Int
    let statesGenerated: Int
    let distinctStates: Int
    let distinctStatesByDepth: [Int]
    let seconds: Double
    let statesPerSecond: Double
    let coverage: [Coverage]
    let violation: ViolationReport?

    public init<State, Action>(
        title: String, options: CheckOptions, result: CheckResult<State, Action>,
        describe: TraceDescription<State, Action>
    ) {
        check = title
        passed = result.passed
        completion = "\(result.completion)"
        depthBound = options.depth
        shard = "\(options.shard)"
        shardSplitDepth = result.shardSplitDepth
        depthReached = result.depthReached
        statesGenerated = result.statesGenerated
        distinctStates = result.distinctStates
        distinctStatesByDepth = result.distinctStatesByDepth
        seconds = result.seconds
        statesPerSecond = result.statesPerSecond
        coverage = result.coverage.map { Coverage(name: $0.name, count: $0.count) }
        violation = result.violation.map { violation in
            ViolationReport(
                invariant: violation.name, kind: "\(violation.kind)",
                trace: violation.trace.enumerated().map { number, step in
                    TraceStep(
                        action: step.actionName, board: describe.board(step.state),
                        fields: Dictionary(
                            describe.fields(step.state).map { ($0.name, $0.value) },
                            uniquingKeysWith: { $1 }),
                        notes: number > 0 ? describe.stepNotes(step.state) : [])
                })
        }
    }

    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
