import CLISupport
import Foundation
import ReversiApp
import ReversiCore
import ReversiEngine

/// `reversi analyze [FILE]`: every move of a game with the best move, both scores and the
/// loss, a summary per side, and the evaluation graph (spec 19.1, 19.2).
enum AnalyzeCommand {
    static let file = Argument.file(
        "FILE", count: .optional,
        help: "A transcript to analyse, as reversi record writes it (the moves, after a start"
            + " position when the game did not start from the initial one). Without FILE or"
            + " --from-game, the saved game."
    )
    static let fromGame = GameFileRequest.fileOption("Analyse a game of a game file.")
    static let game = GameFileRequest.numberOption
    static let level = Option.level(
        "--level", from: 1,
        default: "the hint's search with the last \(AnalysisSearch.standard.limits.exactEmpties)"
            + " empties solved",
        help: "Search every position as this level does: its depth and selectivity, and the"
            + " empties from which it solves exactly.")
    static let searchTime = Option.seconds(
        "--search-time", value: "<seconds>", in: 0.01...3600, default: nil,
        help: "The longest each position's search may take; a solve that does not finish in"
            + " it leaves an estimate.")
    static let jobs = Option.jobs(
        most: 32, default: "the number of processors",
        help: "Searches run at once, an engine (and 48 MiB of table) each.")
    static let format = Option<Format>.choice(
        "--format", value: "FORMAT", default: .text,
        help: "text (a table, a summary per side and the graph) or json.")
    static let ascii = Flag("--ascii", help: "Draw the graph in plain ASCII.")
    static let noColor = Flag(
        "--no-color", help: "Draw the graph without colours (also when NO_COLOR is set).")

    static let command = CommandSpec(
        "reversi analyze",
        abstract: "Analyse a game move by move, with its evaluation graph.",
        discussion: """
            Searches every position of a game and prints, for every move: its number, the
            side, the move played, the best move, the score of each for the side that moves
            (a whole number once the position is solved exactly, a decimal estimate before),
            the disks lost, the depth of the position's search (D@P% when it cut with P%
            selectivity), and a mark: ? for a loss of 2 or more, ?? for 6 or more, and out of
            book for the move that left the opening book. Then each
            side's average loss, mistakes and blunders, the score best play gives from the
            first solved position, and a graph of the score after each move from dark's
            side, across the terminal's width (80 columns when not on a terminal), coloured
            only on a terminal. On a terminal, standard error shows the progress.
            """,
        arguments: [file],
        options: [
            PlayOptions.saveFile, fromGame, game, level, searchTime, jobs, format, ascii,
            noColor, BookOption.file, BookOption.none,
        ],
        sections: [
            (
                title: "EXIT CODES",
                text: """
                  0   the game was analysed
                  64  a usage error
                  65  no saved game, a transcript with an illegal move, or a game file that
                      does not hold the game asked for
                  74  a file that cannot be read
                """
            )
        ],
        // `--time` is the game clock of play and engine, so the time of each position's
        // search has a name of its own.
        renamed: [
            "--time":
                "reversi analyze bounds each position's search with --search-time <seconds>"
                + " ('--time' is the game clock of reversi play and reversi engine)"
        ])

    enum Format: String, CaseIterable, CustomStringConvertible {
        case text, json

        var description: String { rawValue }
    }

    /// Where the game comes from.
    enum Source {
        case saved(path: String)
        case transcript(path: String)
        case gameFile(GameFileRequest)
    }

    struct Request {
        let source: Source
        let search: AnalysisSearch
        let level: Int?
        let jobs: Int
        let format: Format
        let ascii: Bool
        let colorRequested: Bool
        /// The opening book whose departures are marked (spec 21.3), if any.
        let book: String?
    }

    static func run(_ words: [String]) -> Never {
        let environment = ProcessInfo.processInfo.environment
        let request = command.parse(words) { arguments throws(UsageError) in
            try read(&arguments, environment: environment)
        }
        let game = played(request.source)
        let book = BookOption.loadOrWarn(request.book, otherwise: "no move is marked out of book")
        let plan = AnalysisPlan(game, exactEmpties: request.search.limits.exactEmpties)
        let run = ParallelAnalysis(plan, search: request.search)
        let bar = isatty(STDERR_FILENO) == 1 ? ProgressBar(weights: run.weights) : nil
        let values = run.run(workers: request.jobs, progress: { bar?.show($0) })
        bar?.finish()
        guard let analysis = GameAnalysis(plan, values: values, book: book) else {
            printError("error: the analysis stopped before its end")
            exit(.failure)
        }
        switch request.format {
        case .json:
            print(
                AnalysisJSON(
                    analysis, search: request.search, level: request.level, book: book != nil
                ).text)
        case .text:
            let onTerminal = isatty(STDOUT_FILENO) == 1
            let colors =
                onTerminal && request.colorRequested && (environment["NO_COLOR"] ?? "").isEmpty
            let width = onTerminal ? RawTerminal.size()?.columns ?? 80 : 80
            let graph = EvaluationGraph(scores: analysis.darkScores).lines(
                width: width, characters: request.ascii ? .ascii : .unicode, colors: colors)
            print(
                (AnalysisText.lines(analysis, search: request.search) + [""] + graph)
                    .joined(separator: "\n"))
        }
        exit(.success)
    }

    static func read(_ arguments: inout ParsedArguments, environment: [String: String])
        throws(UsageError) -> Request
    {
        let path = try arguments.optional(file)
        let gameFile = try GameFileRequest.read(arguments, file: fromGame, number: game)
        let saveFile = try arguments.value(PlayOptions.saveFile)
        let given = [path != nil, gameFile != nil, saveFile != nil].filter { $0 }.count
        guard given <= 1 else {
            throw UsageError(
                "give one game: FILE, '\(fromGame.spec.name)' or '\(PlayOptions.saveFile.spec.name)'"
            )
        }
        let source: Source
        if let path {
            source = .transcript(path: path)
        } else if let gameFile {
            source = .gameFile(gameFile)
        } else if let saved = saveFile ?? PlayOptions.defaultSaveFile(environment: environment) {
            source = .saved(path: saved)
        } else {
            throw UsageError(
                "no saved game to read: set HOME or XDG_STATE_HOME, or pass '--save-file', FILE or '--from-game'"
            )
        }
        let chosen = try arguments.value(level)
        var limits = chosen?.search ?? AnalysisSearch.standard.limits
        if let seconds = try arguments.value(searchTime) {
            limits.time = .milliseconds(Int((seconds * 1000).rounded()))
        }
        return Request(
            source: source, search: AnalysisSearch(limits: limits), level: chosen?.number,
            jobs: try arguments.value(jobs)
                ?? min(32, ProcessInfo.processInfo.activeProcessorCount),
            format: try arguments.value(format) ?? .text, ascii: arguments.flag(ascii),
            colorRequested: !arguments.flag(noColor), book: try BookOption.read(arguments))
    }

    /// The game asked for; exits 65 or 74 with the reason when it cannot be had.
    static func played(_ source: Source) -> PlayedGame {
        switch source {
        case .saved(let path): return RecordCommand.savedGame(at: path)
        case .gameFile(let request): return request.played()
        case .transcript(let path):
            let shown = path.escapingControlCharacters
            do throws(RecordFormatError) {
                return try RecordFormat.parse(String(decoding: InputFile.read(path), as: UTF8.self))
            } catch {
                printError("error: '\(shown)': \(error)")
                exit(.dataError)
            }
        }
    }
}
