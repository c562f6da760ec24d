import CLISupport
import Foundation
import ReversiCore
import ReversiEngine

/// `reversi-train selectivity`: what each selectivity step costs and keeps (spec 20.1), for
/// `tools/bench probcut` and docs/engine.md: every position of a file searched to a fixed
/// depth at each step, with its nodes, its time and how often its move is the exhaustive
/// search's; then the depth each step reaches in a fixed time on midgame positions of seeded
/// self-play.
enum SelectivityCommand {
    static let file = Argument<String>(
        "FILE", expected: "a file of positions", completion: .file,
        help: "Positions, one a line: 64 cells and the side to move, then anything after ';'."
    ) { $0.isEmpty ? nil : $0 }
    static let depth = Option.integer(
        "--depth", value: "D", in: 1...30, default: "10", help: "The depth of the searches.")
    static let milliseconds = Option.integer(
        "--time", value: "MS", in: 1...600_000, default: "1000",
        help: "The time of each timed search, in milliseconds.")
    static let endEmpties = Option.integer(
        "--end-empties", value: "E", in: 1...30, default: "20",
        help:
            "The positions of at most E empties are also searched to the end at each step and"
            + " solved, for the exact solve's cost against the 99% step's.")

    static let command = CommandSpec(
        "reversi-train selectivity",
        abstract: "Measure the selective search at each step.",
        discussion: """
            Searches every position of FILE to depth D at each selectivity step, on one
            thread, and prints each step's nodes, time and agreement with the exhaustive
            search's move; then the median depth each step reaches in MS milliseconds on 12
            midgame positions of seeded self-play (33 to 42 empties). Between them, the
            positions of at most E empties searched to the end at each step and solved.
            """,
        arguments: [file], options: [depth, milliseconds, endEmpties])

    static func run(_ words: [String]) -> Never {
        let (path, depth, milliseconds, endEmpties) = command.parse(words) {
            arguments throws(UsageError) in
            (
                try arguments.positional(Self.file), try arguments.value(Self.depth) ?? 10,
                try arguments.value(Self.milliseconds) ?? 1000,
                try arguments.value(Self.endEmpties) ?? 20
            )
        }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            printError("error: cannot read \(path)")
            exit(.ioError)
        }
        var positions: [LegalMoves] = []
        for (number, line) in text.split(separator: "\n").enumerated() {
            let cells = line.split(separator: ";", maxSplits: 1).first ?? line
            guard let state = try? GameState(line: cells.trimmingCharacters(in: .whitespaces))
            else {
                printError("error: \(path):\(number + 1): not a position")
                exit(.dataError)
            }
            if let moves = LegalMoves(state) { positions.append(moves) }
        }
        let engine = Engine(tableBytes: 16 << 20)
        print("depth \(depth), \(positions.count) positions, 1 thread")
        print("selectivity  nodes          time (s)  same move  fewer or equal nodes  most nodes")
        let exhaustive = positions.map {
            measure($0, SearchLimits(depth: depth, exactEmpties: 0), engine)
        }
        for step in Selectivity.allCases.reversed() {
            let limits = SearchLimits(depth: depth, exactEmpties: 0, selectivity: step)
            let runs = positions.map { measure($0, limits, engine) }
            let same = zip(runs, exhaustive).filter { $0.move == $1.move }.count
            let fewer = zip(runs, exhaustive).filter { $0.nodes <= $1.nodes }.count
            let seconds = runs.reduce(Duration.zero) { $0 + $1.time } / .seconds(1)
            // The position where the step costs most against the exhaustive search.
            let most =
                zip(runs, exhaustive).map { Double($0.nodes) / Double(max($1.nodes, 1)) }
                .max() ?? 0
            print(
                step.description.padding(toLength: 13, withPad: " ", startingAt: 0)
                    + "\(runs.reduce(0) { $0 + $1.nodes })".padding(
                        toLength: 15, withPad: " ", startingAt: 0)
                    + String(format: "%-10.2f", seconds)
                    + "\(same)/\(runs.count)".padding(toLength: 11, withPad: " ", startingAt: 0)
                    + "\(fewer)/\(runs.count)".padding(toLength: 22, withPad: " ", startingAt: 0)
                    + String(format: "%.2f×", most))
        }
        endTable(positions.filter { $0.state.board.emptyCount <= endEmpties }, endEmpties, engine)
        let midgame = ProbCutSample.positions(seed: 99, count: 48, deepest: 10).filter {
            (33...42).contains($0.empty.nonzeroBitCount)
        }.prefix(12).compactMap {
            LegalMoves(GameState(board: Board($0, toMove: .dark), turn: .dark))
        }
        print("in \(milliseconds) ms, \(midgame.count) midgame positions: median depth reached")
        for step in Selectivity.allCases.reversed() {
            let limits = SearchLimits(
                depth: 60, exactEmpties: 0, time: .milliseconds(milliseconds), selectivity: step)
            let depths = midgame.map {
                engine.bestMove(for: $0, limits: limits, seed: 0).searchDepth
            }.sorted { $0.plies < $1.plies }
            let median = depths.isEmpty ? "-" : depths[depths.count / 2].description
            print("\(step): \(median)")
        }
        exit(.success)
    }

    /// Each step's search to the end of the game (depth the empties), then the exact solve:
    /// what `Engine.exactCostFactor` rests on.
    private static func endTable(_ positions: [LegalMoves], _ empties: Int, _ engine: Engine) {
        print("to the end, \(positions.count) positions of at most \(empties) empties")
        var last: [Duration] = []
        for step in Selectivity.allCases where step.prunes {
            let runs = positions.map {
                measure(
                    $0,
                    SearchLimits(
                        depth: $0.state.board.emptyCount, exactEmpties: 0, selectivity: step),
                    engine)
            }
            last = runs.map(\.time)
            let seconds = runs.reduce(Duration.zero) { $0 + $1.time } / .seconds(1)
            print(
                "\(step): \(runs.reduce(0) { $0 + $1.nodes }) nodes, \(String(format: "%.2f", seconds)) s"
            )
        }
        var solveNodes = 0
        var ratios: [Double] = []
        var total = Duration.zero
        for (moves, selective) in zip(positions, last) {
            let start = ContinuousClock.now
            solveNodes += engine.solve(moves.state)?.nodes ?? 0
            let time = ContinuousClock.now - start
            total += time
            ratios.append(time / max(selective, .microseconds(1)))
        }
        ratios.sort()
        print(
            "exact: \(solveNodes) nodes, \(String(format: "%.2f", total / .seconds(1))) s;"
                + " its time over the 99% search's: median "
                + String(format: "%.1f", ratios.isEmpty ? 0 : ratios[ratios.count / 2])
                + ", largest " + String(format: "%.1f", ratios.last ?? 0))
    }

    private static func measure(_ moves: LegalMoves, _ limits: SearchLimits, _ engine: Engine)
        -> (move: Move, nodes: Int, time: Duration)
    {
        let start = ContinuousClock.now
        let result = engine.bestMove(for: moves, limits: limits, seed: 0)
        return (result.move, result.nodes, ContinuousClock.now - start)
    }
}
