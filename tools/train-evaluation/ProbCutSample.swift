import Dispatch
import ReversiCore
import ReversiEngine

/// A position of the engine's own games with the values of the exhaustive midgame search at
/// every depth up to the deepest fitted one: what ProbCut's predictions are fitted on and
/// checked against (spec 20.1).
struct ProbCutSample {
    let empties: Int
    /// The value at depth `d` is `values[d - 1]`, in hundredths of a disk; nil where the
    /// search found a decided game, which no prediction is about.
    let values: [Int?]

    /// The value at `depth`, when the sample has one.
    func value(at depth: Int) -> Int? {
        depth >= 1 && depth <= values.count ? values[depth - 1] : nil
    }

    /// `count` samples from seeded self-play, the same for the same seed and count whatever
    /// `jobs` is: games at depth 2, and from each game one position of each stage of
    /// `ProbCutPrediction.stages` with more empties than `deepest` (so that no search reaches
    /// the end), drawn by the game's seed. Only node-bounded, single-thread searches.
    static func make(seed: UInt64, count: Int, deepest: Int, jobs: Int) -> [ProbCutSample] {
        let positions = self.positions(seed: seed, count: count, deepest: deepest)
        // Each job writes its own slots only.
        nonisolated(unsafe) let slots = UnsafeMutableBufferPointer<ProbCutSample?>.allocate(
            capacity: positions.count)
        slots.initialize(repeating: nil)
        defer { slots.deallocate() }
        DispatchQueue.concurrentPerform(iterations: max(jobs, 1)) { job in
            let engine = Engine(tableBytes: 8 << 20)
            for index in stride(from: job, to: positions.count, by: max(jobs, 1)) {
                slots[index] = sample(positions[index], deepest: deepest, engine: engine)
            }
        }
        return slots.compactMap(\.self)
    }

    /// The positions of `make`, in the order of the games.
    static func positions(seed: UInt64, count: Int, deepest: Int) -> [Bitboards] {
        let stages = ProbCutPrediction.stages.map {
            max($0.lowerBound, deepest + 4)...min($0.upperBound, 56)
        }.filter { !$0.isEmpty }
        let limits = SearchLimits(depth: 2, exactEmpties: 0)
        let engine = Engine(tableBytes: 1 << 20)
        var positions: [Bitboards] = []
        var game: UInt64 = 0
        while positions.count < count {
            var random = SplitMix64(seed: seed ^ game &* 0x9E37_79B9_7F4A_7C15)
            game += 1
            let played = GamesCommand.play(random.next(), limits: limits, engine: engine)
            for stage in stages where positions.count < count {
                let candidates = played.map(\.position).filter {
                    stage.contains($0.empty.nonzeroBitCount) && $0.legalMoves != 0
                }
                guard !candidates.isEmpty else { continue }
                positions.append(candidates[Int(random.next() % UInt64(candidates.count))])
            }
        }
        return positions
    }

    /// The values of `position` at every depth to `deepest`, each depth of one iterative
    /// deepening of the exhaustive search (its root value is the position's value at that
    /// depth).
    static func sample(_ position: Bitboards, deepest: Int, engine: Engine) -> ProbCutSample? {
        let state = GameState(board: Board(position, toMove: .dark), turn: .dark)
        guard let moves = LegalMoves(state) else { return nil }
        var values = [Int?](repeating: nil, count: deepest)
        _ = engine.bestMove(
            for: moves, limits: SearchLimits(depth: deepest, exactEmpties: 0), seed: 0,
            progress: { update in
                if case .heuristic(let value) = update.score { values[update.depth - 1] = value }
            })
        return ProbCutSample(empties: position.empty.nonzeroBitCount, values: values)
    }
}
