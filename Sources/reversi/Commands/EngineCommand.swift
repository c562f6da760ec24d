import CLISupport
import Foundation
import ReversiEngine
import ReversiProtocols

/// `reversi engine`: the engine for GUIs and match tools, on standard input and output
/// (spec 17.1).
enum EngineCommand {
    static let protocolOption = Option<EngineProtocol>.choice(
        "--protocol", value: "<protocol>",
        help: "nboard, gtp or xboard; without it, told from the first command.")
    static let levelOption = Option.level(
        "--level", from: 1, default: String(Level.strongest.number),
        help: "The search of each move, when the protocol sets no depth; a time bounds it.")
    static let timeOption = Option.timeControl(
        help: "A game clock for the engine's side: the base time, and what each move adds;"
            + " the protocol's own time commands replace it.")
    static let seedOption = Option.seed(
        default: "0", help: "Orders the moves before each search, and so picks among equals.")

    static let command = CommandSpec(
        "reversi engine",
        abstract: "Play as an engine for a GUI or a match tool (NBoard, GTP, xboard).",
        discussion: """
            Reads commands on standard input and answers on standard output, a line at a time,
            in the protocol of the first command: nboard starts NBoard, xboard or protover
            starts xboard, anything else is GTP. A bad command is answered with the protocol's
            error (NBoard ignores a command it does not know, as its protocol asks) and changes
            nothing.

            At levels 6 and up, while the opening book has the position, a move is answered
            from it at once, with the book's value and depth (NBoard: === MOVE/EVAL/0.0), drawn
            by --seed among the moves within a disk of the best; --no-book searches every move.
            """,
        options: [
            protocolOption, levelOption, timeOption, seedOption, ThreadsOption.option,
            BookOption.file, BookOption.none,
        ],
        sections: EngineProtocol.allCases.map { dialect in
            (title: "\(dialect.title) COMMANDS", text: table(dialect.commands))
        } + [
            LevelTable.section,
            (
                title: "EXIT CODES",
                text: """
                  0   the session ended (quit, or the end of the input)
                  64  a usage error
                """
            ),
        ])

    static func run(_ words: [String]) -> Never {
        let (dialect, level, clock, seed, threads, book) = command.parse(words) {
            arguments throws(UsageError) in
            (
                try arguments.value(protocolOption),
                try arguments.value(levelOption) ?? Level.strongest,
                try arguments.value(timeOption), try arguments.value(seedOption) ?? 0,
                try arguments.value(ThreadsOption.option) ?? ThreadsOption.processors,
                try BookOption.read(arguments)
            )
        }
        signal(SIGPIPE, SIG_IGN)
        let settings = SearchSettings(level: level.search ?? Level.hintSearch, clock: clock)
        let loop = EngineLoop(
            session: EngineSession(dialect: dialect, settings: settings), seed: seed,
            threads: threads, book: level.playsFromBook ? BookOption.loadForPlay(book) : nil,
            write: { line in
                do {
                    try FileHandle.standardOutput.write(contentsOf: Data((line + "\n").utf8))
                    return true
                } catch {
                    return false
                }
            })
        Thread.detachNewThread { loop.readLines(from: FileHandle.standardInput) }
        loop.waitUntilFinished()
        exit(.success)
    }

    private static func table(_ commands: [(name: String, help: String)]) -> String {
        let width = (commands.map(\.name.count).max() ?? 0) + 2
        return commands.map { command in
            "  " + command.name + String(repeating: " ", count: width - command.name.count)
                + command.help
        }
        .joined(separator: "\n")
    }
}

extension EngineProtocol {
    var title: String {
        switch self {
        case .nboard: "NBOARD"
        case .gtp: "GTP"
        case .xboard: "XBOARD"
        }
    }
}
