import Foundation
import ReversiEngine

/// Engines shared by the threads of a property run: an engine searches one position at a
/// time, and reusing one is itself part of what is tested (a search never depends on the
/// searches before it).
final class EnginePool: @unchecked Sendable {
    private let lock = NSLock()
    private var idle: [Engine] = []
    private let tableBytes: Int
    private let threads: Int

    init(tableBytes: Int, threads: Int = 1) {
        self.tableBytes = tableBytes
        self.threads = threads
    }

    func withEngine<Result>(_ body: (Engine) throws -> Result) rethrows -> Result {
        let engine =
            lock.withLock { idle.popLast() } ?? Engine(tableBytes: tableBytes, threads: threads)
        defer { lock.withLock { idle.append(engine) } }
        return try body(engine)
    }
}
