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
        let text = source(seed: seed, positions: count, jobs: jobs)
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            printError("error: cannot write \(path): \(error.localizedDescription)")
            exit(.ioError)
        }
        let seconds = (ContinuousClock.now - started) / .seconds(1)
        print("\(count) positions in \(String(format: "%.1f", seconds)) s: \(path)")
        exit(.success)
    }

    /// The file of the fit of `positions` positions of seed `seed`.
    static func source(
        seed: UInt64, positions: Int, jobs: Int,
        depths: ClosedRange<Int> = ProbCutPrediction.fittedDepths
    ) -> String {
        let samples = ProbCutSample.make(
            seed: seed, count: positions, deepest: depths.upperBound, jobs: jobs)
        return ProbCutFit.source(
            ProbCutFit.predictions(samples, depths: depths),
            command: "reversi-train probcut --seed \(seed) --positions \(positions)",
            samples: samples.count)
    }
}
