import CLISupport
import Dispatch
import Foundation
import PropertyCheck
import ReversiSpecs

/// `reversi-verify playouts`: the property tests' playouts and event sequences, at scale.
enum PlayoutsCommand {
    static let count = Option.integer(
        "--count", value: "N", in: 0...maximumCases, default: "10000",
        help: "Random complete games.")
    static let events = Option.integer(
        "--events", value: "M", in: 0...maximumCases, default: "N / 10",
        help: "Random event sequences.")
    static let seed = Option.seed(default: "a fixed seed", help: "The run seed.")
    static let replay = Option(
        "--replay", value: "SEED", expected: "a printed case seed",
        help: "Run only the case of a printed failure's seed.", parse: CaseSeed.init)
    static let sharedChecksOneIn = Option.integer(
        "--shared-checks-one-in", value: "K", in: 1...1_000_000, default: "200",
        help: "Check the shared rules invariants at one step in K (1 checks every step); they"
            + " compare with the slow reference rules.")
    static let transcriptChecksOneIn = Option.integer(
        "--transcript-checks-one-in", value: "T", in: 1...1_000_000, default: "10",
        help: "Write and read back the transcript of one game in T.")
    static let jobs = Option.jobs(
        most: 256, default: "the number of processors", help: "Worker threads.")

    /// The most cases a run may ask for: each case's seed is kept in memory.
    static let maximumCases = 100_000_000

    static let command = CommandSpec(
        "reversi-verify playouts",
        abstract: "Run the random-playout and event-sequence properties at scale.",
        discussion: """
            Plays N random complete games with both engines, checking the rules' invariants,
            termination, counts, results and round trips; then drives the application machine
            with M random event sequences, checking its invariants and that it never gets stuck.
            A failure prints its case seed and the shrunk case, and exits with status 1.
            """,
        options: [
            count, events, seed, replay, sharedChecksOneIn, transcriptChecksOneIn, jobs,
        ])

    struct Options {
        var games = 10_000
        var sequences: Int?
        var configuration = PropertyConfiguration(cases: 0, seed: PropertySettings.defaultSeed)
        /// The shared rules invariants compare with the slow reference rules: checked at every
        /// step they make a playout some 80 times slower than everything else together.
        var sharedChecksOneIn = 200
        /// Reading a transcript back costs several times more than playing its game.
        var transcriptChecksOneIn = 10
    }

    static func run(_ words: [String]) -> Never {
        let options = command.parse(words) { arguments throws(UsageError) in
            try parse(arguments)
        }
        let games = GamePlayout(
            sharedChecksOneIn: options.sharedChecksOneIn,
            transcriptChecksOneIn: options.transcriptChecksOneIn)
        let gamesHold = check(
            games.property, cases: options.games, unit: "games", options,
            replayOnly: "--events 0 --shared-checks-one-in \(options.sharedChecksOneIn)"
                + " --transcript-checks-one-in \(options.transcriptChecksOneIn)")
        let sequencesHold = check(
            AppEventSequences().property, cases: options.sequences ?? options.games / 10,
            unit: "event sequences", options, replayOnly: "--count 0 --events 1")
        exit(gamesHold && sequencesHold ? .success : .failure)
    }

    static func parse(_ arguments: ParsedArguments) throws(UsageError) -> Options {
        var options = Options()
        options.games = try arguments.value(count) ?? options.games
        options.sequences = try arguments.value(events)
        options.configuration.seed = try arguments.value(seed) ?? options.configuration.seed
        options.configuration.replay = try arguments.value(replay)
        options.sharedChecksOneIn =
            try arguments.value(sharedChecksOneIn) ?? options.sharedChecksOneIn
        options.transcriptChecksOneIn =
            try arguments.value(transcriptChecksOneIn) ?? options.transcriptChecksOneIn
        options.configuration.workers =
            try arguments.value(jobs) ?? ProcessInfo.processInfo.activeProcessorCount
        return options
    }

    /// Runs `property` over `cases` cases (none when 0), prints the rate or the shrunk failure
    /// with the command that replays it (`replayOnly` runs this property alone, as it ran).
    static func check(
        _ property: Property, cases: Int, unit: String, _ options: Options, replayOnly: String
    ) -> Bool {
        guard cases > 0 else { return true }
        var configuration = options.configuration
        configuration.cases = cases
        let start = DispatchTime.now()
        let outcome = PropertyRunner(configuration).check(property)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        switch outcome {
        case .passed(let ran):
            let rate = seconds > 0 ? Int((Double(ran) / seconds).rounded()) : ran
            print("\(property.name)")
            print("  \(unit): \(ran) passed in \(format(seconds)) s (\(rate) \(unit)/s)")
            return true
        case .failed(let counterexample):
            print(
                counterexample.report(
                    replay: "reversi-verify playouts --replay \(counterexample.seed) \(replayOnly)")
            )
            return false
        }
    }

    static func format(_ seconds: Double) -> String {
        let hundredths = Int((seconds * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
