import CLISupport
import Dispatch
import Foundation
import PropertyCheck
import ReversiSpecs

/// `reversi-verify playouts`: the property tests' playouts and event sequences, at scale.
enum PlayoutsCommand {
    static let usage = """
        USAGE: reversi-verify playouts [--count N] [--events M] [--seed S] [--replay SEED]
                                       [--shared-checks-one-in K]
                                       [--transcript-checks-one-in T] [--jobs J]

        Plays N random complete games with both engines, checking the rules' invariants,
        termination, counts, results and round trips; then drives the application machine
        with M random event sequences, checking its invariants and that it never gets stuck.
        A failure prints its case seed and the shrunk case, and exits with status 1.

        OPTIONS:
          --count N       random complete games (default 10000)
          --events M      random event sequences (default: N / 10)
          --seed S        the run seed, decimal or 0x-hex (default: a fixed seed)
          --replay SEED   run only the case of a printed failure's seed
          --shared-checks-one-in K
                          check the shared rules invariants at one step in K (default 200;
                          1 checks every step); they compare with the slow reference rules
          --transcript-checks-one-in T
                          write and read back the transcript of one game in T (default 10)
          --jobs J        worker threads (default: the number of processors)
          -h, --help      show this help
        """

    struct Options {
        var games = 10_000
        var sequences: Int?
        var configuration = PropertyConfiguration(cases: 0, seed: PropertySettings.defaultSeed)
        /// The shared rules invariants compare with the slow reference rules: checked at every
        /// step they make a playout some 400 times slower than everything else together.
        var sharedChecksOneIn = 200
        /// Reading a transcript back costs several times more than playing its game.
        var transcriptChecksOneIn = 10
    }

    static func run(_ arguments: Arguments) -> Never {
        var arguments = arguments
        if arguments.flag("--help") || arguments.flag("-h") {
            print(usage)
            exit(.success)
        }
        let options: Options
        do {
            options = try parse(&arguments)
        } catch {
            exitWithUsageError(error, usage: usage)
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

    static func parse(_ arguments: inout Arguments) throws(UsageError) -> Options {
        var options = Options()
        let count: (String) -> Int? = { Int($0).flatMap { $0 >= 0 ? $0 : nil } }
        let positive: (String) -> Int? = { Int($0).flatMap { $0 > 0 ? $0 : nil } }
        if let games = try arguments.value("--count", expected: "a count (0 or more)", count) {
            options.games = games
        }
        options.sequences = try arguments.value("--events", expected: "a count (0 or more)", count)
        if let seed = try arguments.value(
            "--seed", expected: "a seed (decimal or 0x-hex)", CaseSeed.init)
        {
            options.configuration.seed = seed.value
        }
        options.configuration.replay = try arguments.value(
            "--replay", expected: "a printed case seed", CaseSeed.init)
        if let oneIn = try arguments.value(
            "--shared-checks-one-in", expected: "a positive number", positive)
        {
            options.sharedChecksOneIn = oneIn
        }
        if let oneIn = try arguments.value(
            "--transcript-checks-one-in", expected: "a positive number", positive)
        {
            options.transcriptChecksOneIn = oneIn
        }
        options.configuration.workers =
            try arguments.value("--jobs", expected: "a positive number", positive)
            ?? ProcessInfo.processInfo.activeProcessorCount
        try arguments.finish()
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
