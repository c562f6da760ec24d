import ReversiCore
import Testing

@testable import ReversiEngine

@Suite("Spec 16.1: a timed level starts no depth it does not expect to finish")
struct IterationBudgetTests {
    @Test("spec 16.1: the first depth always starts, whatever the time")
    func firstDepth() {
        let budget = IterationBudget(time: .milliseconds(10))
        #expect(budget.startsNext(at: .seconds(1)))
        #expect(budget.expectedNext == .zero)
    }

    @Test(
        "spec 16.1: the next depth is expected to take the last one's time times the growth from the depth before, and starts only if it fits"
    )
    func growth() {
        var budget = IterationBudget(time: .milliseconds(100))
        budget.finished(after: .milliseconds(10))
        budget.finished(after: .milliseconds(40))
        // 30 ms after 10 ms: a growth of 3, so the next is expected to take 90 ms.
        #expect(budget.expectedNext == .milliseconds(90))
        #expect(!budget.startsNext(at: .milliseconds(40)))
        #expect(budget.startsNext(at: .milliseconds(10)))
        #expect(
            IterationBudget(time: .milliseconds(130)).with([10, 40]).startsNext(
                at: .milliseconds(40)))
    }

    @Test(
        "spec 16.1: the growth is taken at least 1.5 and at most 8, and 8 after a single depth"
    )
    func clampedGrowth() {
        let time = Duration.seconds(10)
        #expect(IterationBudget(time: time).with([100, 150]).expectedNext == .milliseconds(75))
        #expect(IterationBudget(time: time).with([1, 101]).expectedNext == .milliseconds(800))
        #expect(IterationBudget(time: time).with([20]).expectedNext == .milliseconds(160))
    }

    @Test("spec 16.1: a timed search stops within its time, and answers with a depth it finished")
    func timedSearchStops() throws {
        let moves = try #require(LegalMoves(try openingPosition("f5d6c3d3c4f4")))
        let time = Duration.milliseconds(200)
        let limits = SearchLimits(depth: SearchLimits.deepest, exactEmpties: 0, time: time)
        let started = ContinuousClock.now
        let result = Engine(tableBytes: 1 << 20).bestMove(for: moves, limits: limits, seed: 1)
        // A generous bound, for a loaded machine: the clock is polled every few milliseconds.
        #expect(ContinuousClock.now - started < time + .seconds(2))
        #expect(result.depth >= 1 && result.depth < SearchLimits.deepest)
        #expect(moves.contains(result.move.coordinate))
    }
}

extension IterationBudget {
    /// The budget after depths that finished at these milliseconds from the start.
    fileprivate func with(_ milliseconds: [Int]) -> IterationBudget {
        var budget = self
        for finish in milliseconds { budget.finished(after: .milliseconds(finish)) }
        return budget
    }
}
