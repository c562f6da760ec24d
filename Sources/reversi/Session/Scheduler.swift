import Dispatch
import ReversiEngine

/// Work that was started and may still be stopped.
protocol Cancellable {
    func cancel()
}

extension DispatchWorkItem: Cancellable {}

/// A search's stop flag, set by the session's cancellation.
extension StopFlag: Cancellable {
    func cancel() { set() }
}

/// The session's clock: runs work on the main actor after a delay, unless it is cancelled
/// first. The game runs on the main queue; tests use a clock they advance by hand.
@MainActor
protocol Scheduler {
    /// The seconds since the scheduler's origin, on a clock that never goes back.
    var now: Double { get }

    func schedule(after seconds: Double, _ work: @escaping @MainActor @Sendable () -> Void)
        -> any Cancellable
}

/// The real clock: the main dispatch queue.
struct MainQueueScheduler: Scheduler {
    private let origin = ContinuousClock.now

    var now: Double {
        (ContinuousClock.now - origin).seconds
    }

    func schedule(after seconds: Double, _ work: @escaping @MainActor @Sendable () -> Void)
        -> any Cancellable
    {
        let item = DispatchWorkItem { MainActor.assumeIsolated { work() } }
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds, execute: item)
        return item
    }
}
