import CLISupport
import Foundation

/// `--threads N` of the game, `reversi solve` and `reversi engine` (spec 16.4): the threads an
/// exact solve runs on, every processor of the machine unless told otherwise.
enum ThreadsOption {
    static let option = Option.integer(
        "--threads", value: "<n>", in: 1...1024, default: "the number of processors",
        help: "The threads a search runs on; one thread with a node budget gives the same move"
            + " every time.")

    /// The processors the system lets this process use.
    static var processors: Int { ProcessInfo.processInfo.activeProcessorCount }
}
