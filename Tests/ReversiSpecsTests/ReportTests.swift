import Foundation
import ReversiApp
import ReversiSpecs
import StateSpace
import Testing

@Suite("Reports: a violation reads as a numbered trace of what changed")
struct ReportTests {
    let options = CheckOptions(depth: 4)

    var result: CheckResult<AppWorld, Event> {
        Checker(
            AppSpecification(reducer: FaultyMachines.keepsThinkingAfterSwitchToManual),
            options: options
        ).run()
    }

    var report: CheckReport {
        CheckReport(
            title: "app", identity: RunIdentity(version: "1.2.3", build: "b"), options: options,
            result: result,
            describe: AppSpecification.traceDescription)
    }

    @Test("the text names the invariant, numbers the steps, and lists only changed fields")
    func text() {
        let text = report.text
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first == "app: VIOLATED: " + AppInvariants.switchToManualCancelsThinking.name)
        #expect(lines.contains("0. start"))
        #expect(lines.contains("2. switch dark to manual"))
        #expect(lines.contains("   modes: x manual, o manual"))
        // The message did not change in step 2, so it is listed for the start and step 1 only.
        #expect(lines.filter { $0.hasPrefix("   message: ") }.count == 2)
        #expect(lines.contains("   effects: save(dark to move, x manual, o manual)"))
        #expect(lines.contains("     ---ox---"))
    }

    @Test("the JSON carries the invariant, its kind and every step of the trace")
    func json() throws {
        let json = report.json
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["passed"] as? Bool == false)
        let violation = try #require(object["violation"] as? [String: Any])
        #expect(
            violation["invariant"] as? String == AppInvariants.switchToManualCancelsThinking.name)
        #expect(violation["kind"] as? String == "stepInvariant")
        #expect((violation["trace"] as? [Any])?.count == 3)
    }

    @Test("the JSON reads back as the same report, so merging can print the usual trace")
    func jsonRoundTrip() throws {
        let original = report
        let read = try CheckReport(json: Data(original.json.utf8))
        #expect(read == original)
        #expect(read.text == original.text)
    }

    @Test(
        "a file that is not a report says what is wrong with it",
        arguments: [
            ("not json", "not JSON"), ("{}", "no 'version'"),
            ("[1]", "unexpected value at the top level"),
            (#"{"version": 1}"#, "unexpected value at 'version'"),
        ])
    func unreadableReports(text: String, reason: String) {
        #expect(throws: ReportError.unreadable(reason)) {
            try CheckReport(json: Data(text.utf8))
        }
    }

    @Test(
        "a report with implausible figures is refused, so that merging cannot overflow",
        arguments: [
            ("statesGenerated", "9223372036854775807"), ("distinctStates", "-1"),
            ("distinctStatesByDepth", "[1, -5]"), ("seconds", "-1"), ("statesPerSecond", "1e300"),
        ])
    func implausibleFigures(field: String, json: String) throws {
        var object = try #require(
            try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
        object[field] = try JSONSerialization.jsonObject(
            with: Data(json.utf8), options: .fragmentsAllowed)
        let data = try JSONSerialization.data(withJSONObject: object)
        #expect(throws: ReportError.unreadable("implausible '\(field)'")) {
            try CheckReport(json: data)
        }
    }
}
