import BinaryCoding
import Dispatch
import Foundation
import ReversiCore

/// How many cases to run and from which seed.
public struct PropertyConfiguration: Sendable {
    /// Cases per property.
    public var cases: Int
    /// The seed of the run; each property mixes in its name, so properties draw different
    /// cases from one run seed.
    public var seed: UInt64
    /// Run just this case instead: the replay of a printed failure.
    public var replay: CaseSeed?
    /// At most this many replays while shrinking one failure.
    public var shrinkBudget: Int
    /// Threads running cases at once. The outcome does not depend on it: the failure
    /// reported is always the one of the lowest-numbered failing case.
    public var workers: Int

    public init(
        cases: Int, seed: UInt64, replay: CaseSeed? = nil, shrinkBudget: Int = 20_000,
        workers: Int = 1
    ) {
        self.cases = cases
        self.seed = seed
        self.replay = replay
        self.shrinkBudget = shrinkBudget
        self.workers = workers
    }

    /// The case seed to replay from the environment variable `name`, if it is set.
    public static func replaySeed(fromEnvironment name: String) throws(PropertyFailure) -> CaseSeed?
    {
        guard let text = ProcessInfo.processInfo.environment[name] else { return nil }
        guard let seed = CaseSeed(text) else {
            throw PropertyFailure(
                "\(name)='\(text)' is not a seed (expected 0x-prefixed hex or decimal)")
        }
        return seed
    }
}

/// What checking a property found.
public enum PropertyOutcome: Sendable {
    case passed(cases: Int)
    case failed(Counterexample)

    public var counterexample: Counterexample? {
        if case .failed(let counterexample) = self { return counterexample }
        return nil
    }
}

/// The first failing case of a run, shrunk.
public struct Counterexample: Hashable, Sendable {
    public let property: String
    /// Replaying this seed regenerates the original case, then shrinks it the same way.
    public let seed: CaseSeed
    /// How many decisions the case made before and after shrinking.
    public let originalSize: Int
    public let originalFailure: String
    /// The shrunk case: its decisions, its failure, and its notes (what it did, step by step).
    public let decisions: [UInt64]
    public let failure: String
    public let notes: [String]
    public let shrinkReplays: Int

    /// The failure as printed: what failed, the shrunk case, and how to replay it.
    public func report(replay: String) -> String {
        // Multi-line failures (boards, traces) stay indented under their heading.
        func indented(_ text: String) -> String {
            text.split(separator: "\n", omittingEmptySubsequences: false).joined(
                separator: "\n    ")
        }
        var lines = [
            "property failed: \(property)",
            "  seed: \(seed)",
            "  failure: \(indented(failure))",
            "  shrunk from \(originalSize) to \(decisions.count) decisions in \(shrinkReplays) replays",
        ]
        if originalFailure != failure {
            lines.append("  original failure: \(indented(originalFailure))")
        }
        if !notes.isEmpty {
            lines.append("  shrunk case (\(notes.count) steps):")
            lines += notes.map { "    \($0)" }
        }
        lines.append("  replay: \(replay)")
        return lines.joined(separator: "\n")
    }
}

/// Runs properties over many generated cases and shrinks the first failure.
public struct PropertyRunner: Sendable {
    public var configuration: PropertyConfiguration

    public init(_ configuration: PropertyConfiguration) { self.configuration = configuration }

    /// The seeds of the run's cases for `property`, each split from the run's generator.
    public func caseSeeds(for property: String) -> [CaseSeed] {
        if let replay = configuration.replay { return [replay] }
        var run = SplitMix64(seed: configuration.seed ^ Self.hash(property))
        return (0..<max(configuration.cases, 0)).map { _ in CaseSeed(run.split().state) }
    }

    public func check(_ property: Property) -> PropertyOutcome {
        let seeds = caseSeeds(for: property.name)
        guard let (seed, decisions, failure) = firstFailure(of: property, among: seeds) else {
            return .passed(cases: seeds.count)
        }
        var shrinker = Shrinker(property: property, budget: configuration.shrinkBudget)
        let shrunk = shrinker.shrink(decisions, failure: failure)
        var noted = Choices(replaying: shrunk.decisions, noting: true)
        _ = property.run(&noted)
        return .failed(
            Counterexample(
                property: property.name, seed: seed, originalSize: decisions.count,
                originalFailure: failure, decisions: shrunk.decisions, failure: shrunk.failure,
                notes: noted.notes, shrinkReplays: shrinker.replays))
    }

    private func firstFailure(
        of property: Property, among seeds: [CaseSeed]
    ) -> (CaseSeed, [UInt64], String)? {
        let failures = FirstFailure()
        let workers = max(1, min(configuration.workers, seeds.count))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var index = worker
            while index < seeds.count && index < failures.lowestIndex {
                var choices = Choices(generator: SplitMix64(seed: seeds[index].value))
                if let failure = property.run(&choices) {
                    failures.record(index: index, decisions: choices.made, failure: failure)
                }
                index += workers
            }
        }
        return failures.first.map { (seeds[$0.index], $0.decisions, $0.failure) }
    }

    /// FNV-1a, so that each property draws its own cases from one run seed.
    static func hash(_ text: String) -> UInt64 { FNV1a64.of(text.utf8) }
}

/// The lowest-numbered failing case found by any worker.
private final class FirstFailure: @unchecked Sendable {
    private let lock = NSLock()
    private var found: (index: Int, decisions: [UInt64], failure: String)?

    var lowestIndex: Int { lock.withLock { found?.index ?? Int.max } }

    var first: (index: Int, decisions: [UInt64], failure: String)? { lock.withLock { found } }

    func record(index: Int, decisions: [UInt64], failure: String) {
        lock.withLock {
            if index < (found?.index ?? Int.max) { found = (index, decisions, failure) }
        }
    }
}
