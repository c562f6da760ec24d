import Foundation
import Testing

@Suite("Command line: reversi-verify rules and app")
struct VerifyCheckTests {
    @Test(
        "rules with a small bound passes, exits 0 and prints the summary",
        arguments: ["rules", "app"])
    func passingCheck(check: String) throws {
        let result = try Executable.run("reversi-verify", [check, "--depth", "2"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("\(check): every invariant holds"))
        #expect(result.stdout.contains("distinct states"))
        #expect(result.stdout.contains("states per second"))
        #expect(result.stdout.contains("coverage"))
    }

    @Test("--format json prints one JSON object with the figures", arguments: ["rules", "app"])
    func json(check: String) throws {
        let result = try Executable.run(
            "reversi-verify", [check, "--depth", "1", "--format", "json", "--jobs", "2"])
        #expect(result.status == 0)
        let object =
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(object?["passed"] as? Bool == true)
        #expect(try #require(object?["distinctStates"] as? Int) > 0)
        #expect(object?["coverage"] is [Any])
    }

    @Test(
        "bad options are usage errors: exit 64 with one line naming the option and the bound",
        arguments: [
            (
                ["--depth", "-1"],
                "invalid value '-1' for '--depth': expected a number from 0 to 1000"
            ),
            ([], "missing required option '--depth N'"),
            (
                ["--depth", "2", "--shard", "3/2"],
                "invalid value '3/2' for '--shard': expected K/N with 1 <= K <= N <= 1000000"
            ),
            (
                ["--depth", "2", "--jobs", "0"],
                "invalid value '0' for '--jobs': expected a number from 1 to 256"
            ),
            (
                ["--depth", "2", "--format", "xml"],
                "invalid value 'xml' for '--format': expected text or json"
            ),
            (["--depth", "2", "--bogus"], "unknown option '--bogus'"),
        ])
    func usageErrors(arguments: [String], message: String) throws {
        for check in ["rules", "app"] {
            let result = try Executable.run("reversi-verify", [check] + arguments)
            #expect(result.status == 64, "\(check) \(arguments)")
            #expect(result.stderr.hasPrefix("error: \(message)\n"), "\(check) \(arguments)")
        }
    }

    @Test(
        "--require-coverage fails a run that leaves a named situation unreached, and passes one that reaches them all"
    )
    func requireCoverage() throws {
        let shallow = try Executable.run(
            "reversi-verify", ["app", "--depth", "2", "--require-coverage"])
        #expect(shallow.status == 1)
        #expect(shallow.stderr.contains("never reached: "))
        #expect(shallow.stderr.contains("game tied"))
        // The rules reach every situation within 5 plies, in a fraction of a second.
        let rules = try Executable.run(
            "reversi-verify", ["rules", "--depth", "5", "--require-coverage"])
        #expect(rules.status == 0, "\(rules.stderr)")
        // The application's pass needs 7 events and tens of processor seconds in a debug build;
        // CI's checker stage runs it, optimised, to depth 12 with --require-coverage.
    }

    @Test("--help describes the options and exits 0", arguments: ["rules", "app"])
    func help(check: String) throws {
        let result = try Executable.run("reversi-verify", [check, "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("--max-states"))
        #expect(result.stdout.contains("--shard K/N"))
    }
}
