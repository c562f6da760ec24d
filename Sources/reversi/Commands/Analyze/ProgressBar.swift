import CLISupport
import Foundation
import ReversiEngine

/// The analysis's progress on standard error, redrawn in place: a bar, the searches done and
/// an estimate of the time left from the time so far, the searches weighed by their guessed
/// cost. Only on a terminal (spec 19.1).
final class ProgressBar: @unchecked Sendable {
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private let width = 30
    /// The guessed cost of each search, in the order they run.
    private let weights: [Double]

    init(weights: [Double]) {
        start = clock.now
        self.weights = weights
    }

    func show(_ progress: GameAnalyzer.Progress) {
        let elapsed = start.duration(to: clock.now).seconds
        let done = weights.prefix(progress.done).reduce(0, +)
        let all = weights.reduce(0, +)
        write(Self.line(progress, share: all > 0 ? done / all : 1, elapsed: elapsed, width: width))
    }

    /// Clears the line once the analysis is done.
    func finish() { write("\r\u{1B}[K") }

    /// `[#####.....] 12/56 searches, about 8 s left`: `share` is the part of the work done.
    static func line(
        _ progress: GameAnalyzer.Progress, share: Double, elapsed: Double, width: Int
    ) -> String {
        let filled = min(width, Int((share * Double(width)).rounded(.down)))
        let bar =
            String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        let left =
            share > 0 ? ", about \(Int((elapsed / share * (1 - share)).rounded(.up))) s left" : ""
        return "\r[\(bar)] \(progress.done)/\(progress.total) searches\(left)\u{1B}[K"
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
