import CLISupport
import Dispatch
import Foundation
import ReversiCore
import ReversiEngine

/// `reversi-train games`: games of the engine against itself, every position of each kept
/// with the game's final result for the side to move.
///
/// The games open with a random number of random plies and take a random move now and then
/// before the end is solved, so that they cover positions a strong player would not reach;
/// from `--exact` empties on both sides play perfectly, so the later positions' results are
/// their exact values.
enum GamesCommand {
    static let games = Option.integer(
        "--games", value: "N", in: 1...10_000_000, default: "1000", help: "The number of games.")
    static let seed = Option.seed(default: "1", help: "The seed of the games.")
    static let depth = Option.integer(
        "--depth", value: "D", in: 1...20, default: "4", help: "The depth of the players' search.")
    static let exact = Option.integer(
        "--exact", value: "E", in: 0...24, default: "14",
        help: "The empties from which the players solve the game.")
    static let jobs = Option.jobs(
        most: 64, default: "the number of processors", help: "Games played at once.")
    static let output = Option.text(
        "--output", value: "FILE", expected: "a file", default: "samples.bin",
        help: "Where the samples go (17 bytes each).")

    static let command = CommandSpec(
        "reversi-train games",
        abstract: "Play games to learn from.",
        discussion: """
            Plays N games of the engine against itself and writes every position of each with
            the game's final disk difference for the side to move. The games depend only on
            the seed, the depth and the empties solved, not on --jobs.
            """,
        options: [games, seed, depth, exact, jobs, output])

    static func run(_ words: [String]) -> Never {
        let (count, seed, depth, exact, jobs, path) = command.parse(words) {
            arguments throws(UsageError) in
            (
                try arguments.value(Self.games) ?? 1000, try arguments.value(Self.seed) ?? 1,
                try arguments.value(Self.depth) ?? 4, try arguments.value(Self.exact) ?? 14,
                try arguments.value(Self.jobs) ?? ProcessInfo.processInfo.activeProcessorCount,
                try arguments.value(Self.output) ?? "samples.bin"
            )
        }
        let limits = SearchLimits(depth: depth, exactEmpties: exact)
        let started = ContinuousClock.now
        // Each job writes its own slot only.
        nonisolated(unsafe) let shares = UnsafeMutableBufferPointer<Data>.allocate(capacity: jobs)
        shares.initialize(repeating: Data())
        DispatchQueue.concurrentPerform(iterations: jobs) { job in
            let engine = Engine(tableBytes: 16 << 20)
            var data = Data()
            for index in stride(from: job, to: count, by: jobs) {
                for sample in play(
                    seed ^ UInt64(index) &* 0x9E37_79B9_7F4A_7C15,
                    limits: limits, engine: engine)
                {
                    sample.append(to: &data)
                }
            }
            shares[job] = data
        }
        let data = shares.reduce(Data(), +)
        shares.deallocate()
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            printError("error: cannot write \(path): \(error.localizedDescription)")
            exit(.ioError)
        }
        let seconds = (ContinuousClock.now - started) / .seconds(1)
        print(
            "\(count) games, \(data.count / TrainingSample.bytes) positions, in"
                + " \(String(format: "%.1f", seconds)) s: \(path)")
        exit(.success)
    }

    /// One game's positions with their results.
    static func play(_ seed: UInt64, limits: SearchLimits, engine: Engine) -> [TrainingSample] {
        var random = SplitMix64(seed: seed)
        let randomPlies = Int(random.next() % 17)
        var model = GameModel.initial
        var positions: [(Bitboards, Disk)] = []
        var ply = 0
        while true {
            switch model {
            case .mustPlace(let moves):
                let position = moves.state.bitboards
                positions.append((position, moves.disk))
                let empties = position.empty.nonzeroBitCount
                let wanders = empties > limits.exactEmpties && random.next() % 20 == 0
                let move =
                    ply < randomPlies || wanders
                    ? moves[Int(random.next() % UInt64(moves.count))]
                    : engine.bestMove(for: moves, limits: limits, seed: random.next()).move
                ply += 1
                guard let next = try? model.placing(at: move.coordinate).get().next else {
                    return []
                }
                model = next
            case .mustPass(let pass):
                model = .mustPlace(pass.afterPass)
            case .completed(let finished):
                return positions.map { position, disk in
                    TrainingSample(
                        position: position, score: Int8(finished.board.finalScore(for: disk)))
                }
            }
        }
    }
}
