import Dispatch
import Foundation
import ReversiCore
import ReversiEngine

/// Runs an analysis plan's searches on `workers` threads, an engine each, the dearest first;
/// the pure `GameAnalysis` puts the values together.
final class ParallelAnalysis: @unchecked Sendable {
    /// The plan's searches, the dearest first.
    let order: [AnalysisPlan.Search]
    /// What each search of `order` is guessed to cost.
    let weights: [Double]
    private let search: AnalysisSearch
    private let lock = NSLock()
    private var next = 0
    private var values: [AnalysisPlan.Key: PositionValue] = [:]

    init(_ plan: AnalysisPlan, search: AnalysisSearch) {
        let weighed = plan.searches.map {
            ($0, SearchCost.weight(of: $0, exactEmpties: search.limits.exactEmpties))
        }
        .sorted { $0.1 > $1.1 }
        order = weighed.map(\.0)
        weights = weighed.map(\.1)
        self.search = search
    }

    /// Every value of the plan; `progress` hears of each search done (one call at a time).
    func run(workers: Int, progress: @escaping @Sendable (GameAnalyzer.Progress) -> Void)
        -> [AnalysisPlan.Key: PositionValue]
    {
        let total = order.count
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
            guard next < order.count else { return nil }
            defer { next += 1 }
            return order[next]
        }
    }
}
