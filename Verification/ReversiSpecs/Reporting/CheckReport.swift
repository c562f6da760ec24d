import Foundation
import StateSpace

/// What a check found, in the one form every output is made from: the text summary, the JSON
/// report (`--format json`), and what `merge` reads back from the JSON reports of the shards
/// of one run.
public struct CheckReport: Codable, Equatable, Sendable {
    public struct Coverage: Codable, Equatable, Sendable {
        public let name: String
        public let count: Int
    }

    public struct Field: Codable, Equatable, Sendable {
        public let name: String
        public let value: String
    }

    /// One step of a trace as the text prints it: the action, the fields in order, the notes
    /// on the step (none for the start) and the board.
    public struct TraceStep: Codable, Equatable, Sendable {
        public let action: String?
        public let board: String?
        public let fields: [Field]
        public let notes: [String]
    }

    public struct ViolationReport: Codable, Equatable, Sendable {
        public let invariant: String
        public let kind: String
        /// From the start (step 0, no action) to the step that breaks the invariant.
        public let trace: [TraceStep]
        /// The shard that found it, in a merged report.
        public var shard: String?
    }

    /// The version of the program that ran the check: shards of one run share it.
    public let version: String
    /// The build of the verifier that ran the check (`RunIdentity.build`): shards of one run
    /// share it.
    public let build: String
    /// The run this report belongs to (`RunIdentity.run`), absent when none was given.
    public let run: String?
    public let check: String
    public let passed: Bool
    public let completion: Completion
    public let depthBound: Int
    public let maxStates: Int?
    /// `K/N`, and `1/1` for an unsharded run.
    public let shard: String
    /// In a merged report, how many shard reports it sums (then `shard` is `all/N`).
    public let mergedShards: Int?
    public let shardSplitDepth: Int?
    public let depthReached: Int
    public let statesGenerated: Int
    /// In a merged report, the sum over the shards: an upper bound, as shards overlap.
    public let distinctStates: Int
    public let distinctStatesByDepth: [Int]
    /// In a merged report, the sum over the shards' runs.
    public let seconds: Double
    /// In a merged report, the longest shard's run.
    public let longestShardSeconds: Double?
    public let statesPerSecond: Double
    public let coverage: [Coverage]
    public let violation: ViolationReport?

    /// The program, build and run the report comes from.
    public var identity: RunIdentity { RunIdentity(version: version, build: build, run: run) }

    public init<State, Action>(
        title: String, identity: RunIdentity, options: CheckOptions,
        result: CheckResult<State, Action>, describe: TraceDescription<State, Action>
    ) {
        version = identity.version
        build = identity.build
        run = identity.run
        check = title
        passed = result.passed
        completion = result.completion
        depthBound = options.depth
        maxStates = options.maxStates
        shard = "\(options.shard)"
        mergedShards = nil
        shardSplitDepth = result.shardSplitDepth
        depthReached = result.depthReached
        statesGenerated = result.statesGenerated
        distinctStates = result.distinctStates
        distinctStatesByDepth = result.distinctStatesByDepth
        seconds = result.seconds
        longestShardSeconds = nil
        statesPerSecond = result.statesPerSecond
        coverage = result.coverage.map { Coverage(name: $0.name, count: $0.count) }
        violation = result.violation.map { violation in
            ViolationReport(
                invariant: violation.name, kind: "\(violation.kind)",
                trace: violation.trace.enumerated().map { number, step in
                    TraceStep(
                        action: step.actionName, board: describe.board(step.state),
                        fields: describe.fields(step.state).map {
                            Field(name: $0.name, value: $0.value)
                        },
                        notes: number > 0 ? describe.stepNotes(step.state) : [])
                })
        }
    }

    /// A report made by merging others (see `merging`).
    init(
        identity: RunIdentity, check: String, completion: Completion, depthBound: Int,
        maxStates: Int?, shardCount: Int, shardSplitDepth: Int?, depthReached: Int,
        statesGenerated: Int, distinctStates: Int, distinctStatesByDepth: [Int],
        seconds: Double, longestShardSeconds: Double, coverage: [Coverage],
        violation: ViolationReport?
    ) {
        version = identity.version
        build = identity.build
        run = identity.run
        self.check = check
        passed = violation == nil
        self.completion = completion
        self.depthBound = depthBound
        self.maxStates = maxStates
        shard = "all/\(shardCount)"
        mergedShards = shardCount
        self.shardSplitDepth = shardSplitDepth
        self.depthReached = depthReached
        self.statesGenerated = statesGenerated
        self.distinctStates = distinctStates
        self.distinctStatesByDepth = distinctStatesByDepth
        self.seconds = seconds
        self.longestShardSeconds = longestShardSeconds
        // Bounded like a report's own figure, however small the summed time.
        statesPerSecond = seconds > 0 ? min(Double(statesGenerated) / seconds, 1e14) : 0
        self.coverage = coverage
        self.violation = violation
    }

    /// The named situations that no step reached.
    public var unreachedSituations: [String] {
        coverage.filter { $0.count == 0 }.map(\.name)
    }

    /// Why the run falls short of covering its named situations, or `nil` when it covers all.
    /// A run with none to cover falls short too: requiring coverage of nothing would pass
    /// whatever the check explored.
    public var coverageShortfall: String? {
        if coverage.isEmpty { return "the check names no situation to reach" }
        let unreached = unreachedSituations
        return unreached.isEmpty ? nil : "never reached: " + unreached.joined(separator: "; ")
    }

    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    /// Reads a report that `json` wrote. Its figures must be plausible: counts from 0 to
    /// `maximumCount`, times finite and not negative, so that summing the reports of up to
    /// `Shard.maximumCount` shards cannot overflow.
    public init(json: Data) throws(ReportError) {
        do {
            self = try JSONDecoder().decode(CheckReport.self, from: json)
        } catch let error as DecodingError {
            throw .unreadable(Self.reason(error))
        } catch {
            throw .unreadable("\(error)")
        }
        let counts =
            [
                ("depthBound", depthBound), ("depthReached", depthReached),
                ("statesGenerated", statesGenerated), ("distinctStates", distinctStates),
                ("maxStates", maxStates ?? 0), ("shardSplitDepth", shardSplitDepth ?? 0),
            ] + distinctStatesByDepth.map { ("distinctStatesByDepth", $0) }
            + coverage.map { ("coverage", $0.count) }
        if let (name, _) = counts.first(where: { !(0...Self.maximumCount).contains($0.1) }) {
            throw .unreadable("implausible '\(name)'")
        }
        for (name, time) in [("seconds", seconds), ("statesPerSecond", statesPerSecond)]
        where !(time.isFinite && time >= 0 && time < 1e15) {
            throw .unreadable("implausible '\(name)'")
        }
    }

    /// The largest count a report may hold: far beyond any run, small enough that a million
    /// of them add up within `Int`.
    static let maximumCount = 1 << 40

    private static func reason(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, _): "no '\(key.stringValue)'"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            "unexpected value at \(path(context))"
        case .dataCorrupted(let context) where context.codingPath.isEmpty: "not JSON"
        case .dataCorrupted(let context): "unexpected value at \(path(context))"
        @unknown default: "not a check report"
        }
    }

    private static func path(_ context: DecodingError.Context) -> String {
        guard !context.codingPath.isEmpty else { return "the top level" }
        return "'"
            + context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
            .joined(separator: ".") + "'"
    }
}

/// Why reports cannot be read or merged.
public enum ReportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Not a report written by `--format json`.
    case unreadable(String)
    /// Reports that are not the shards of one run.
    case mismatch(String)

    public var description: String {
        switch self {
        case .unreadable(let reason): "not a check report (\(reason))"
        case .mismatch(let reason): reason
        }
    }
}
