import CLISupport
import Foundation
import ReversiSpecs
import StateSpace

/// What `rules` and `app` share: the options, then the run.
enum CheckCommand {
    static func run<System: TransitionSystem>(
        _ words: [String], command: CommandSpec, title: String, system: System,
        describe: TraceDescription<System.State, System.Action>
    ) -> Never {
        let options = command.parse(words) { arguments throws(UsageError) in
            try CheckCommandOptions(&arguments)
        }
        CheckRunner(title: title, system: system, options: options, describe: describe).run()
    }
}

/// Runs a check the same way for `rules` and `app`: progress on stderr, the report on stdout,
/// the exit code from the verdict.
struct CheckRunner<System: TransitionSystem> {
    let title: String
    let system: System
    let options: CheckCommandOptions
    let describe: TraceDescription<System.State, System.Action>

    func run() -> Never {
        check().print()
    }

    /// Kept out of line, and returning only what `run` prints: Swift 6.3.1's optimizer
    /// crashed, miscompiled the report's strings, or gave the returned report too small a
    /// stack slot when more of this was inlined into the `Never`-returning `run`.
    @inline(never)
    func check() -> Verdict {
        var reporter = ProgressReporter()
        let result = Checker(system, options: options.check).run { reporter.report($0) }
        let report = CheckReport(
            title: title,
            identity: RunIdentity(
                version: Version.current, build: BuildIdentity.current, run: options.run),
            options: options.check, result: result, describe: describe)
        return Verdict(report, format: options.format, requireCoverage: options.requireCoverage)
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
