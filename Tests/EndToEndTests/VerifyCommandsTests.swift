import Foundation
import ReversiSpecs
import StateSpace
import Testing

/// The verifier's other commands, each at a small bound, and the exit status of a violation.
@Suite("Command line: reversi-verify perft, positions, playouts, faults, --max-states")
struct VerifyCommandsTests {
    @Test("perft 3 counts 4, 12 and 56 sequences, and 72 in all")
    func perft() throws {
        let result = try Executable.run("reversi-verify", ["perft", "3"])
        #expect(result.status == 0)
        #expect(
            Array(firstTwoColumns(result.stdout).dropFirst(2)) == ["1 4", "2 12", "3 56", "all 72"])
    }

    @Test("positions 3 counts 4, 12 and 54 distinct positions (OEIS A124005)")
    func positions() throws {
        let result = try Executable.run("reversi-verify", ["positions", "3"])
        #expect(result.status == 0)
        #expect(
            Array(firstTwoColumns(result.stdout).dropFirst().prefix(3)) == ["1 4", "2 12", "3 54"])
    }

    @Test("playouts of 20 games and 2 event sequences pass and say so")
    func playouts() throws {
        let result = try Executable.run("reversi-verify", ["playouts", "--count", "20"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("games: 20 passed"))
        #expect(result.stdout.contains("event sequences: 2 passed"))
    }

    @Test("--max-states stops the run when the budget runs out, and says so")
    func maxStates() throws {
        let result = try Executable.run(
            "reversi-verify", ["rules", "--depth", "5", "--max-states", "5"])
        #expect(result.status == 0)
        #expect(
            result.stdout.hasPrefix("rules: every invariant holds (the state budget ran out)\n"))
        #expect(result.stdout.contains("  distinct states    5\n"))
    }

    @Test("a violation exits 1 and prints the invariant and the shortest trace")
    func violationExitStatus() throws {
        // The shell's verdict on a violating run: merge prints a report as the check does.
        let spec = RulesSpecification(
            startingFrom: [.initial],
            stateInvariants: [
                StateInvariant("the board never holds 5 disks") { $0.model.board.emptyCount != 59 }
            ])
        let options = CheckOptions(depth: 3)
        let report = CheckReport(
            title: "rules",
            identity: RunIdentity(
                version: try Executable.run("reversi-verify", ["--version"]).stdout
                    .trimmingCharacters(in: .whitespacesAndNewlines), build: "b"),
            options: options, result: Checker(spec, options: options).run(),
            describe: RulesSpecification.traceDescription)
        let directory = try SaveDirectory()
        let file = directory.url.appendingPathComponent("rules-1-of-1.json")
        try Data(report.json.utf8).write(to: file)
        let result = try Executable.run("reversi-verify", ["merge", file.path])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("rules: VIOLATED: the board never holds 5 disks\n"))
        #expect(result.stdout.contains("shortest trace (found by shard 1/1), 1 step(s):"))
    }

    @Test("faults --help names its option and its exit codes (CI runs the table itself)")
    func faultsHelp() throws {
        let result = try Executable.run("reversi-verify", ["faults", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("OVERVIEW: Show that every invariant can fail"))
        #expect(result.stdout.contains("USAGE: reversi-verify faults [--jobs <n>]"))
        #expect(result.stdout.contains("1   a fault was missed, reported by another invariant"))
    }

    /// The first two words of each line of a table: the ply and its count.
    private func firstTwoColumns(_ table: String) -> [String] {
        table.split(separator: "\n").map {
            $0.split(separator: " ").prefix(2).joined(separator: " ")
        }
    }
}
