import CLISupport
import Foundation
import ReversiCore
import ReversiEngine

/// `reversi solve [FILE]`: the exact result of each position of a file, with best play.
enum SolveCommand {
    static let usage = """
        USAGE: reversi solve [FILE] [--format text|json]

        Solves positions exactly: for each, the final disk difference for the side to move
        with best play by both sides (cells still empty at the end count for the winner), every
        move that reaches it, the positions searched, the time and the speed.

        ARGUMENTS:
          FILE             positions, one a line: 64 cells of X, O or - row by row from a1,
                           a space, and X or O to move. Text after ; is a comment, and the
                           results in it (; g3:-12 c7:-12) are checked: a different score is
                           an error. Without FILE, standard input.

        OPTIONS:
          --format FORMAT  text (the default), a table; or json
          -h, --help       show this help

        EXIT STATUS:
          0 every position solved and every known result confirmed, 1 a known result
          differs (after the whole table), 64 a usage error, 65 a malformed line (nothing is
          solved), 74 the file cannot be read.
        """

    enum Format: String {
        case text, json
    }

    static func run(_ arguments: Arguments) -> Never {
        var arguments = arguments
        if arguments.flag("--help") || arguments.flag("-h") {
            print(usage)
            exit(.success)
        }
        let path: String?
        let format: Format
        do throws(UsageError) {
            format = try arguments.value("--format", expected: "text or json", Format.init) ?? .text
            path = arguments.positional()
            try arguments.finish()
        } catch {
            exitWithUsageError(error, usage: usage)
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

        let engine = Engine()
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
        let seconds =
            Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
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
        guard let played = LegalMoves(state)?.move(at: move) else { return solution.score }
        let next = GameState(board: played.applied(to: state.board), turn: state.turn.flipped)
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
