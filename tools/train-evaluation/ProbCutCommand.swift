import CLISupport
import Foundation
import ReversiEngine

/// `reversi-train probcut`: ProbCut's predictions (spec 20.1) fitted on positions of the
/// engine's own seeded games, and written as the engine's source file of them.
enum ProbCutCommand {
    static let seed = Option.seed(default: "1", help: "The seed of the games.")
    static let positions = Option.integer(
        "--positions", value: "N", in: 8...100_000, default: "800",
        help: "The positions fitted on.")
    static let jobs = Option.jobs(
        most: 64, default: "the number of processors", help: "Positions searched at once.")
    static let output = Option.text(
        "--output", value: "FILE", expected: "a file",
        default: "Sources/ReversiEngine/Evaluation/ProbCutFit.swift",
        help: "The Swift source file of the predictions.")

    static let command = CommandSpec(
        "reversi-train probcut",
        abstract: "Fit the selective search's predictions.",
        discussion: """
            Plays seeded games of the engine against itself, searches positions of each stage
            of the game exhaustively at every depth to the deepest the search cuts with, and
            fits for each stage and depth the deep value against a shallow one's, with its
            error. The file depends only on the seed and the number of positions, not on
            --jobs.
            """,
        options: [seed, positions, jobs, output])

    static func run(_ words: [String]) -> Never {
        let (seed, count, jobs, path) = command.parse(words) { arguments throws(UsageError) in
            (
                try arguments.value(Self.seed) ?? 1, try arguments.value(Self.positions) ?? 800,
                try arguments.value(Self.jobs) ?? ProcessInfo.processInfo.activeProcessorCount,
                try arguments.value(Self.output)
                    ?? "Sources/ReversiEngine/Evaluation/ProbCutFit.swift"
            )
        }
        let started = ContinuousClock.now
        let samples = ProbCutSample.make(
            seed: seed, count: count, deepest: ProbCutPrediction.fittedDepths.upperBound,
            jobs: jobs)
        let text = source(samples, seed: seed, positions: count)
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            printError("error: cannot write \(path): \(error.localizedDescription)")
            exit(.ioError)
        }
        let seconds = (ContinuousClock.now - started) / .seconds(1)
        print("\(count) positions in \(String(format: "%.1f", seconds)) s: \(path)")
        print(relativeErrorTable(samples))
        exit(.success)
    }

    /// The file of the fit of `positions` positions of seed `seed`.
    static func source(
        seed: UInt64, positions: Int, jobs: Int,
        depths: ClosedRange<Int> = ProbCutPrediction.fittedDepths
    ) -> String {
        let samples = ProbCutSample.make(
            seed: seed, count: positions, deepest: depths.upperBound, jobs: jobs)
        return source(samples, seed: seed, positions: positions, depths: depths)
    }

    /// The file of the fit of `samples`, made from `positions` positions of seed `seed`.
    static func source(
        _ samples: [ProbCutSample], seed: UInt64, positions: Int,
        depths: ClosedRange<Int> = ProbCutPrediction.fittedDepths
    ) -> String {
        ProbCutFit.source(
            ProbCutFit.predictions(samples, depths: depths),
            command: "reversi-train probcut --seed \(seed) --positions \(positions)",
            samples: samples.count)
    }

    /// The fit's errors over the deep values' spread, a row a stage and a column a depth.
    static func relativeErrorTable(_ samples: [ProbCutSample]) -> String {
        let depths = ProbCutPrediction.fittedDepths
        let cells = ProbCutFit.relativeErrors(samples, depths: depths)
        let rows = ProbCutPrediction.stages.map { stage in
            let name = "\(stage.lowerBound)-\(stage.upperBound)"
            let values = depths.map { depth in
                cells.first { $0.stage == stage && $0.depth == depth }
                    .map { String(format: "%6.3f", $0.relative) } ?? "     -"
            }
            return name.padding(toLength: 8, withPad: " ", startingAt: 0) + values.joined()
        }
        let header = "empties " + depths.map { "    d\($0)".suffix(6) }.joined()
        return (["the error over the deep values' spread:", header] + rows).joined(separator: "\n")
    }
}
