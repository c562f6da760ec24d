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

    @Test("the text names the invariant, numbers the steps, and lists only changed fields")
    func text() {
        let text = TextReport(
            title: "app", options: options, result: result,
            describe: AppSpecification.traceDescription
        ).text
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
        let json = CheckReport(
            title: "app", options: options, result: result,
            describe: AppSpecification.traceDescription
        ).json
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["passed"] as? Bool == false)
        let violation = try #require(object["violation"] as? [String: Any])
        #expect(
            violation["invariant"] as? String == AppInvariants.switchToManualCancelsThinking.name)
        #expect(violation["kind"] as? String == "stepInvariant")
        #expect((violation["trace"] as? [Any])?.count == 3)
    }
}
