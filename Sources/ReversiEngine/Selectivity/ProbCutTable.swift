/// The cut margins of one selectivity for every depth and number of empties, worked out once
/// from the fitted predictions so that a node only looks them up (spec 20.1).
struct ProbCutTable: Sendable {
    /// One node's test: the shallow search's depth (0: no test) and the prediction with its
    /// margin (the step's confidence times the fitted error).
    struct Entry: Sendable {
        var shallowDepth = 0
        var slope = 1.0
        var offset = 0.0
        var margin = 0.0
    }

    static let depths = 65
    static let empties = 65
    /// The least depth at which a node tries a cut.
    static let fromDepth = ProbCutPrediction.fittedDepths.lowerBound

    let entries: [Entry]

    init(_ selectivity: Selectivity, predictions: [ProbCutPrediction]) {
        var entries = [Entry](repeating: Entry(), count: Self.depths * Self.empties)
        let deepest = ProbCutPrediction.fittedDepths.upperBound
        for depth in Self.fromDepth..<Self.depths {
            for empties in 0..<Self.empties {
                let stage = ProbCutPrediction.stages[ProbCutPrediction.stage(empties: empties)]
                let fitted = min(depth, deepest)
                guard
                    let prediction = predictions.first(where: {
                        $0.empties == stage && $0.depth == fitted
                    }), prediction.slope > 0
                else { continue }
                entries[depth * Self.empties + empties] = Entry(
                    shallowDepth: ProbCutPrediction.shallowDepth(for: depth),
                    slope: prediction.slope, offset: prediction.offset,
                    margin: selectivity.confidence * prediction.error)
            }
        }
        self.entries = entries
    }

    @inline(__always)
    func entry(depth: Int, empties: Int) -> Entry {
        entries[depth &* Self.empties &+ empties]
    }

    /// The table of each step that prunes, from the checked-in fit.
    static let fitted: [Selectivity: ProbCutTable] = Dictionary(
        uniqueKeysWithValues: Selectivity.allCases.filter(\.prunes).map {
            ($0, ProbCutTable($0, predictions: ProbCutPrediction.fitted))
        })
}
