import CLISupport
import Dispatch
import Foundation
import PropertyCheck
import ReversiCore
import ReversiEngine

/// `reversi-verify match`: games between two levels, with each level's results.
enum MatchCommand {
    static let darkLevel = level("--dark-level", value: "A", "dark in the first game")
    static let lightLevel = level("--light-level", value: "B", "light in the first game")
    static let games = Option(
        "--games", value: "N", expected: "an even number of games from 2 to 1000000",
        range: "even, from 2 to 1000000", default: "200", help: "The number of games, even."
    ) { text in NumberText.integer(text, in: 2...1_000_000).flatMap { $0 % 2 == 0 ? $0 : nil } }
    static let seed = Option.seed(default: "1", help: "The match seed.")
    static let openingPlies = Option.integer(
        "--opening-plies", value: "P", in: 0...20, default: "4",
        help: "Random plies before the levels play.")
    static let jobs = Option.jobs(
        most: 64, default: "the number of processors", help: "Games played at once.")
    static let threads = Option.integer(
        "--threads", value: "T", in: 1...1024, default: "1",
        help: "The threads of each game's engine: more than one lets the timed levels search on"
            + " several, as the game does; jobs times threads should not exceed the processors.")
    static let darkBook = book("--dark-book", "A")
    static let lightBook = book("--light-book", "B")
    static let requiredWinRate = Option(
        "--require-win-rate", value: "R", expected: "a share from 0 to 1", range: "from 0 to 1",
        help: "Exit with status 1 unless level A wins at least this share of the games (draws"
            + " and losses count against it)."
    ) { NumberText.decimal($0, in: 0...1) }

    static func level(_ name: String, value: String, _ side: String) -> Option<Level> {
        let numbers = Level.numbers
        return Option(
            name, value: value,
            expected: "a level from \(numbers.lowerBound) to \(numbers.upperBound)",
            range: "from \(numbers.lowerBound) to \(numbers.upperBound)", required: true,
            help: "The level that plays \(side): 0 is the random player, 1 to"
                + " \(numbers.upperBound) search."
        ) { NumberText.integer($0, in: numbers).flatMap(Level.init) }
    }

    static func book(_ name: String, _ level: String) -> Option<String> {
        .file(
            name, value: "FILE", default: "none",
            help: "The opening book level \(level) plays from while it has the position, as"
                + " the game's levels from \(Level.firstBookLevel) up do (spec 21.2).")
    }

    static let command = CommandSpec(
        "reversi-verify match",
        abstract: "Play games between two computer levels.",
        discussion: """
            Plays N games between level A and level B with alternating colours: A is dark in
            the first game of each pair and light in the second, and both games of a pair
            start from the same P random plies drawn from the seed. Prints each level's wins,
            losses and draws, their share of the games, the mean final disk difference (empty
            cells to the winner), and the time. The games depend only on the levels, the seed
            and their number, not on --jobs. With a book, a level plays the book's move while
            the book has the position, drawn by the game's seed within a disk of the best, and
            its name is followed by +book; each level's line gives its time in the first 20
            plies, what a book saves.
            """,
        options: [
            darkLevel, lightLevel, games, seed, openingPlies, jobs, threads, darkBook, lightBook,
            requiredWinRate,
        ],
        sections: [
            (
                title: "EXIT CODES",
                text: """
                  0   the match was played (and level A reached the required win rate)
                  1   level A won less than --require-win-rate
                  64  a usage error
                  65  a book that is refused
                  74  a book that cannot be read
                """
            )
        ])

    static func run(_ words: [String]) -> Never {
        let (plan, jobs, threads, requiredWinRate, books) = command.parse(words) {
            arguments throws(UsageError) in
            (
                Match(
                    levels: (
                        try arguments.required(Self.darkLevel),
                        try arguments.required(Self.lightLevel)
                    ),
                    games: try arguments.value(Self.games) ?? 200,
                    seed: try arguments.value(Self.seed) ?? 1,
                    openingPlies: try arguments.value(Self.openingPlies) ?? 4),
                try arguments.value(Self.jobs) ?? ProcessInfo.processInfo.activeProcessorCount,
                try arguments.value(Self.threads) ?? 1,
                try arguments.value(Self.requiredWinRate),
                (try arguments.value(Self.darkBook), try arguments.value(Self.lightBook))
            )
        }
        var match = plan
        match.books = (books.0.map(loadBook), books.1.map(loadBook))

        let start = ProcessClock.wall
        let results: [Match.Result]
        do throws(GameModel.Rejection) {
            results = try play(match, jobs: jobs, threads: threads)
        } catch {
            printError("error: a level's move was refused: \(error)")
            exit(.failure)
        }
        let seconds = ProcessClock.wall - start
        let summary = MatchSummary(match: match, results: results)
        print(summary.report(seconds: seconds))
        if let requiredWinRate, summary.winRate(ofA: true) < requiredWinRate {
            printError(
                "error: level \(match.levels.a) won \(summary.percent(summary.wins(ofA: true))) of the games, below the required \(TableFormat.percent(requiredWinRate))"
            )
            exit(.failure)
        }
        exit(.success)
    }

    /// The book at `path`; exits 74 when it cannot be read, 65 when it is refused.
    static func loadBook(_ path: String) -> OpeningBook {
        guard let data = FileManager.default.contents(atPath: path) else {
            printError("error: cannot read the book '\(path.escapingControlCharacters)'")
            exit(.ioError)
        }
        do throws(BookFileError) {
            return try BookFile.decode(Array(data), file: path)
        } catch {
            printError("error: \(error)")
            exit(.dataError)
        }
    }

    /// Every game of the match, in order, played on `jobs` threads with an engine each, of
    /// `threads` threads.
    static func play(_ match: Match, jobs: Int, threads: Int) throws(GameModel.Rejection)
        -> [Match.Result]
    {
        let results = ResultSlots(count: match.games)
        let workers = min(jobs, match.games)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            let engine = Engine(tableBytes: 16 << 20, threads: threads)
            for index in stride(from: worker, to: match.games, by: workers) {
                results[index] = Result { () throws(GameModel.Rejection) in
                    try match.play(index, engine: engine)
                }
            }
        }
        return try results.values.map { result throws(GameModel.Rejection) in try result.get() }
    }
}

/// The results of a match's games, filled in by several threads, each writing its own slots.
private final class ResultSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<Match.Result, GameModel.Rejection>?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    subscript(index: Int) -> Result<Match.Result, GameModel.Rejection>? {
        get { lock.withLock { slots[index] } }
        set { lock.withLock { slots[index] = newValue } }
    }

    var values: [Result<Match.Result, GameModel.Rejection>] {
        lock.withLock { slots.compactMap { $0 } }
    }
}

/// The tallies a match prints.
struct MatchSummary {
    let match: Match
    let results: [Match.Result]

    func wins(ofA a: Bool) -> Int { results.filter { a ? $0.score > 0 : $0.score < 0 }.count }
    var draws: Int { results.filter { $0.score == 0 }.count }
    func winRate(ofA a: Bool) -> Double { Double(wins(ofA: a)) / Double(max(results.count, 1)) }
    func percent(_ count: Int) -> String {
        TableFormat.percent(Double(count) / Double(max(results.count, 1)))
    }

    func report(seconds: Double) -> String {
        let (a, b) = match.levels
        var lines = [
            "match: level \(a) against level \(b), \(results.count) games in pairs with colours"
                + " swapped, \(match.openingPlies) random opening plies, seed \(match.seed)",
            "  " + TableFormat.padded("level", 7)
                + ["wins", "losses", "draws"].map { TableFormat.padded($0, 14) }.joined()
                + "  disks/game",
        ]
        for (level, isA) in [(label(a, match.books.a), true), (label(b, match.books.b), false)] {
            let won = wins(ofA: isA)
            let lost = wins(ofA: !isA)
            let disks = Double(results.reduce(0) { $0 + $1.score }) / Double(max(results.count, 1))
            lines.append(
                "  " + TableFormat.padded(level, 7) + column(won) + column(lost)
                    + column(draws)
                    + TableFormat.padded(Self.signed(isA ? disks : -disks), 12))
        }
        let asDark = results.filter(\.aPlayedDark)
        let darkWins = asDark.filter { $0.score > 0 }.count
        let lightWins = results.filter { !$0.aPlayedDark && $0.score > 0 }.count
        lines.append(
            "  level \(label(a, match.books.a)) won \(darkWins) of \(asDark.count) as dark, \(lightWins) of \(results.count - asDark.count) as light"
        )
        lines.append(
            MoveTimes(games: results.map(\.aMoves)).report(level: label(a, match.books.a)))
        lines.append(
            MoveTimes(games: results.map(\.bMoves)).report(level: label(b, match.books.b)))
        lines.append(
            "  time \(TableFormat.seconds(seconds)) s, \(TableFormat.seconds(seconds / Double(max(results.count, 1)))) s a game"
        )
        return lines.joined(separator: "\n")
    }

    /// A level as the summary names it: `20`, or `20+book` when it plays from a book.
    private func label(_ level: Level, _ book: OpeningBook?) -> String {
        level.description + (book == nil || !level.playsFromBook ? "" : "+book")
    }

    private func column(_ count: Int) -> String {
        TableFormat.padded(String(count) + " (" + percent(count) + ")", 14)
    }

    private static func signed(_ value: Double) -> String {
        NumberText.oneDecimal(value, signed: true)
    }
}
