import CLISupport
import Foundation
import ReversiEngine

/// The analysis's progress on standard error, redrawn in place: a bar, the searches done and
/// an estimate of the time left from the time so far. Only on a terminal (spec 19.1).
final class ProgressBar: @unchecked Sendable {
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private let width = 30

    init() { start = clock.now }

    func show(_ progress: GameAnalyzer.Progress) {
        let elapsed = start.duration(to: clock.now).seconds
        write(Self.line(progress, elapsed: elapsed, width: width))
    }

    /// Clears the line once the analysis is done.
    func finish() { write("\r\u{1B}[K") }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// `[#####.....] 12/56 searches, about 8 s left`.
    static func line(_ progress: GameAnalyzer.Progress, elapsed: Double, width: Int) -> String {
        let filled = progress.total == 0 ? width : width * progress.done / progress.total
        let bar =
            String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        let left =
            progress.done == 0
            ? ""
            : ", about \(Int((elapsed / Double(progress.done) * Double(progress.total - progress.done)).rounded(.up))) s left"
        return "\r[\(bar)] \(progress.done)/\(progress.total) searches\(left)\u{1B}[K"
    }
}
