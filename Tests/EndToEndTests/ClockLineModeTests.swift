import Foundation
import Testing

/// The game clock and the thinking shown in line mode, through the built program (spec 16.2,
/// 16.3).
@Suite("Spec 16.2, 16.3: line mode on a game clock")
struct ClockLineModeTests {
    @Test(
        "spec 16.2, 16.3: both clocks are printed, the mover gains the increment, and the computer's last thought is printed before the screen after its move"
    )
    func clockAndThought() throws {
        let result = try Executable.run(
            "reversi",
            [
                "--no-save", "--step", "0", "--seed", "4", "--light", "computer",
                "--light-level", "3", "--time", "5m+10s",
            ], input: "f5\n")
        #expect(result.status == 0, "\(result.stderr)")
        let screens = LineScreen.all(in: result.stdout)
        #expect(screens.first?["clock"] == "▸x 5:00  o 5:00")
        // Each side gained ten seconds with its move and spent less than ten: dark next to
        // nothing, as its move was read at once.
        let last = try #require(screens.last)
        let clock = try #require(last["clock"])
        #expect(clock.hasPrefix("▸x 5:09") || clock.hasPrefix("▸x 5:10"), "\(clock)")
        #expect(clock.contains("  o 5:0") || clock.hasSuffix("  o 5:10"), "\(clock)")
        #expect(last["message"] == "x's turn")
        let thought = result.stdout.components(separatedBy: "\n").filter {
            $0.hasPrefix("thought: o ")
        }
        #expect(thought.count == 1, "\(result.stdout)")
        #expect(thought.first?.contains(" nodes at ") == true)
    }

    @Test("spec 16.2: a clock that is not a time is a usage error, and nothing is played")
    func badTime() throws {
        for bad in ["0s", "5x", "5m+", "-1m"] {
            let result = try Executable.run("reversi", ["--no-save", "--time", bad])
            #expect(result.status == 64, "\(bad)")
            #expect(result.stderr.contains("--time"), "\(bad): \(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
    }

    @Test(
        "spec 16.2, 15.3: a clock past its stated range (a base from 1s to 24h, an increment up to 1h) is a usage error naming the range, for the game and the engine alike",
        arguments: [
            "99999999999999h", "9999999999999999h", "99999999999999999999h", "25h", "24h1s",
            "86401", "5m+61m", "5m+9999999999999999h", "1m+3601",
        ])
    func outOfRange(clock: String) throws {
        for command in [["--no-save", "--time", clock], ["engine", "--time", clock]] {
            let result = try Executable.run("reversi", command, input: "")
            #expect(result.status == 64, "\(command): \(result.stderr)")
            #expect(
                result.stderr.hasPrefix(
                    "error: invalid value '\(clock)' for '--time': expected a time such as 5m, 90s"
                        + " or 5m+3s: a base from 1s to 24h, and an increment of at most 1h\n"),
                "\(command): \(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
    }

    @Test("spec 16.2: the ends of the clock's range are accepted: 24h, and 1s+1h")
    func rangeEnds() throws {
        for clock in ["24h", "1s+1h", "23h59m60s+60m"] {
            let result = try Executable.run(
                "reversi", ["--no-save", "--time", clock], input: "quit\n")
            #expect(result.status == 0, "\(clock): \(result.stderr)")
        }
    }
}
