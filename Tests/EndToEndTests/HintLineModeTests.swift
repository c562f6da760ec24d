import Foundation
import Testing

/// The hint through the real binary in line mode, with the real engine.
@Suite("Spec 13.1, 13.2: hints in line mode")
struct HintLineModeTests {
    @Test(
        "spec 13.1, 13.2: hint prints a legal move with its evaluation and plays nothing; a move forgets it; a second hint is refused"
    )
    func hintInLineMode() throws {
        let directory = try SaveDirectory()
        let result = try Executable.run(
            "reversi", directory.options(), input: "hint\nhint\nf5\n")
        #expect(result.status == 0)
        let screens = LineScreen.all(in: result.stdout)
        let hint = try #require(screens.count > 1 ? screens[1]["hint"] : nil)
        let parts = hint.split(separator: " ", maxSplits: 1).map(String.init)
        #expect(["d3", "c4", "f5", "e6"].contains(parts.first ?? ""), "a legal move: \(hint)")
        #expect(parts.last?.hasPrefix("(about ") == true, "an estimate so early: \(hint)")
        #expect(screens[1]["record"] == nil, "the hint plays nothing")
        #expect(result.stderr.contains("already asked"), "a second hint is refused")
        #expect(screens.last?["hint"] == nil, "the move forgets the hint")
        #expect(screens.last?["record"] == "1. f5*")
    }
}
