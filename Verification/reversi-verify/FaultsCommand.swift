import CLISupport
import ReversiSpecs

/// `reversi-verify faults`: runs the checker on every planted fault and shows that each
/// invariant reports its own.
enum FaultsCommand {
    static let jobs = Option.jobs(
        most: 256, default: "1", help: "Threads expanding each breadth-first level of each check.")

    static let command = CommandSpec(
        "reversi-verify faults",
        abstract: "Show that every invariant can fail: run the checker on planted faults.",
        discussion: """
            Each planted fault is a small, plausible bug wrapped around the real rules, reducer
            or screen, aimed at one invariant of 'rules', 'app' or 'engine'. Each is checked to the depth
            of its shortest trace, and one row a fault shows which invariant reported it, the
            length of its trace, the states generated and the time; the summary counts them.
            """,
        options: [jobs],
        sections: [
            (
                title: "EXIT CODES",
                text: """
                  0   every fault was reported by its invariant, with the expected trace
                      length, and every invariant has a fault
                  1   a fault was missed, reported by another invariant or with another
                      trace length, or an invariant has no fault
                  64  a usage error
                """
            )
        ])

    static func run(_ words: [String]) -> Never {
        let jobs = command.parse(words) { arguments throws(UsageError) in
            try arguments.value(Self.jobs) ?? 1
        }
        let widths = [11, 6, 10, 8]
        printRow(["reported by", "steps", "states", "time s", "invariant / fault"], widths)
        var failures = 0
        var seconds = 0.0
        for fault in PlantedFaults.all {
            let report = fault.run(jobs: jobs)
            seconds += report.seconds
            let reporter = reporter(of: report, for: fault)
            let asExpected = reporter == "target" && report.steps == fault.steps
            if !asExpected { failures += 1 }
            let steps = report.steps.map(String.init) ?? "-"
            printRow(
                [
                    reporter, report.steps == fault.steps ? steps : "\(steps)≠\(fault.steps)",
                    TableFormat.grouped(report.statesGenerated),
                    TableFormat.seconds(report.seconds), fault.invariant,
                ], widths)
            let indent = String(repeating: " ", count: widths.reduce(widths.count, +))
            print(indent + "fault: " + fault.fault + (fault.alone ? " (checked alone)" : ""))
            if let other = report.reportedBy, reporter != "target" {
                print(indent + "reported by: " + other)
            }
        }
        let unfaulted = PlantedFaults.invariantsWithoutAFault
        for name in unfaulted { print("no planted fault: \(name)") }
        print(
            "\(PlantedFaults.all.count) faults for \(PlantedFaults.invariantNames.count) invariants: "
                + "\(PlantedFaults.all.count - failures) reported as expected, \(failures) not; "
                + "\(unfaulted.count) invariants without a fault; "
                + "checking took \(TableFormat.seconds(seconds)) s")
        exit(failures == 0 && unfaulted.isEmpty ? .success : .failure)
    }

    /// `target` when the fault's own invariant reported it, else `ANOTHER` or `NOTHING`.
    private static func reporter(of report: PlantedFault.Report, for fault: PlantedFault)
        -> String
    {
        guard let name = report.reportedBy else { return "NOTHING" }
        return name == fault.invariant ? "target" : "ANOTHER"
    }

    private static func printRow(_ cells: [String], _ widths: [Int]) {
        let padded = zip(cells, widths).map { TableFormat.padded($0, $1) }
        print((padded + cells.dropFirst(widths.count)).joined(separator: " "))
    }
}
