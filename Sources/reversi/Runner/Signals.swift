import Foundation

/// Signals handled on the main actor like any other event.
///
/// The handled signals are blocked in every thread, and one thread takes them with `sigwait`:
/// a signal sent at any moment, even before a handler is set, stays pending until it is taken,
/// and a handler may do anything (unlike a C signal handler).
@MainActor
enum Signals {
    static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGWINCH]
    private static var handlers: [Int32: @MainActor () -> Void] = [:]
    private static var waiting = false

    /// Blocks `handled` in this thread and so in every thread it starts afterwards: call it
    /// before any other thread starts.
    static func blockHandled() {
        var set = handledSet
        pthread_sigmask(SIG_BLOCK, &set, nil)
    }

    /// Runs `handler` on the main actor whenever `number` arrives.
    static func on(_ number: Int32, _ handler: @escaping @MainActor () -> Void) {
        handlers[number] = handler
        guard !waiting else { return }
        waiting = true
        // A Dispatch queue's thread, not a `Thread`: those may start with signals unblocked.
        DispatchQueue(label: "reversi.signals").async {
            var set = Signals.handledSet
            while true {
                var number: Int32 = 0
                guard sigwait(&set, &number) == 0 else { continue }
                DispatchQueue.main.async {
                    MainActor.assumeIsolated { Signals.handlers[number]?() }
                }
            }
        }
    }

    private nonisolated static var handledSet: sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for number in [SIGINT, SIGTERM, SIGHUP, SIGWINCH] { sigaddset(&set, number) }
        return set
    }
}
