import Foundation
import ReversiEngine

/// ProbCut's predictions fitted to samples by least squares (spec 20.1): for each stage and
/// deep depth, the deep value against the shallow one's, with the residuals' standard
/// deviation as the error.
enum ProbCutFit {
    static func predictions(_ samples: [ProbCutSample], depths: ClosedRange<Int>)
        -> [ProbCutPrediction]
    {
        lines(samples, depths: depths).map { fit in
            ProbCutPrediction(
                empties: fit.stage, depth: fit.depth,
                slope: Self.rounded(fit.line.slope, places: 4),
                offset: Self.rounded(fit.line.offset, places: 1),
                error: Self.rounded(fit.line.error, places: 1))
        }
    }

    /// The fit's error over the spread of the deep values (their standard deviation), by stage
    /// and depth: a measure free of the evaluation's scale. Weights that keep their values
    /// nearer zero shrink every error in disks; over the spread, two evaluations compare
    /// fairly (docs/engine.md: the evaluation).
    static func relativeErrors(_ samples: [ProbCutSample], depths: ClosedRange<Int>)
        -> [(stage: ClosedRange<Int>, depth: Int, relative: Double)]
    {
        lines(samples, depths: depths).compactMap { fit in
            fit.line.spread > 0 ? (fit.stage, fit.depth, fit.line.error / fit.line.spread) : nil
        }
    }

    /// The least-squares line of every stage and depth that has one.
    private static func lines(_ samples: [ProbCutSample], depths: ClosedRange<Int>)
        -> [(stage: ClosedRange<Int>, depth: Int, line: Line)]
    {
        ProbCutPrediction.stages.flatMap { stage in
            let staged = samples.filter { stage.contains($0.empties) }
            return depths.compactMap { depth in
                let shallow = ProbCutPrediction.shallowDepth(for: depth)
                let pairs = staged.compactMap { sample -> (x: Double, y: Double)? in
                    guard let x = sample.value(at: shallow), let y = sample.value(at: depth)
                    else { return nil }
                    return (Double(x), Double(y))
                }
                return line(pairs).map { (stage, depth, $0) }
            }
        }
    }

    /// A least-squares line, its residuals' standard deviation (`error`) and the standard
    /// deviation of the values it predicts (`spread`).
    typealias Line = (slope: Double, offset: Double, error: Double, spread: Double)

    /// The least-squares line through `pairs`; nil below three pairs or with no spread of x.
    static func line(_ pairs: [(x: Double, y: Double)]) -> Line? {
        let count = Double(pairs.count)
        guard pairs.count >= 3 else { return nil }
        let meanX = pairs.reduce(0) { $0 + $1.x } / count
        let meanY = pairs.reduce(0) { $0 + $1.y } / count
        let sxx = pairs.reduce(0) { $0 + ($1.x - meanX) * ($1.x - meanX) }
        let sxy = pairs.reduce(0) { $0 + ($1.x - meanX) * ($1.y - meanY) }
        let syy = pairs.reduce(0) { $0 + ($1.y - meanY) * ($1.y - meanY) }
        guard sxx > 0 else { return nil }
        let slope = sxy / sxx
        let offset = meanY - slope * meanX
        let squares = pairs.reduce(0) { sum, pair in
            let residual = pair.y - (slope * pair.x + offset)
            return sum + residual * residual
        }
        return (
            slope, offset, (squares / (count - 2)).squareRoot(), (syy / (count - 1)).squareRoot()
        )
    }

    /// The residuals of `samples` against `predictions`, each over its prediction's error:
    /// for a held-out sample, their root mean square is about 1 when the errors hold.
    static func scaledResiduals(
        _ samples: [ProbCutSample], _ predictions: [ProbCutPrediction], stage: ClosedRange<Int>
    ) -> [Double] {
        predictions.filter { $0.empties == stage && $0.error > 0 }.flatMap { prediction in
            samples.filter { stage.contains($0.empties) }.compactMap { sample -> Double? in
                guard let x = sample.value(at: prediction.shallowDepth),
                    let y = sample.value(at: prediction.depth)
                else { return nil }
                let predicted = prediction.slope * Double(x) + prediction.offset
                return (Double(y) - predicted) / prediction.error
            }
        }
    }

    /// The Swift source of `predictions`, headed by the command that made them.
    static func source(_ predictions: [ProbCutPrediction], command: String, samples: Int)
        -> String
    {
        let stages = ProbCutPrediction.stages.compactMap { stage -> String? in
            let rows = predictions.filter { $0.empties == stage }.map { prediction in
                """
                                (depth: \(prediction.depth), \
                slope: \(String(format: "%.4f", prediction.slope)), \
                offset: \(String(format: "%.1f", prediction.offset)), \
                error: \(String(format: "%.1f", prediction.error))),
                """
            }
            guard !rows.isEmpty else { return nil }
            return """
                        fits(
                            empties: \(stage.lowerBound)...\(stage.upperBound),
                            [
                \(rows.joined(separator: "\n"))
                            ]),
                """
        }
        return """
            // Made by `\(command)` from \(samples) positions
            // (docs/engine.md: ProbCut); not to be edited by hand.
            extension ProbCutPrediction {
                /// The predictions the search cuts with: by stage and deep depth, the deep value as
                /// slope times the shallow one plus offset, with its error (hundredths of a disk).
                public static let fitted: [ProbCutPrediction] = [
            \(stages.joined(separator: "\n"))
                ].flatMap { $0 }
            }

            """
    }

    private static func rounded(_ value: Double, places: Int) -> Double {
        let scale = pow(10, Double(places))
        return (value * scale).rounded() / scale
    }
}
