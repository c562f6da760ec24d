@testable import reversi

/// A clock the test moves by hand: work scheduled on it runs only in `advance(by:)`, in the
/// order it falls due.
@MainActor
final class TestClock: Scheduler {
    private final class Timer: Cancellable {
        let due: Double
        let order: Int
        let work: @MainActor @Sendable () -> Void
        var isCancelled = false

        init(due: Double, order: Int, work: @escaping @MainActor @Sendable () -> Void) {
            self.due = due
            self.order = order
            self.work = work
        }

        func cancel() { isCancelled = true }
    }

    private(set) var now = 0.0
    private var timers: [Timer] = []
    private var scheduled = 0

    func schedule(after seconds: Double, _ work: @escaping @MainActor @Sendable () -> Void)
        -> any Cancellable
    {
        scheduled += 1
        let timer = Timer(due: now + seconds, order: scheduled, work: work)
        timers.append(timer)
        return timer
    }

    /// The work scheduled and neither run nor cancelled.
    var waiting: Int { timers.filter { !$0.isCancelled }.count }

    /// Moves the clock on, running the work that falls due on the way, also work that work
    /// schedules meanwhile.
    func advance(by seconds: Double) {
        let end = now + seconds
        while let next = timers.filter({ !$0.isCancelled && $0.due <= end })
            .min(by: { ($0.due, $0.order) < ($1.due, $1.order) })
        {
            timers.removeAll { $0 === next }
            now = next.due
            next.work()
        }
        timers.removeAll { $0.isCancelled }
        now = end
    }
}
