import Foundation

/// Reads standard input with blocking reads on a queue of its own and hands every chunk to
/// the main actor; an empty chunk means the input has ended. (A Dispatch read source does not
/// report the end of a pipe on every platform; a plain `read` always does.) A Dispatch queue
/// rather than a `Thread`: its threads keep every signal blocked, as `Signals` needs.
enum InputReader {
    static func start(_ handler: @escaping @MainActor @Sendable ([UInt8]) -> Void) {
        DispatchQueue(label: "reversi.input").async {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes {
                    read(STDIN_FILENO, $0.baseAddress, $0.count)
                }
                if count < 0 && errno == EINTR { continue }
                let chunk = count > 0 ? Array(buffer[..<count]) : []
                DispatchQueue.main.async { MainActor.assumeIsolated { handler(chunk) } }
                if count <= 0 { return }
            }
        }
    }
}
