/// What a shallow search says of a deep one (spec 20.1): at a stage of the game and a pair of
/// depths, the deep search's value is about `slope` times the shallow one's plus `offset`,
/// with a standard deviation of `error` (all in the evaluation's hundredths of a disk). Fitted
/// by `reversi-train probcut` from the engine's own positions (`fitted`, docs/engine.md:
/// ProbCut).
public struct ProbCutPrediction: Hashable, Sendable {
    /// The empty cells of the positions it was fitted on: one of `stages`.
    public let empties: ClosedRange<Int>
    public let depth: Int
    public let slope: Double
    public let offset: Double
    public let error: Double

    public init(empties: ClosedRange<Int>, depth: Int, slope: Double, offset: Double, error: Double)
    {
        self.empties = empties
        self.depth = depth
        self.slope = slope
        self.offset = offset
        self.error = error
    }

    /// The predictions of one stage, as the fit's file lists them: the stage's range once, then
    /// a row for each depth.
    static func fits(
        empties: ClosedRange<Int>,
        _ rows: [(depth: Int, slope: Double, offset: Double, error: Double)]
    ) -> [ProbCutPrediction] {
        rows.map {
            ProbCutPrediction(
                empties: empties, depth: $0.depth, slope: $0.slope, offset: $0.offset,
                error: $0.error)
        }
    }

    /// The depth of the shallow search that predicts this one: always `shallowDepth(for:)`,
    /// which the search reads too, so the fit's file does not repeat it.
    public var shallowDepth: Int { Self.shallowDepth(for: depth) }

    /// The stages of the game the predictions are fitted for, by empty cells: every count from
    /// 0 to 60 falls in one.
    public static let stages: [ClosedRange<Int>] = [0...22, 23...32, 33...42, 43...60]

    /// The deep depths fitted: a node this deep or deeper tries a cut.
    public static let fittedDepths = 3...10

    /// The depth of the shallow search that predicts one of `depth`: about half of it, of the
    /// same parity (the evaluation swings with the side that moved last, so a prediction
    /// across an odd gap errs more), at least 1, within the fitted depths; beyond them, as far
    /// below `depth` as the deepest fitted pair, whose prediction it borrows (an error no
    /// smaller than the deeper pair's own, as a deeper shallow search predicts better).
    public static func shallowDepth(for depth: Int) -> Int {
        let deepest = fittedDepths.upperBound
        guard depth > deepest else { return max(depth - 2 * ((depth + 3) / 4), 1) }
        return depth - (deepest - shallowDepth(for: deepest))
    }

    /// The stage of a position with `empties` empty cells.
    public static func stage(empties: Int) -> Int {
        stages.firstIndex { $0.contains(empties) } ?? (empties < 0 ? 0 : stages.count - 1)
    }
}
