import CLISupport
import Foundation
import ReversiCore
import ReversiEngine

/// `reversi solve [FILE]`: the exact result of each position of a file, with best play.
enum SolveCommand {
    static let file = Argument.file(
        "FILE", count: .optional,
        help: "Positions, one a line: 64 cells of X, O or - row by row from a1, a space, and X"
            + " or O to move. Text after ; is a comment, and the results in it (; g3:-12"
            + " c7:-12) are checked: a different score is an error. Without FILE, standard"
            + " input."
    )
    static let format = Option<Format>.choice(
        "--format", value: "FORMAT", default: .text, help: "text (a table) or json.")

    static let command = CommandSpec(
        "reversi solve",
        abstract: "Solve positions exactly and check their known results.",
        discussion: """
            Solves positions exactly: for each, the final disk difference for the side to move
            with best play by both sides (cells still empty at the end count for the winner),
            every move that reaches it, the positions searched, the time and the speed.
            """,
        arguments: [file], options: [format, ThreadsOption.option],
        sections: [
            (
                title: "EXIT CODES",
                text: """
                  0   every position solved and every known result confirmed
                  1   a known result differs (reported after the whole table)
                  64  a usage error
                  65  a malformed line (nothing is solved)
                  74  the file cannot be read
                """
            )
        ])

    enum Format: String, CaseIterable, CustomStringConvertible {
        case text, json

        var description: String { rawValue }
    }

    static func run(_ words: [String]) -> Never {
        let (path, format, threads) = command.parse(words) { arguments throws(UsageError) in
            (
                try arguments.optional(Self.file), try arguments.value(Self.format) ?? .text,
                try arguments.value(ThreadsOption.option) ?? ThreadsOption.processors
            )
        }

        let bytes =
            path.map(InputFile.read) ?? Array(FileHandle.standardInput.readDataToEndOfFile())
        let problems: [SolveProblem]
        do throws(SolveInputError) {
            problems = try SolveInput.parse(String(decoding: bytes, as: UTF8.self))
        } catch {
            printError("error: \(path ?? "standard input"), \(error)")
            exit(.dataError)
        }

        let engine = Engine(threads: threads)
        var table = SolveTable(format: format)
        table.printHeader()
        var failures: [String] = []
        for (index, problem) in problems.enumerated() {
            let row = solve(problem, number: index + 1, with: engine)
            table.printRow(row)
            failures += row.failures.map { "position \(row.number) (line \(problem.line)): \($0)" }
        }
        table.printFooter()
        for failure in failures { printError("error: \(failure)") }
        exit(failures.isEmpty ? .success : .failure)
    }

    /// Solves one position and checks its known results.
    static func solve(_ problem: SolveProblem, number: Int, with engine: Engine) -> SolveRow {
        let clock = ContinuousClock()
        let start = clock.now
        let solution = solveFully(problem.state, with: engine)
        let elapsed = start.duration(to: clock.now)
        let seconds = elapsed.seconds
        var failures: [String] = []
        for known in problem.known {
            let actual = score(
                of: known.move, in: problem.state, solution: solution, engine: engine)
            if actual != known.score {
                failures.append(
                    "\(known.move) scores \(ScoreText.signed(actual)) with best play, expected \(ScoreText.signed(known.score))"
                )
            }
        }
        return SolveRow(
            number: number, line: problem.line, empties: problem.state.board.emptyCount,
            solution: solution, seconds: seconds, known: problem.known, failures: failures)
    }

    /// The exact score of playing `move`: the position's score when it is a best move, else
    /// the negated score of the position it leads to.
    static func score(
        of move: Coordinate, in state: GameState, solution: Solution, engine: Engine
    ) -> Int {
        if case .moves(let best) = solution.bestPlay,
            best.contains(where: { $0.coordinate == move })
        {
            return solution.score
        }
        guard case .success(let placement) = GameModel(state).placing(at: move) else {
            return solution.score
        }
        let next = GameState(board: placement.next.board, turn: state.turn.flipped)
        return -solveFully(next, with: engine).score
    }

    /// The solution of `state`. Only a stop check or a node budget ends a solve early, and
    /// none is given here.
    static func solveFully(_ state: GameState, with engine: Engine) -> Solution {
        guard let solution = engine.solve(state) else {
            printError("error: the solve of \(state.line) stopped early")
            exit(.failure)
        }
        return solution
    }
}

/// One solved position as the table and the JSON show it.
struct SolveRow {
    let number: Int
    let line: Int
    let empties: Int
    let solution: Solution
    let seconds: Double
    let known: [KnownResult]
    let failures: [String]

    /// The best moves, `pass`, or nothing when the game is over.
    var best: [String] {
        switch solution.bestPlay {
        case .moves(let moves): moves.map(\.coordinate.description)
        case .pass: ["pass"]
        case .gameOver: []
        }
    }
}
