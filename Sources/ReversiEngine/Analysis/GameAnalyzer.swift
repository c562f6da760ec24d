import ReversiCore

/// The analysis run in one thread, position after position: for a caller that has a thread to
/// give it (a shell runs the plan's positions on its cores itself).
public enum GameAnalyzer {
    /// How far an analysis has got: `done` of `total` searches.
    public struct Progress: Hashable, Sendable {
        public let done: Int
        public let total: Int

        public init(done: Int, total: Int) {
            self.done = done
            self.total = total
        }
    }

    /// `game` analysed with `search`, the plies that left `book` marked (spec 21.3), or `nil`
    /// when `shouldStop` stopped it. `progress` hears of every search done; the analysis never
    /// looks at a clock for it.
    public static func analyze(
        _ game: PlayedGame, search: AnalysisSearch, engine: Engine, book: OpeningBook? = nil,
        shouldStop: @escaping () -> Bool = { false },
        progress: (Progress) -> Void = { _ in }
    ) -> GameAnalysis? {
        let plan = AnalysisPlan(game, exactEmpties: search.limits.exactEmpties)
        var values: [AnalysisPlan.Key: PositionValue] = [:]
        for (done, planned) in plan.searches.enumerated() {
            guard let value = search.value(for: planned, engine: engine, shouldStop: shouldStop)
            else { return nil }
            values[planned.key] = value
            progress(Progress(done: done + 1, total: plan.searches.count))
        }
        return GameAnalysis(plan, values: values, book: book)
    }
}
