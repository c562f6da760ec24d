import CLISupport
import Dispatch
import Foundation
import ReversiCore
import ReversiEngine

/// `reversi-train label`: the positions of files of samples, each labelled with the value of a
/// deeper search of the engine instead of its game's result (issue 43, item 6): a game's
/// result is mostly its later mistakes, a search's value is about the position itself.
///
/// Positions with at most `--exact` empties get their exact score; the others the value of a
/// search to a fixed depth at a fixed selectivity, rounded to whole disks as the file keeps
/// them. Every search is bounded by depth alone, on one thread, from an empty table, so the
/// file depends only on its input and the options, not on `--jobs`.
enum LabelCommand {
    static let samples = Argument<String>(
        "SAMPLES", expected: "files of samples", count: .oneOrMore, completion: .file,
        help: "Files written by 'reversi-train games': the positions to label."
    ) { $0.isEmpty ? nil : $0 }
    static let depth = Option.integer(
        "--depth", value: "D", in: 1...30, default: "8", help: "The depth of the searches.")
    static let selectivity = Option<Selectivity>(
        "--selectivity", value: "P",
        expected: "one of \(Selectivity.steps)",
        default: "95%", help: "The searches' selectivity (spec 20.1)."
    ) { Selectivity($0) }
    static let exact = Option.integer(
        "--exact", value: "E", in: 0...24, default: "14",
        help: "The empties from which a position is solved exactly instead.")
    static let oneIn = Option.integer(
        "--one-in", value: "K", in: 1...1_000_000, default: "1",
        help: "Label one distinct position in K, drawn by the seed.")
    static let seed = Option.seed(default: "1", help: "The seed that draws the positions kept.")
    static let jobs = Option.jobs(
        most: 64, default: "the number of processors", help: "Positions searched at once.")
    static let output = Option.text(
        "--output", value: "FILE", expected: "a file", default: "labels.bin",
        help: "Where the labelled samples go (17 bytes each, as 'games' writes them).")

    static let command = CommandSpec(
        "reversi-train label",
        abstract: "Label positions with deeper searches' values.",
        discussion: """
            Reads the positions of SAMPLES, keeps each distinct one once (one in K of them,
            drawn by the seed), and writes it with the value of a search of depth D at
            selectivity P for its side to move, in disks, or with its exact score from E
            empties down. 'reversi-train fit' fits the weights to these values as it does to
            games' results. The file depends only on the input and the options, not on --jobs.
            """,
        arguments: [samples], options: [depth, selectivity, exact, oneIn, seed, jobs, output])

    /// What each position's label comes from.
    struct Labelling {
        let depth: Int
        let selectivity: Selectivity
        let exactEmpties: Int
    }

    static func run(_ words: [String]) -> Never {
        let (paths, labelling, oneIn, seed, jobs, path) = command.parse(words) {
            arguments throws(UsageError) in
            (
                try arguments.remaining(Self.samples),
                Labelling(
                    depth: try arguments.value(Self.depth) ?? 8,
                    selectivity: try arguments.value(Self.selectivity) ?? .percent95,
                    exactEmpties: try arguments.value(Self.exact) ?? 14),
                try arguments.value(Self.oneIn) ?? 1, try arguments.value(Self.seed) ?? 1,
                try arguments.value(Self.jobs) ?? ProcessInfo.processInfo.activeProcessorCount,
                try arguments.value(Self.output) ?? "labels.bin"
            )
        }
        let read = TrainingSample.readFiles(paths)
        let positions = kept(read.map(\.position), oneIn: oneIn, seed: seed)
        let started = ContinuousClock.now
        let labelled = label(positions, labelling, jobs: jobs) { done in
            let seconds = (ContinuousClock.now - started) / .seconds(1)
            printError(
                "\(done) of \(positions.count) positions, "
                    + String(format: "%.0f s", seconds))
        }
        var data = Data()
        for sample in labelled { sample.append(to: &data) }
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            printError("error: cannot write \(path): \(error.localizedDescription)")
            exit(.ioError)
        }
        let seconds = (ContinuousClock.now - started) / .seconds(1)
        let solved = positions.filter { $0.empty.nonzeroBitCount <= labelling.exactEmpties }
        print(
            "\(labelled.count) positions of \(read.count) read (\(solved.count) solved), in"
                + " \(String(format: "%.1f", seconds)) s: \(path)")
        exit(.success)
    }

    /// The distinct positions of `positions` in their first order, one in `oneIn` of them
    /// drawn by a hash of the position and `seed`: a position repeated in many games, as the
    /// first ones are, is searched once.
    static func kept(_ positions: [Bitboards], oneIn: Int, seed: UInt64) -> [Bitboards] {
        var seen = Set<Bitboards>()
        return positions.filter { position in
            var random = SplitMix64(
                seed: position.own &* 0x9E37_79B9_7F4A_7C15 ^ position.opponent ^ seed)
            // The second draw, so that the choice is not the fit's held-out draw.
            _ = random.next()
            return random.next() % UInt64(oneIn) == 0 && seen.insert(position).inserted
        }
    }

    /// `positions` with their labels, in their order, whatever `jobs` is; `progress` hears
    /// of every thousandth position labelled, from any thread, one at a time.
    static func label(
        _ positions: [Bitboards], _ labelling: Labelling, jobs: Int,
        progress: @escaping @Sendable (Int) -> Void = { _ in }
    ) -> [TrainingSample] {
        let jobs = max(jobs, 1)
        // Each job writes its own slots only.
        nonisolated(unsafe) let scores = UnsafeMutableBufferPointer<Int8>.allocate(
            capacity: positions.count)
        scores.initialize(repeating: 0)
        defer { scores.deallocate() }
        let lock = NSLock()
        nonisolated(unsafe) var done = 0
        DispatchQueue.concurrentPerform(iterations: jobs) { job in
            let engine = Engine(tableBytes: 16 << 20)
            for index in stride(from: job, to: positions.count, by: jobs) {
                scores[index] = label(positions[index], labelling, engine: engine)
                lock.lock()
                done += 1
                if done % 1000 == 0 { progress(done) }
                lock.unlock()
            }
        }
        return positions.indices.map { TrainingSample(position: positions[$0], score: scores[$0]) }
    }

    /// The value of `position` for its side to move, in disks: exact within the labelling's
    /// empties, else its search's value rounded to the nearest disk.
    static func label(_ position: Bitboards, _ labelling: Labelling, engine: Engine) -> Int8 {
        let state = GameState(board: Board(position, toMove: .dark), turn: .dark)
        if position.empty.nonzeroBitCount <= labelling.exactEmpties,
            let solution = engine.solve(state)
        {
            return Int8(clamping: solution.score)
        }
        guard let moves = LegalMoves(state) else {
            let passed = position.passed
            return passed.legalMoves == 0
                ? Int8(clamping: position.finalScore) : 0 - label(passed, labelling, engine: engine)
        }
        let limits = SearchLimits(
            depth: labelling.depth, exactEmpties: 0, selectivity: labelling.selectivity)
        let hundredths = engine.bestMove(for: moves, limits: limits, seed: 0).score.hundredths
        let disks = (hundredths + (hundredths < 0 ? -50 : 50)) / 100
        return Int8(clamping: min(max(disks, -Score.maximumDisks), Score.maximumDisks))
    }
}
