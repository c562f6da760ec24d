import CLISupport
import Dispatch
import EvaluationWeights
import Foundation
import ReversiCore
import ReversiEngine

/// `reversi-train fit`: the evaluation's weights fitted to the samples' values (games'
/// results or deeper searches') by least squares, each phase on its own, and written as the
/// engine's file of weights, with a note beside it of how they were made.
///
/// Every position is learned in its eight symmetries, so the weights do not depend on how
/// the board is turned. One position in twenty (by its hash, so a repeated opening position
/// lands on one side) is kept out of the fit to measure it.
enum FitCommand {
    static let samples = Argument<String>(
        "SAMPLES", expected: "files of samples", count: .oneOrMore, completion: .file,
        help: "Files written by 'reversi-train games' or 'reversi-train label'."
    ) { $0.isEmpty ? nil : $0 }
    static let epochs = Option.integer(
        "--epochs", value: "N", in: 1...10_000, default: "60", help: "Passes over the samples.")
    static let start = Option.text(
        "--from", value: "WEIGHTS", expected: "a file of weights",
        help: "Start from these weights instead of zeros; weights no sample reaches keep them.")
    static let firstPhase = Option.integer(
        "--first-phase", value: "P", in: 0...7, default: "0",
        help: "Fit the phases from P on; those below keep the --from weights.")
    static let defaultOutput = "Sources/ReversiEngine/Evaluation/evaluation.weights"
    static let output = Option.text(
        "--output", value: "FILE", expected: "a file", default: defaultOutput,
        help: "The file of weights; its note is FILE.txt.")

    static let command = CommandSpec(
        "reversi-train fit",
        abstract: "Fit the evaluation's weights to samples.",
        discussion: """
            Fits the pattern weights of every phase to the samples' values (their games' final
            results, or the searches' values 'reversi-train label' gave them) and writes them
            as the engine's file of weights, with a note beside it giving this command and the
            fit's error on the positions kept out of it. With --from, the fit starts from
            those weights instead of zeros, and the phases below --first-phase keep them.
            """,
        arguments: [samples], options: [epochs, start, firstPhase, output])

    static func run(_ words: [String]) -> Never {
        let (paths, epochs, start, firstPhase, output) = command.parse(words) {
            arguments throws(UsageError) in
            let start = try arguments.value(Self.start)
            let firstPhase = try arguments.value(Self.firstPhase) ?? 0
            guard start != nil || firstPhase == 0 else {
                throw UsageError("'--first-phase' keeps the weights of '--from': give both")
            }
            return (
                try arguments.remaining(Self.samples), try arguments.value(Self.epochs) ?? 60,
                start, firstPhase, try arguments.value(Self.output) ?? defaultOutput
            )
        }
        let startWeights = start.map(PatternWeightsFile.read)
        var all = TrainingSample.readFiles(paths)
        var byPhase = [[TrainingSample]](repeating: [], count: Patterns.phases)
        for sample in all {
            byPhase[Patterns.phase(empties: sample.position.empty.nonzeroBitCount)].append(sample)
        }
        all = []
        let phases = byPhase
        nonisolated(unsafe) var fitted = [PhaseFit?](repeating: nil, count: Patterns.phases)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: Patterns.phases) { phase in
            let fit = PhaseFit(
                phases[phase], epochs: phase < firstPhase ? 0 : epochs,
                start: startWeights.map {
                    $0[phase * Patterns.phaseSize..<(phase + 1) * Patterns.phaseSize].map {
                        Float($0) / 100
                    }
                })
            lock.lock()
            fitted[phase] = fit
            let fitted =
                phase < firstPhase
                ? "kept" : String(format: "error %.2f disks", fit.trainError)
            print(
                "phase \(phase): \(phases[phase].count) positions, \(fitted)"
                    + String(format: " (kept out: %.2f)", fit.testError))
            lock.unlock()
        }
        let weights = fitted.flatMap { fit in
            (fit?.weights ?? []).map { Int16(clamping: Int(($0 * 100).rounded())) }
        }
        let errors = fitted.map { String(format: "%.2f", $0?.testError ?? 0) }
        let note = Self.note(
            command: (["reversi-train", "fit"] + words).joined(separator: " "),
            positions: byPhase.reduce(0) { $0 + $1.count }, errors: errors)
        do {
            try Data(WeightsFile.encode(weights)).write(
                to: URL(fileURLWithPath: output), options: .atomic)
            try note.write(toFile: output + ".txt", atomically: true, encoding: .utf8)
        } catch {
            printError("error: cannot write \(output): \(error.localizedDescription)")
            exit(.ioError)
        }
        print("\(weights.count) weights: \(output), its note \(output).txt")
        exit(.success)
    }

    /// The note kept beside the file of weights: what made them, and how well they fit.
    static func note(command: String, positions: Int, errors: [String]) -> String {
        """
        The evaluation's weights beside this note (docs/engine.md: the evaluation) were made by

            \(command)

        from \(positions) positions; not to be edited by hand. The fit's error on the positions
        kept out of it, in disks, by phase (0-7 empty cells first):
        \(errors.joined(separator: " ")).

        """
    }
}

/// The least-squares fit of one phase's weights, by gradient steps in which each weight
/// moves by its samples' mean error, scaled down as every sample moves dozens of weights.
struct PhaseFit {
    private(set) var weights: [Float]
    private(set) var trainError: Double = 0
    private(set) var testError: Double = 0

    /// The fit of `samples` in `epochs` passes, from the weights `start` (in disks) or zeros.
    init(_ samples: [TrainingSample], epochs: Int, start: [Float]? = nil) {
        weights = start ?? [Float](repeating: 0, count: Patterns.phaseSize)
        let perSample = Patterns.appearances
        let ternary = Patterns.ternary
        var train: [Int] = []
        var test: [Int] = []
        var indices: [UInt16] = []
        indices.reserveCapacity(samples.count * 8 * perSample)
        var mobility: [Float] = []
        var targets: [Float] = []
        for (number, sample) in samples.enumerated() {
            let position = sample.position
            let symmetries = zip(
                Patterns.symmetries(position.own), Patterns.symmetries(position.opponent))
            ternary.withUnsafeBufferPointer { table in
                guard let base = table.baseAddress else { return }
                for (own, opponent) in symmetries {
                    Patterns.forEachIndex(Bitboards(own: own, opponent: opponent), ternary: base) {
                        indices.append(UInt16($0))
                    }
                }
            }
            mobility.append(
                Float(
                    position.legalMoves.nonzeroBitCount
                        - position.passed.legalMoves.nonzeroBitCount))
            targets.append(Float(sample.score))
            var hash = SplitMix64(seed: position.own &* 31 ^ position.opponent)
            if hash.next() % 20 == 0 { test.append(number) } else { train.append(number) }
        }
        var counts = [Float](repeating: 0, count: Patterns.phaseSize)
        var mobilitySquares: Float = 0
        for sample in train {
            for slot in sample * 8 * perSample..<(sample + 1) * 8 * perSample {
                counts[Int(indices[slot])] += 1
            }
            mobilitySquares += 8 * mobility[sample] * mobility[sample]
        }
        let step: Float = 1.5 / Float(perSample + 2)
        let shrink: Float = 10
        func error(_ sample: Int, _ weights: [Float], _ symmetry: Int) -> Float {
            var predicted =
                weights[Patterns.constantWeight] + weights[Patterns.mobilityWeight]
                * mobility[sample]
            let start = (sample * 8 + symmetry) * perSample
            for slot in start..<start + perSample { predicted += weights[Int(indices[slot])] }
            return targets[sample] - predicted
        }
        for _ in 0..<epochs {
            var gradient = [Float](repeating: 0, count: Patterns.phaseSize)
            var squares: Double = 0
            for sample in train {
                for symmetry in 0..<8 {
                    let residual = error(sample, weights, symmetry)
                    squares += Double(residual * residual)
                    let start = (sample * 8 + symmetry) * perSample
                    for slot in start..<start + perSample {
                        gradient[Int(indices[slot])] += residual
                    }
                    gradient[Patterns.mobilityWeight] += residual * mobility[sample]
                    gradient[Patterns.constantWeight] += residual
                }
            }
            trainError = (squares / Double(max(train.count * 8, 1))).squareRoot()
            for index in 0..<Patterns.mobilityWeight {
                weights[index] += step * gradient[index] / (counts[index] + shrink)
            }
            weights[Patterns.mobilityWeight] +=
                step * gradient[Patterns.mobilityWeight] / max(mobilitySquares, 1)
            weights[Patterns.constantWeight] +=
                step * gradient[Patterns.constantWeight] / Float(max(train.count * 8, 1))
        }
        var squares: Double = 0
        for sample in test {
            let residual = error(sample, weights, 0)
            squares += Double(residual * residual)
        }
        testError = (squares / Double(max(test.count, 1))).squareRoot()
    }
}
