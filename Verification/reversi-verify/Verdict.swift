import CLISupport
import Foundation
import ReversiSpecs

/// How a check or a merge ends: the report, then any error, then the verdict as the last line,
/// and the exit code that line states. A batch log holds standard output and standard error in
/// one file; standard output is buffered, so without this order the log opened with "every
/// invariant holds" and the coverage error landed in the middle of the table, above a status
/// that said otherwise.
struct Verdict {
    /// The report, text or JSON.
    let report: String
    /// What failed beside a violation (an unreached situation under `--require-coverage`).
    let error: String?
    let exitCode: ExitCode
    /// The last line of a text report; a JSON report ends with its own closing brace.
    let line: String?

    init(_ report: CheckReport, format: ReportFormat, requireCoverage: Bool) {
        self.report = format == .json ? report.json : report.text
        let shortfall = requireCoverage && report.passed ? report.coverageShortfall : nil
        error = shortfall.map { "error: --require-coverage: " + $0 }
        exitCode = report.passed && shortfall == nil ? .success : .failure
        guard format == .text else {
            line = nil
            return
        }
        if let violation = report.violation {
            line = "verdict: FAILED: violated: \(violation.invariant)"
        } else if let shortfall {
            line = "verdict: FAILED: --require-coverage: \(shortfall)"
        } else {
            line = "verdict: passed"
        }
    }

    /// Prints the report, flushed before the error so that the error follows it in a shared
    /// log, then the verdict line, and exits with the verdict's code.
    func print() -> Never {
        Swift.print(report)
        fflush(nil)
        if let error { printError(error) }
        if let line { Swift.print(line) }
        exit(exitCode)
    }
}
