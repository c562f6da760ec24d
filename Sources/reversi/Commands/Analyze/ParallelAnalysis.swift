import Dispatch
import Foundation
import ReversiCore
import ReversiEngine

/// Runs an analysis plan's searches on `workers` threads, an engine each, the searches taken
/// in the game's order; the pure `GameAnalysis` puts the values together.
final class ParallelAnalysis: @unchecked Sendable {
    private let plan: AnalysisPlan
    private let search: AnalysisSearch
    private let lock = NSLock()
    private var next = 0
    private var values: [AnalysisPlan.Key: PositionValue] = [:]

    init(_ plan: AnalysisPlan, search: AnalysisSearch) {
        self.plan = plan
        self.search = search
    }

    /// Every value of the plan; `progress` hears of each search done (one call at a time).
    func run(workers: Int, progress: @escaping @Sendable (GameAnalyzer.Progress) -> Void)
        -> [AnalysisPlan.Key: PositionValue]
    {
        let total = plan.searches.count
        DispatchQueue.concurrentPerform(iterations: max(1, min(workers, total))) { _ in
            let engine = Engine()
            while let planned = take() {
                // No stop check: the command runs to its end or is interrupted.
                guard let value = search.value(for: planned, engine: engine) else { continue }
                lock.withLock {
                    values[planned.key] = value
                    progress(GameAnalyzer.Progress(done: values.count, total: total))
                }
            }
        }
        return lock.withLock { values }
    }

    private func take() -> AnalysisPlan.Search? {
        lock.withLock {
            guard next < plan.searches.count else { return nil }
            defer { next += 1 }
            return plan.searches[next]
        }
    }
}
