import CLISupport
import Foundation
import ReversiCore
import ReversiEngine

/// `reversi-train error`: how far a file of weights' evaluation is from the values of files of
/// samples, by phase: old and new weights compared on the same held-out positions.
enum ErrorCommand {
    static let weights = Argument<String>(
        "WEIGHTS", expected: "a file of weights", completion: .file,
        help: "A file of weights, as 'reversi-train fit' writes it."
    ) { $0.isEmpty ? nil : $0 }
    static let samples = Argument<String>(
        "SAMPLES", expected: "files of samples", count: .oneOrMore, completion: .file,
        help: "Files written by 'reversi-train games' or 'reversi-train label'."
    ) { $0.isEmpty ? nil : $0 }

    static let command = CommandSpec(
        "reversi-train error",
        abstract: "Measure weights against samples.",
        discussion: """
            Evaluates every position of SAMPLES as the engine would with WEIGHTS and prints, by
            phase (0-7 empty cells first), the positions and the root mean square of the
            difference from their values, in disks.
            """,
        arguments: [weights, samples])

    static func run(_ words: [String]) -> Never {
        let (path, paths) = command.parse(words) { arguments throws(UsageError) in
            (try arguments.positional(Self.weights), try arguments.remaining(Self.samples))
        }
        let errors = byPhase(PatternWeightsFile.read(path), TrainingSample.readFiles(paths))
        print("phase  positions  error (disks)")
        for (phase, error) in errors.enumerated() {
            print(
                "\(phase)".padding(toLength: 7, withPad: " ", startingAt: 0)
                    + "\(error.count)".padding(toLength: 11, withPad: " ", startingAt: 0)
                    + String(format: "%.2f", error.rms))
        }
        exit(.success)
    }

    /// For each phase, its samples' count and the root mean square of `weights`' evaluation's
    /// difference from their values, in disks.
    static func byPhase(_ weights: [Int16], _ samples: [TrainingSample]) -> [(
        count: Int, rms: Double
    )] {
        var squares = [Double](repeating: 0, count: Patterns.phases)
        var counts = [Int](repeating: 0, count: Patterns.phases)
        let ternary = Patterns.ternary
        for sample in samples {
            let position = sample.position
            let phase = Patterns.phase(empties: position.empty.nonzeroBitCount)
            let predicted = evaluate(position, weights, ternary)
            let residual = Double(predicted) / 100 - Double(sample.score)
            squares[phase] += residual * residual
            counts[phase] += 1
        }
        return zip(counts, squares).map { count, squares in
            (count, (squares / Double(max(count, 1))).squareRoot())
        }
    }

    /// The engine's evaluation of `position` (`Evaluation.evaluate`) with `weights` instead of
    /// the embedded ones, at 100 a disk; a finished game's is its final score, with no bonus
    /// for a win.
    static func evaluate(_ position: Bitboards, _ weights: [Int16], _ ternary: [Int32]) -> Int {
        let ownMoves = position.legalMoves.nonzeroBitCount
        let opponentMoves = position.passed.legalMoves.nonzeroBitCount
        if ownMoves == 0 && opponentMoves == 0 { return position.finalScore * 100 }
        let base = Patterns.phase(empties: position.empty.nonzeroBitCount) * Patterns.phaseSize
        var value =
            Int(weights[base + Patterns.mobilityWeight]) * (ownMoves - opponentMoves)
            + Int(weights[base + Patterns.constantWeight])
        ternary.withUnsafeBufferPointer { table in
            guard let pointer = table.baseAddress else { return }
            Patterns.forEachIndex(position, ternary: pointer) { value += Int(weights[base + $0]) }
        }
        return min(max(value, -Evaluation.bound), Evaluation.bound)
    }
}
