/// Whether iterative deepening within a time starts its next depth (spec 16.1): only when the
/// depth is expected to finish in what is left, so that a timed level answers early rather
/// than spend the rest of its time on a depth it would abandon.
///
/// The next depth is expected to take the last one's time times the growth from the depth
/// before to the last; the growth is taken at least `minimumGrowth`, as a depth never costs
/// less than the one below, and at most `maximumGrowth`, as a depth that finished in next to
/// no time says little of the next. The time itself stays a hard stop: a depth that takes
/// longer than expected is stopped there.
///
/// Pure: the caller reads the clock and tells it when each depth finished.
struct IterationBudget: Hashable, Sendable {
    static let minimumGrowth = 1.5
    static let maximumGrowth = 8.0

    let time: Duration
    /// The time from the start at which each depth finished, depth 1 first.
    private(set) var finishes: [Duration] = []

    init(time: Duration) {
        self.time = time
    }

    /// Notes that a depth finished `elapsed` after the start.
    mutating func finished(after elapsed: Duration) {
        finishes.append(elapsed)
    }

    /// The time the next depth is expected to take; zero before any depth finished.
    var expectedNext: Duration {
        guard let last = finishes.last else { return .zero }
        let previous = finishes.dropLast().last ?? .zero
        let lastTook = last - previous
        let beforeTook = previous - (finishes.dropLast(2).last ?? .zero)
        let growth =
            beforeTook > .zero
            ? min(max(lastTook / beforeTook, Self.minimumGrowth), Self.maximumGrowth)
            : Self.maximumGrowth
        return lastTook * growth
    }

    /// Whether to start the next depth at `elapsed` from the start: the first always, any
    /// other when it is expected to finish within the time.
    func startsNext(at elapsed: Duration) -> Bool {
        finishes.isEmpty || elapsed + expectedNext <= time
    }
}
