import Foundation
import ReversiCore
import Testing

@testable import ReversiEngine
@testable import reversi_train

/// The positions the evaluation learns from, labelled by deeper searches (`reversi-train
/// label`, docs/engine.md: the evaluation), the weights measured against them
/// (`reversi-train error`) and a fit started from earlier weights.
@Suite("The evaluation's trainer: positions labelled by searches")
struct LabelTests {
    static let labelling = LabelCommand.Labelling(
        depth: 4, selectivity: .percent95, exactEmpties: 10)

    /// The distinct positions of two seeded games, from the start to the end.
    static let positions = LabelCommand.kept(
        [1, 2].flatMap {
            GamesCommand.play(
                $0, limits: SearchLimits(depth: 2, exactEmpties: 6),
                engine: Engine(tableBytes: 1 << 20)
            ).map(\.position)
        }, oneIn: 1, seed: 1)

    static func bytes(_ samples: [TrainingSample]) -> Data {
        var data = Data()
        for sample in samples { sample.append(to: &data) }
        return data
    }

    @Test(
        "spec 10.6: the labels depend only on the positions and the labelling: the same bytes twice, on one job or two"
    )
    func labelsAreReproducible() {
        #expect(Self.positions.count >= 100)
        let once = Self.bytes(LabelCommand.label(Self.positions, Self.labelling, jobs: 1))
        #expect(once.count == Self.positions.count * TrainingSample.bytes)
        #expect(once == Self.bytes(LabelCommand.label(Self.positions, Self.labelling, jobs: 1)))
        #expect(once == Self.bytes(LabelCommand.label(Self.positions, Self.labelling, jobs: 2)))
    }

    @Test(
        "spec 13.4: a position within the labelling's empties is labelled with its exact score, any other with its search's value in whole disks"
    )
    func labelsAreSearchValues() throws {
        let engine = Engine(tableBytes: 1 << 20)
        let labelled = LabelCommand.label(Self.positions, Self.labelling, jobs: 2)
        var solved = 0
        for sample in labelled {
            let state = GameState(board: Board(sample.position, toMove: .dark), turn: .dark)
            if sample.position.empty.nonzeroBitCount <= Self.labelling.exactEmpties {
                let solution = try #require(engine.solve(state))
                #expect(Int(sample.score) == solution.score)
                solved += 1
            } else if let moves = LegalMoves(state) {
                let limits = SearchLimits(depth: 4, exactEmpties: 0, selectivity: .percent95)
                let value = engine.bestMove(for: moves, limits: limits, seed: 0).score.hundredths
                #expect(abs(Int(sample.score) * 100 - value) <= 50, "\(value)")
            }
        }
        #expect(solved >= 10)
    }

    /// The first position of seeded random games whose side to move must pass.
    static func passedPosition(seed: UInt64) -> Bitboards? {
        var random = SplitMix64(seed: seed)
        for _ in 0..<100 {
            var position = GameState.initial.board.bitboards(for: .dark)
            while position.empty != 0 {
                let moves = position.legalMoves
                if moves == 0 {
                    if position.passed.legalMoves != 0 { return position }
                    break
                }
                let squares = (0..<64).filter { moves >> UInt64($0) & 1 == 1 }
                let square = squares[Int(random.next() % UInt64(squares.count))]
                position = position.playing(square, flipping: position.flips(at: square))
            }
        }
        return nil
    }

    @Test("a position whose side must pass is labelled as the other side's, negated")
    func passedPositionLabel() throws {
        let engine = Engine(tableBytes: 1 << 20)
        let position = try #require(Self.passedPosition(seed: 5))
        // Beyond the exact empties, so that the searches label it, not the solver.
        let searched = LabelCommand.Labelling(depth: 3, selectivity: .exhaustive, exactEmpties: 0)
        #expect(position.empty.nonzeroBitCount > 0)
        let label = LabelCommand.label(position, searched, engine: engine)
        #expect(label == 0 - LabelCommand.label(position.passed, searched, engine: engine))
    }

    @Test(
        "the positions kept are distinct, in their first order, one in K of them drawn by the seed"
    )
    func keptPositions() {
        let repeated = Self.positions + Self.positions.reversed()
        #expect(LabelCommand.kept(repeated, oneIn: 1, seed: 9) == Self.positions)
        let third = LabelCommand.kept(repeated, oneIn: 3, seed: 9)
        #expect(third == LabelCommand.kept(Self.positions, oneIn: 3, seed: 9))
        #expect(third != LabelCommand.kept(Self.positions, oneIn: 3, seed: 10))
        #expect(third.count > Self.positions.count / 6 && third.count < Self.positions.count / 2)
    }

    @Test("the weights' error is measured with the engine's own evaluation")
    func errorUsesTheEngineEvaluation() {
        let file = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/ReversiEngine/Evaluation/evaluation.weights")
        let weights = PatternWeightsFile.read(file.path)
        for position in Self.positions {
            #expect(
                ErrorCommand.evaluate(position, weights, Patterns.ternary)
                    == Evaluation.evaluate(position, won: 0))
        }
        let exact = Self.positions.map { TrainingSample(position: $0, score: 0) }
        let errors = ErrorCommand.byPhase(weights, exact)
        #expect(errors.reduce(0) { $0 + $1.count } == Self.positions.count)
    }

    @Test(
        "a fit started from weights keeps those no sample reaches, and a phase below --first-phase (no passes) keeps them all"
    )
    func fitFromWeights() {
        let start = (0..<Patterns.phaseSize).map { Float($0 % 7) - 3 }
        #expect(PhaseFit([], epochs: 3, start: start).weights == start)
        let samples = Self.positions.map { TrainingSample(position: $0, score: 10) }
        let kept = PhaseFit(samples, epochs: 0, start: start)
        #expect(kept.weights == start)
        #expect(kept.testError > 0)
        #expect(PhaseFit(samples, epochs: 3, start: start).weights != start)
    }
}
