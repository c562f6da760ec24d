import Foundation
import Testing

/// Both executables read their command lines against option tables: these pin the exact
/// messages and exit codes users see (spec 15.3).
@Suite("Command lines: missing values, bounded numbers, help and version (spec 15.3)")
struct CommandLineTests {
    @Test("a missing value does not swallow the next option, and touches no file")
    func missingValue() throws {
        let directory = try SaveDirectory()
        let result = try Executable.run(
            "reversi", ["--save-file", "--no-save"], input: "quit\n", directory: directory.url)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: missing value for '--save-file'\nUSAGE: reversi"))
        #expect(result.stdout.isEmpty)
        #expect(directory.files.isEmpty)
    }

    @Test("a value starting with '-' is given as --save-file=-name")
    func attachedValue() throws {
        let directory = try SaveDirectory()
        let result = try Executable.run(
            "reversi", ["--save-file=-odd-name", "--think", "0", "--step", "0"],
            input: "f5\nquit\n", directory: directory.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            Set(directory.files) == ["-odd-name", "-odd-name.record", ".-odd-name.lock"],
            "the save, its record and its lock file")
    }

    @Test(
        "every number is bounded: a huge or malformed one is a usage error naming the bound",
        arguments: [
            (
                "reversi-verify", ["rules", "--depth", "2", "--shard", "1/576460752303423488"],
                "invalid value '1/576460752303423488' for '--shard': expected K/N with 1 <= K <= N <= 1000000"
            ),
            (
                "reversi-verify", ["app", "--depth", "2", "--shard", "1/9223372036854775807"],
                "invalid value '1/9223372036854775807' for '--shard': expected K/N with 1 <= K <= N <= 1000000"
            ),
            (
                "reversi-verify", ["rules", "--depth", "2", "--jobs", "9223372036854775807"],
                "invalid value '9223372036854775807' for '--jobs': expected a number from 1 to 256"
            ),
            (
                "reversi-verify", ["app", "--depth", "2", "--jobs", "9223372036854775807"],
                "invalid value '9223372036854775807' for '--jobs': expected a number from 1 to 256"
            ),
            (
                "reversi-verify", ["app", "--depth", "99999999999999999999"],
                "invalid value '99999999999999999999' for '--depth': expected a number from 0 to 1000"
            ),
            (
                "reversi-verify", ["rules", "--depth", "2", "--max-states", "9223372036854775807"],
                "invalid value '9223372036854775807' for '--max-states': expected a number from 1 to 2147483647"
            ),
            (
                "reversi-verify", ["playouts", "--count", "9223372036854775807"],
                "invalid value '9223372036854775807' for '--count': expected a number from 0 to 100000000"
            ),
            (
                "reversi-verify", ["perft", "9223372036854775807"],
                "invalid value '9223372036854775807' for N: expected a number of plies from 1 to 60"
            ),
            (
                "reversi-verify", ["perft", "-1"],
                "invalid value '-1' for N: expected a number of plies from 1 to 60"
            ),
            (
                "reversi-verify", ["perft", "3", "--jobs", "9223372036854775807"],
                "invalid value '9223372036854775807' for '--jobs': expected a number from 1 to 256"
            ),
            (
                "reversi", ["--think", "0x10"],
                "invalid value '0x10' for '--think': expected a number of seconds from 0 to 3600"
            ),
            (
                "reversi", ["--step", "inf"],
                "invalid value 'inf' for '--step': expected a number of seconds from 0 to 60"
            ),
            (
                "reversi", ["--step", "nan"],
                "invalid value 'nan' for '--step': expected a number of seconds from 0 to 60"
            ),
            (
                "reversi", ["--think", "1e400"],
                "invalid value '1e400' for '--think': expected a number of seconds from 0 to 3600"
            ),
            (
                "reversi", ["--seed", "0x1g"],
                "invalid value '0x1g' for '--seed': expected a whole number from 0 to 18446744073709551615, decimal or 0x-hexadecimal"
            ),
        ])
    func boundedNumbers(executable: String, arguments: [String], error: String) throws {
        let result = try Executable.run(executable, arguments)
        #expect(result.status == 64)
        #expect(result.stderr.split(separator: "\n").first.map(String.init) == "error: \(error)")
        #expect(result.stderr.contains("USAGE: \(executable)"))
        #expect(result.stdout.isEmpty)
    }

    @Test("reversi-verify --version prints the version reversi prints")
    func version() throws {
        let verifier = try Executable.run("reversi-verify", ["--version"])
        let game = try Executable.run("reversi", ["--version"])
        #expect(verifier.status == 0)
        #expect(verifier.stdout == game.stdout)
        #expect(verifier.stdout.split(separator: ".").count == 3)
    }

    @Test(
        "'help SUBCOMMAND' and 'SUBCOMMAND --help' print the same help",
        arguments: [
            ("reversi-verify", "perft"), ("reversi-verify", "positions"),
            ("reversi-verify", "rules"), ("reversi-verify", "app"),
            ("reversi-verify", "playouts"), ("reversi-verify", "merge"),
            ("reversi", "replay"), ("reversi", "play"), ("reversi", "analyze"),
        ])
    func helpOfASubcommand(executable: String, subcommand: String) throws {
        let viaHelp = try Executable.run(executable, ["help", subcommand])
        let viaFlag = try Executable.run(executable, [subcommand, "--help"])
        #expect(viaHelp.status == 0)
        #expect(viaFlag.status == 0)
        #expect(viaHelp.stdout == viaFlag.stdout)
        #expect(viaHelp.stdout.hasPrefix("OVERVIEW: "))
        #expect(viaHelp.stdout.contains("\nUSAGE: \(executable) "))
        #expect(viaHelp.stdout.contains("\nOPTIONS:\n"))
    }

    @Test("'help' alone prints the executable's help, listing every subcommand")
    func helpOfTheExecutable() throws {
        for (executable, subcommands) in [
            ("reversi-verify", ["perft", "positions", "rules", "app", "playouts", "merge"]),
            ("reversi", ["play", "replay", "analyze"]),
        ] {
            let help = try Executable.run(executable, ["help"])
            #expect(help.status == 0)
            #expect(help.stdout == (try Executable.run(executable, ["--help"])).stdout)
            for subcommand in subcommands {
                #expect(help.stdout.contains("\n  \(subcommand) "), "\(executable) \(subcommand)")
            }
            let marked = help.stdout.split(separator: "\n").filter { $0.contains(" (default) ") }
            let defaults = executable == "reversi" ? ["play"] : []
            #expect(
                marked.map { $0.split(separator: " ").first.map(String.init) } == defaults,
                "the subcommand that runs when none is named is marked, and no other")
        }
        let unknown = try Executable.run("reversi-verify", ["help", "bogus"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.hasPrefix("error: unknown subcommand 'bogus'\n"))
    }
}
