import CLISupport
import EvaluationWeights
import Foundation
import ReversiEngine

/// A file of the evaluation's weights read by the trainer: weights to measure, or to start a
/// fit from.
enum PatternWeightsFile {
    /// The weights of the file at `path`, as many as the patterns have; a file that cannot be
    /// read, is damaged or holds another count ends the command with its error.
    static func read(_ path: String) -> [Int16] {
        guard let bytes = FileManager.default.contents(atPath: path) else {
            printError("error: cannot read \(path)")
            exit(.ioError)
        }
        let weights: [Int16]
        do {
            weights = try WeightsFile.decode([UInt8](bytes))
        } catch {
            printError("error: \(path): \(error)")
            exit(.dataError)
        }
        guard weights.count == Patterns.phases * Patterns.phaseSize else {
            printError("error: \(path) has \(weights.count) weights, not the patterns' count")
            exit(.dataError)
        }
        return weights
    }
}
