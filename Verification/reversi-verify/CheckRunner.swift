import CLISupport
import Foundation
import ReversiSpecs
import StateSpace

/// What `rules` and `app` share: help, option parsing, then the run.
enum CheckCommand {
    static func run<System: TransitionSystem>(
        _ arguments: Arguments, usage: String, title: String, system: System,
        describe: TraceDescription<System.State, System.Action>
    ) -> Never {
        let options = parse(arguments, usage: usage)
        CheckRunner(title: title, system: system, options: options, describe: describe).run()
    }

    /// The options, or the help or a usage error and the process's end.
    private static func parse(_ arguments: Arguments, usage: String) -> CheckCommandOptions {
        var arguments = arguments
        if arguments.flag("--help") || arguments.flag("-h") {
            print(usage)
            exit(.success)
        }
        do {
            return try CheckCommandOptions(&arguments)
        } catch {
            exitWithUsageError(error, usage: usage)
        }
    }
}

/// Runs a check the same way for `rules` and `app`: progress on stderr, the summary (or the
/// violation) on stdout, the exit code from the result.
struct CheckRunner<System: TransitionSystem> {
    let title: String
    let system: System
    let options: CheckCommandOptions
    let describe: TraceDescription<System.State, System.Action>

    func run() -> Never {
        let (report, passed) = check()
        print(report)
        exit(passed ? .success : .failure)
    }

    /// Kept out of line: Swift 6.3.1's optimizer crashed, or miscompiled the report's
    /// strings, when this was inlined into the `Never`-returning `run`.
    @inline(never)
    func check() -> (report: String, passed: Bool) {
        var reporter = ProgressReporter()
        let result = Checker(system, options: options.check).run { reporter.report($0) }
        let report =
            options.json
            ? CheckReport(title: title, options: options.check, result: result, describe: describe)
                .json
            : TextReport(title: title, options: options.check, result: result, describe: describe)
                .text
        let unreached = result.coverage.filter { $0.count == 0 }.map(\.name)
        if options.requireCoverage && result.passed && !unreached.isEmpty {
            printError(
                "error: --require-coverage: never reached: " + unreached.joined(separator: "; "))
            return (report, false)
        }
        return (report, result.passed)
    }
}

/// A progress line on stderr every few seconds, once a run has lasted a few seconds.
struct ProgressReporter {
    private var nextReport = 3.0

    mutating func report(_ progress: CheckProgress) {
        guard progress.seconds >= nextReport else { return }
        nextReport = progress.seconds + 3
        printError(
            "… depth \(progress.depth) (\(grouped(progress.frontierDone)) of \(grouped(progress.frontier)) done): "
                + "\(grouped(progress.distinctStates)) distinct, "
                + "\(grouped(progress.statesGenerated)) generated, "
                + String(format: "%.1f s", progress.seconds))
    }
}
