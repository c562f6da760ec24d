import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Signals handled on the main queue like any other event, through Dispatch sources (so the
/// handlers may do anything, unlike a C signal handler).
@MainActor
enum Signals {
    private static var sources: [DispatchSourceSignal] = []

    static func on(_ number: Int32, _ handler: @escaping @MainActor () -> Void) {
        signal(number, SIG_IGN)  // the source sees the signal; the default action must not
        let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
        source.setEventHandler { MainActor.assumeIsolated { handler() } }
        source.resume()
        sources.append(source)
    }
}
