import Foundation

/// Signals handled on the main actor like any other event.
///
/// The handled signals are blocked in every thread, and one thread takes them with `sigwait`:
/// a signal sent at any moment, even before a handler is set, stays pending until it is taken,
/// and a handler may do anything (unlike a C signal handler).
@MainActor
enum Signals {
    /// The signals every front end handles.
    static let ending: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGWINCH]
    /// The signals of job control, which only the full-screen game handles (it must give the
    /// terminal back before it stops); line mode leaves them their default actions.
    static let jobControl: [Int32] = [SIGTSTP, SIGCONT]

    private static var handlers: [Int32: @MainActor () -> Void] = [:]
    private static var blocked: [Int32] = []
    private static var waiting = false

    /// Blocks `numbers` in this thread and so in every thread it starts afterwards: call it
    /// before any other thread starts.
    static func block(_ numbers: [Int32]) {
        var set = signalSet(numbers)
        pthread_sigmask(SIG_BLOCK, &set, nil)
        blocked += numbers
    }

    /// Gives `numbers` their default actions again in this thread, before any handler is set:
    /// the main thread then takes them.
    static func unblock(_ numbers: [Int32]) {
        var set = signalSet(numbers)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        blocked.removeAll { numbers.contains($0) }
    }

    /// Runs `handler` on the main actor whenever `number`, a blocked signal, arrives.
    static func on(_ number: Int32, _ handler: @escaping @MainActor () -> Void) {
        handlers[number] = handler
        guard !waiting else { return }
        waiting = true
        let waitedFor = blocked
        // A Dispatch queue's thread, not a `Thread`: those may start with signals unblocked.
        DispatchQueue(label: "reversi.signals").async {
            var set = signalSet(waitedFor)
            while true {
                var number: Int32 = 0
                guard sigwait(&set, &number) == 0 else { continue }
                DispatchQueue.main.async {
                    MainActor.assumeIsolated { Signals.handlers[number]?() }
                }
            }
        }
    }

    /// Stops the process as SIGTSTP's default action does, and returns once it is continued
    /// (at once when the process group may not stop: an orphaned group, or SIGTSTP ignored).
    /// The signal is raised for this thread alone and unblocked here only, so the signal
    /// thread does not take it.
    static func stopUntilContinued() {
        var set = signalSet([SIGTSTP])
        raise(SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        pthread_sigmask(SIG_BLOCK, &set, nil)
    }

    private nonisolated static func signalSet(_ numbers: [Int32]) -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for number in numbers { sigaddset(&set, number) }
        return set
    }
}
