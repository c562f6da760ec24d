import CLISupport
import Dispatch
import Foundation
import ReversiEngine

/// `reversi-verify match`: games between two levels, with each level's results.
enum MatchCommand {
    static let usage = """
        USAGE: reversi-verify match --dark-level A --light-level B [--games N] [--seed S]
                                    [--opening-plies P] [--jobs J] [--require-win-rate R]

        Plays N games between level A and level B (0 is the random player, 1 to 5 search)
        with alternating colours: A is dark in the first game of each pair and light in the
        second, and both games of a pair start from the same P random plies drawn from the
        seed. Prints each level's wins, losses and draws, their share of the games, the mean
        final disk difference (empty cells to the winner), and the time. The games depend
        only on the levels, the seed and their number, not on --jobs.

        OPTIONS:
          --dark-level A        the level that plays dark in the first game (0 to 5)
          --light-level B       the level that plays light in the first game (0 to 5)
          --games N             the number of games, even (default 200)
          --seed S              the match seed, decimal or 0x-hex (default 1)
          --opening-plies P     random plies before the levels play, 0 to 20 (default 4)
          --jobs J              games played at once, 1 to 64 (default: the processors)
          --require-win-rate R  exit with status 1 unless level A wins at least this share
                                of the games (0 to 1; draws and losses count against it)
          -h, --help            show this help
        """

    static func run(_ arguments: Arguments) -> Never {
        var arguments = arguments
        if arguments.flag("--help") || arguments.flag("-h") {
            print(usage)
            exit(.success)
        }
        let match: Match
        let jobs: Int
        let requiredWinRate: Double?
        do throws(UsageError) {
            let level: (String) -> Int? = { Int($0).flatMap { (0...5).contains($0) ? $0 : nil } }
            guard
                let a = try arguments.value("--dark-level", expected: "a level from 0 to 5", level)
            else { throw UsageError("missing --dark-level") }
            guard
                let b = try arguments.value("--light-level", expected: "a level from 0 to 5", level)
            else { throw UsageError("missing --light-level") }
            let games =
                try arguments.value("--games", expected: "an even number of games from 2") {
                    Int($0).flatMap { $0 >= 2 && $0 % 2 == 0 ? $0 : nil }
                } ?? 200
            let seed =
                try arguments.value("--seed", expected: "a seed (decimal or 0x-hex)") { text in
                    text.lowercased().hasPrefix("0x")
                        ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
                } ?? 1
            let openingPlies =
                try arguments.value("--opening-plies", expected: "a number of plies from 0 to 20") {
                    Int($0).flatMap { (0...20).contains($0) ? $0 : nil }
                } ?? 4
            jobs =
                try arguments.value("--jobs", expected: "a number of threads from 1 to 64") {
                    Int($0).flatMap { (1...64).contains($0) ? $0 : nil }
                } ?? ProcessInfo.processInfo.activeProcessorCount
            requiredWinRate = try arguments.value(
                "--require-win-rate", expected: "a share from 0 to 1"
            ) {
                Double($0).flatMap { (0...1).contains($0) ? $0 : nil }
            }
            try arguments.finish()
            match = Match(levels: (a, b), games: games, seed: seed, openingPlies: openingPlies)
        } catch {
            exitWithUsageError(error, usage: usage)
        }

        let start = ProcessClock.wall
        let results = play(match, jobs: jobs)
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

    /// Every game of the match, in order, played on `jobs` threads with an engine each.
    static func play(_ match: Match, jobs: Int) -> [Match.Result] {
        let results = ResultSlots(count: match.games)
        let workers = min(jobs, match.games)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            let engine = Engine(tableBytes: 16 << 20)
            for index in stride(from: worker, to: match.games, by: workers) {
                results[index] = match.play(index, engine: engine)
            }
        }
        return results.values
    }
}

/// The results of a match's games, filled in by several threads, each writing its own slots.
private final class ResultSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Match.Result?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    subscript(index: Int) -> Match.Result? {
        get { lock.withLock { slots[index] } }
        set { lock.withLock { slots[index] = newValue } }
    }

    var values: [Match.Result] { lock.withLock { slots.compactMap { $0 } } }
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
            "  level" + ["wins", "losses", "draws"].map { TableFormat.padded($0, 14) }.joined()
                + "  disks/game",
        ]
        for (level, isA) in [(a, true), (b, false)] {
            let won = wins(ofA: isA)
            let lost = wins(ofA: !isA)
            let disks = Double(results.reduce(0) { $0 + $1.score }) / Double(max(results.count, 1))
            lines.append(
                "  " + TableFormat.padded(String(level), 5) + column(won) + column(lost)
                    + column(draws)
                    + TableFormat.padded(Self.signed(isA ? disks : -disks), 12))
        }
        let asDark = results.filter(\.aPlayedDark)
        let darkWins = asDark.filter { $0.score > 0 }.count
        let lightWins = results.filter { !$0.aPlayedDark && $0.score > 0 }.count
        lines.append(
            "  level \(a) won \(darkWins) of \(asDark.count) as dark, \(lightWins) of \(results.count - asDark.count) as light"
        )
        lines.append(
            "  time \(TableFormat.seconds(seconds)) s, \(TableFormat.seconds(seconds / Double(max(results.count, 1)))) s a game"
        )
        return lines.joined(separator: "\n")
    }

    private func column(_ count: Int) -> String {
        TableFormat.padded(String(count) + " (" + percent(count) + ")", 14)
    }

    private static func signed(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        let text = "\(abs(tenths) / 10).\(abs(tenths) % 10)"
        return tenths < 0 ? "-" + text : "+" + text
    }
}
