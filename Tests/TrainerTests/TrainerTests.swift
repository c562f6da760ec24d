import Foundation
import ReversiCore
import ReversiEngine
import Testing

@testable import reversi_train

/// The trainer of the evaluation (docs/engine.md: the evaluation): the games it learns from
/// and the file they are kept in.
@Suite("The evaluation's trainer: its games and its files")
struct TrainerTests {
    @Test("spec 16.1: a game's positions from the solved empties on carry their exact values")
    func solvedPositionsAreExact() throws {
        let limits = SearchLimits(depth: 2, exactEmpties: 10)
        let engine = Engine(tableBytes: 1 << 20)
        for seed in UInt64(1)...3 {
            let samples = GamesCommand.play(seed, limits: limits, engine: engine)
            #expect(samples.count >= 50, "seed \(seed)")
            for sample in samples where sample.position.empty.nonzeroBitCount <= 10 {
                let state = GameState(board: Board(sample.position, toMove: .dark), turn: .dark)
                let solution = try #require(engine.solve(state))
                #expect(Int(sample.score) == solution.score, "seed \(seed)")
            }
        }
    }

    @Test("the same seed plays the same game, another seed another")
    func seededGames() {
        let limits = SearchLimits(depth: 2, exactEmpties: 8)
        let engine = Engine(tableBytes: 1 << 20)
        let first = GamesCommand.play(7, limits: limits, engine: engine).map(\.position)
        #expect(first == GamesCommand.play(7, limits: limits, engine: engine).map(\.position))
        #expect(first != GamesCommand.play(8, limits: limits, engine: engine).map(\.position))
    }

    @Test("samples written to a file read back the same; a cut file is refused")
    func samplesFile() {
        let samples = [
            TrainingSample(
                position: Bitboards(own: 0x8100_0000_0000_0081, opponent: 1 << 20), score: -64),
            TrainingSample(position: Bitboards(own: 0, opponent: .max), score: 64),
        ]
        var data = Data()
        for sample in samples { sample.append(to: &data) }
        #expect(data.count == 2 * TrainingSample.bytes)
        let read = TrainingSample.read(data)
        #expect(read?.map(\.position) == samples.map(\.position))
        #expect(read?.map(\.score) == samples.map(\.score))
        #expect(TrainingSample.read(data.dropLast()) == nil)
    }

    @Test(
        "the note beside the weights gives the command that made them and the fit's error by phase")
    func weightsNote() {
        let note = FitCommand.note(
            command: "reversi-train fit d4.bin --epochs 80", positions: 1234,
            errors: ["5.87", "9.41"])
        #expect(note.contains("\n    reversi-train fit d4.bin --epochs 80\n"))
        #expect(note.contains("from 1234 positions"))
        #expect(note.contains("by phase (0-7 empty cells first):\n5.87 9.41.\n"))
    }

    @Test(
        "spec 20.1: the ProbCut fit's file depends only on the seed and the number of positions: the same bytes twice, on one job or two"
    )
    func probCutFitIsReproducible() {
        let first = ProbCutCommand.source(seed: 3, positions: 16, jobs: 1, depths: 3...6)
        #expect(first == ProbCutCommand.source(seed: 3, positions: 16, jobs: 2, depths: 3...6))
        #expect(first.hasPrefix("// Made by `reversi-train probcut --seed 3 --positions 16`"))
        #expect(first.contains("(depth: 6, slope: "))
    }

    @Test(
        "spec 20.1: the checked-in fit is in the form the trainer writes: its own predictions written again give the file byte for byte, so that a new fit changes only numbers"
    )
    func checkedInFitIsTheTrainersForm() throws {
        let file = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/ReversiEngine/Evaluation/ProbCutFit.swift")
        let checkedIn = try String(contentsOf: file, encoding: .utf8)
        let written = ProbCutFit.source(
            ProbCutPrediction.fitted,
            command: "reversi-train probcut --seed 1 --positions 2000", samples: 2000)
        #expect(written == checkedIn)
    }

    @Test(
        "spec 20.1: the fit's error over the deep values' spread is 0 for a deep value the shallow one predicts exactly, near 1 for one it says nothing of, and the same for values twice as large"
    )
    func relativeError() throws {
        // At depth 4 the shallow depth is 2: values[1] is the shallow value, values[3] the deep.
        func samples(_ pairs: [(Int, Int)]) -> [ProbCutSample] {
            pairs.map { ProbCutSample(empties: 30, values: [nil, $0.0, nil, $0.1]) }
        }
        func relative(_ pairs: [(Int, Int)]) throws -> Double {
            let cells = ProbCutFit.relativeErrors(samples(pairs), depths: 4...4)
            return try #require(cells.first { $0.stage.contains(30) && $0.depth == 4 }).relative
        }
        let exact = (0..<40).map { ($0 * 100, $0 * 150 + 20) }
        #expect(try relative(exact) < 1e-9)
        let unrelated = (0..<40).map { ($0 % 2 * 100, $0 / 2 % 2 * 100) }
        let none = try relative(unrelated)
        #expect(none >= 1 && none < 1.05, "\(none)")
        let noisy = (0..<40).map { ($0 * 100, $0 * 100 + ($0 % 3 - 1) * 250) }
        let doubled = noisy.map { ($0.0 * 2, $0.1 * 2) }
        let once = try relative(noisy)
        #expect(once > 0.05 && once < 0.5, "\(once)")
        #expect(abs(try relative(doubled) - once) < 1e-9)
    }

    @Test(
        "spec 20.1: positions kept out of the fit (another seed) stay within the fitted errors: at every stage the residuals over the errors have a root mean square of at most 1.25"
    )
    func probCutFitHoldsOutOfSample() {
        let samples = ProbCutSample.make(
            seed: 2, count: 120, deepest: ProbCutPrediction.fittedDepths.upperBound, jobs: 2)
        for stage in ProbCutPrediction.stages {
            let residuals = ProbCutFit.scaledResiduals(
                samples, ProbCutPrediction.fitted, stage: stage)
            #expect(residuals.count >= 100, "\(stage)")
            let rms = (residuals.reduce(0) { $0 + $1 * $1 } / Double(residuals.count))
                .squareRoot()
            #expect(rms <= 1.25, "stage \(stage): \(rms)")
        }
    }
}

@Suite("The trainer's measure of cancelling (spec 16.5)")
struct CancelMeasureTests {
    @Test(
        "spec 16.5: a search too deep to finish within the delay is counted as cancelled, and its return is timed from the cancellation, not from the start"
    )
    func cancelledSearchIsTimed() throws {
        let moves = try #require(LegalMoves(GameState.initial))
        let endless = SearchLimits(depth: SearchLimits.deepest, exactEmpties: 0)
        let delay = Duration.milliseconds(200)
        let started = ContinuousClock.now
        let returned = try #require(
            CancelCommand.cancelled(moves, endless, threads: 2, after: delay))
        #expect(ContinuousClock.now - started >= delay)
        #expect(returned < ContinuousClock.now - started - delay + .milliseconds(1))
    }
}
