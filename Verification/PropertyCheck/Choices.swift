import ReversiCore

/// The random decisions of one test case, drawn one at a time.
///
/// A fresh case draws from a seeded generator and records every decision; a replay reads the
/// recorded decisions back instead. Shrinking edits the record (drops decisions, lowers them)
/// and replays it, so the generators never need to know how to shrink their values: a
/// smaller record always means a simpler case. A replay that runs out of decisions answers 0,
/// the simplest choice, so every edited record still describes a complete case.
public struct Choices: Sendable {
    private enum Source: Sendable {
        case random(SplitMix64)
        case replay([UInt64], position: Int)
    }

    private var source: Source
    /// The decisions made so far, each already reduced to its range.
    public private(set) var made: [UInt64] = []
    /// Notes on what the case did, kept only when `isNoting` (the final replay of a failure).
    public private(set) var notes: [String] = []
    public let isNoting: Bool

    /// A fresh case whose decisions come from `generator`.
    public init(generator: SplitMix64, noting: Bool = false) {
        source = .random(generator)
        isNoting = noting
    }

    /// A replay of recorded decisions.
    public init(replaying decisions: [UInt64], noting: Bool = false) {
        source = .replay(decisions, position: 0)
        isNoting = noting
    }

    /// A decision in `0..<bound`. A bound of 1 or less is no decision at all: it answers 0
    /// and records nothing, so forced choices do not lengthen the record.
    public mutating func choose(below bound: Int) -> Int {
        guard bound > 1 else { return 0 }
        let limit = UInt64(bound)
        let value: UInt64
        switch source {
        case .random(var generator):
            value = UInt64.random(in: 0..<limit, using: &generator)
            source = .random(generator)
        case .replay(let decisions, let position):
            value = position < decisions.count ? decisions[position] % limit : 0
            source = .replay(decisions, position: position + 1)
        }
        made.append(value)
        return Int(value)
    }

    /// Draws a value from `generator`.
    public mutating func draw<Value>(_ generator: Generator<Value>) -> Value {
        generator.generate(&self)
    }

    /// Records what the case is doing, for the report of a failure. The text is built only
    /// when notes are kept, so noting costs nothing on the fast path.
    public mutating func note(_ text: @autoclosure () -> String) {
        if isNoting { notes.append(text()) }
    }
}
