import CLISupport
import Foundation
import ReversiEngine

/// `reversi book build|show|add|check`: makes, shows, deepens and checks the opening book
/// (spec 21.1, 21.3). One command with an action, so that one option table gives the four
/// their help, manual page and completions.
enum BookCommand {
    enum Action: String, CaseIterable, CustomStringConvertible {
        case build, show, add, check

        var description: String { rawValue }
    }

    static let action = Argument<Action>(
        "ACTION", expected: "build, show, add or check",
        completion: .words(Action.allCases.map(\.rawValue)),
        help: "build: grow a book from the start and write it to --out. show: list the book's"
            + " moves in a position. add: deepen the book along the games of a file. check:"
            + " search a sample of the book's positions again and compare the values."
    ) { Action(rawValue: $0) }
    static let input = Argument<String>(
        "POSITION|MOVES|FILE", expected: "a position, moves or a file", count: .any,
        help: "For show: the position, as a line of 64 cells and the side to move, or the moves"
            + " from the start (f5d6c3), or both, as reversi record writes a game; the start"
            + " without them. For add: a transcript, a GGF file or a WTHOR database (.wtb)."
    ) { $0 }

    /// A small book, built in a few minutes on two cores, for trying the command; the shipped
    /// book is a bigger command of hours, given in docs/book-format.md.
    static let defaultPlan = BookBuildPlan(
        plies: 20, margin: 100, positions: 3_000, search: BookSearch(depth: 8, seed: 0))

    static let out = Option.file(
        "--out", value: "FILE", default: "build: book/reversi.book; add: the --book file",
        help: "Where build and add write the book, replaced whole (an interrupted run leaves"
            + " the old file).")
    static let plies = Option.integer(
        "--plies", value: "<n>", in: 0...60, default: String(defaultPlan.plies),
        help: "How many plies from the start build expands, and add follows a game.")
    static let margin = Option<Double>(
        "--margin", value: "DISKS", expected: "a number of disks from 0 to 64",
        range: "from 0 to 64", default: disks(defaultPlan.margin),
        help: "build expands the moves within this many disks of the best."
    ) { NumberText.decimal($0, in: 0...64) }
    /// The plies a book's search may go to.
    static let depthRange = 1...30
    static let depth = Option.integer(
        "--depth", value: "<n>", in: depthRange,
        default: "build: \(defaultPlan.search.depth); add: the book's leaf depth; check: 2 more",
        help: "The plies of the search that values each leaf (one thread, no time: the same"
            + " value on any machine); for check, of the fresh searches.")
    static let selectDepth = Option.integer(
        "--select-depth", value: "<n>", in: depthRange, default: "--depth",
        help: "For build: the plies of the searches that choose the moves within the margin"
            + " and each position's best move out of the book; only the leaves and those"
            + " moves are then searched to --depth, which makes a deep book several times"
            + " cheaper.")
    static let exitMargin = Option<Double>(
        "--exit-margin", value: "DISKS", expected: "a number of disks from 0 to 64",
        range: "from 0 to 64", default: "none: every way out to --depth",
        help: "For build, with --select-depth: a position's best move out of the book is"
            + " searched to --depth only when the shallower search puts it within this many"
            + " disks of the position's best move in the book; one further below keeps the"
            + " shallower value."
    ) { NumberText.decimal($0, in: 0...64) }
    static let selectivity = Option<Selectivity>(
        "--selectivity", value: "PERCENT", expected: "one of \(Selectivity.steps)",
        default: "build: 100%; check, add: the book's",
        help: "How sure the search that values each leaf must be to cut a node (spec 20.1):"
            + " the top level searches 22 plies at 73%. A book holds one selectivity, so add"
            + " searches at the book's."
    ) { Selectivity($0) }
    static let sample = Option.integer(
        "--sample", value: "<n>", in: 1...1_000_000, default: "100",
        help: "How many of the book's positions check searches again, drawn by --seed.")
    static let positions = Option.integer(
        "--positions", value: "<n>", in: 1...10_000_000, default: String(defaultPlan.positions),
        help: "The most positions build puts in the book.")
    static let seed = Option.seed(
        default: String(defaultPlan.search.seed),
        help: "Orders the moves of each leaf's search, and so picks among equals.")
    static let threads = Option.integer(
        "--threads", value: "<n>", in: 1...1024, default: "the number of processors",
        help: "How many leaves are searched at once, each on one thread; the book does not"
            + " depend on it.")

    static let command = CommandSpec(
        "reversi book",
        abstract: "Build, show or deepen the opening book.",
        discussion: """
            build grows the book from the start: every move of a position is valued by a search
            of this engine to a fixed depth and selectivity, the positions reached by the moves
            within the margin of the best are expanded in turn to the given plies, and the
            values are put together by negamax over the book's tree. With --select-depth, the
            moves are chosen by shallower searches and only the leaves and each position's best
            move out of the book are searched to --depth; with --exit-margin too, only the
            ways out that could be a position's best. The same options give the same file,
            byte for byte, on any machine and with any number of threads. Progress goes to
            standard error; the book is written only at the end.

            build and add keep each search in FILE.searches beside the book (FILE is --out, or
            the --book file add deepens) as it finishes, so that a run stopped by a crash or a
            kill goes on where it was when started again with the same options; the file is
            removed once the book is written.

            show lists the book's moves in a position, best first: each move, its value in
            disks for the side that plays it, the plies of search behind the value, and
            whether the position after it is in the book or the move leaves it.

            add follows the games of a file from the start for --plies plies: each position
            not in the book that follows one in it is searched and added, and the values are
            put together again.

            check draws --sample of the book's positions by --seed, searches each afresh to
            --depth, and prints how far the book's values are from the searches' (in disks:
            the mean difference, its mean size and root mean square, how many are within 1, 2
            and 4 disks) and the position where they differ most.

            The game (levels 6 and up) and reversi engine play from the book while it has the
            position; a book file that is truncated, of another version, damaged or whose
            values its own tree contradicts is refused with the problem named.
            """,
        arguments: [action, input],
        options: [
            BookOption.file, out, plies, margin, depth, selectDepth, exitMargin, selectivity,
            positions, sample, seed, threads,
        ],
        sections: [
            (
                title: "EXIT CODES",
                text: """
                  0   the book was built, shown, deepened or checked
                  64  a usage error
                  65  a book that is refused, a position or game that cannot be read, a
                      file in the place of FILE.searches that is not one
                  74  a file that cannot be read or written
                """
            )
        ])

    static func run(_ words: [String]) -> Never {
        let request = command.parse(words) { arguments throws(UsageError) in
            try BookRequest(&arguments)
        }
        switch request.action {
        case .build: BookBuildRun.run(request)
        case .show: BookShow.run(request)
        case .add: BookAdd.run(request)
        case .check: BookCheck.run(request)
        }
    }

    /// Hundredths of a disk as the help writes disks: `2`, `0.5`.
    static func disks(_ hundredths: Int) -> String {
        NumberText.plain(Double(hundredths) / 100)
    }
}

/// `reversi book`'s options, read.
struct BookRequest {
    let action: BookCommand.Action
    let input: [String]
    let book: String?
    let out: String?
    let plan: BookBuildPlan
    let threads: Int
    /// check's: the positions searched again.
    let sample: Int
    /// `--depth`, when given: check and add go by the book's leaves without it.
    let depth: Int?
    /// `--selectivity`, when given: add's must be the book's.
    let selectivity: Selectivity?

    init(_ arguments: inout ParsedArguments) throws(UsageError) {
        action = try arguments.positional(BookCommand.action)
        input = try arguments.remaining(BookCommand.input)
        book = try arguments.value(BookOption.file)
        out = try arguments.value(BookCommand.out)
        let defaults = BookCommand.defaultPlan
        let depth = try arguments.value(BookCommand.depth)
        selectivity = try arguments.value(BookCommand.selectivity)
        plan = BookBuildPlan(
            plies: try arguments.value(BookCommand.plies) ?? defaults.plies,
            margin: try arguments.value(BookCommand.margin).map { Int(($0 * 100).rounded()) }
                ?? defaults.margin,
            positions: try arguments.value(BookCommand.positions) ?? defaults.positions,
            search: BookSearch(
                depth: depth ?? defaults.search.depth,
                selectivity: selectivity ?? defaults.search.selectivity,
                seed: try arguments.value(BookCommand.seed) ?? defaults.search.seed),
            selectionDepth: try arguments.value(BookCommand.selectDepth),
            wayOutMargin: try arguments.value(BookCommand.exitMargin).map {
                Int(($0 * 100).rounded())
            })
        threads = try arguments.value(BookCommand.threads) ?? ThreadsOption.processors
        let sample = try arguments.value(BookCommand.sample)
        self.sample = sample ?? 100
        self.depth = depth
        if action == .build || action == .check, !input.isEmpty {
            throw UsageError("\(action) takes no \(BookCommand.input.name), only options")
        }
        if action != .check, sample != nil {
            throw UsageError("'\(BookCommand.sample.spec.name)' is for check")
        }
        if action != .build, plan.selectionDepth != nil {
            throw UsageError("'\(BookCommand.selectDepth.spec.name)' is for build")
        }
        if plan.wayOutMargin != nil, action != .build || plan.selectionDepth == nil {
            throw UsageError(
                "'\(BookCommand.exitMargin.spec.name)' is for build, with"
                    + " '\(BookCommand.selectDepth.spec.name)'")
        }
        if action == .add, input.count != 1 {
            throw UsageError("add takes one FILE of games")
        }
        if action == .show || action == .check, out != nil {
            throw UsageError(
                "\(action) writes nothing: '\(BookCommand.out.spec.name)' is for build and add")
        }
    }

    /// The book that show, add and check read: --book, else the installed one.
    func bookToRead() -> String {
        guard let path = book ?? BookOption.defaultPath else {
            printError(
                "error: no book: none is installed; give one with '\(BookOption.file.spec.name) FILE'"
            )
            exit(.ioError)
        }
        return path
    }

    /// The book at `path`; exits 74 when it cannot be read, 65 when it is refused.
    static func load(_ path: String) -> OpeningBook {
        switch BookOption.load(path) {
        case .success(let book): return book
        case .failure(let error):
            printError("error: \(error.message)")
            exit(error.isData ? .dataError : .ioError)
        }
    }
}
