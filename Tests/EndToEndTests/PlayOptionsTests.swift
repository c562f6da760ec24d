import Testing

@Suite("Command line: reversi play options")
struct PlayOptionsTests {
    @Test(
        "bad options and values print one error and the usage to stderr and exit 64",
        arguments: [
            (["--bogus"], "unknown option '--bogus'"),
            (
                ["--dark", "robot"],
                "invalid value 'robot' for '--dark': expected manual or computer"
            ),
            (["play", "--think", "-1"], "invalid value '-1' for '--think'"),
            (["--step", "soon"], "invalid value 'soon' for '--step'"),
            (["--seed", "-3"], "invalid value '-3' for '--seed'"),
            (["--light"], "missing value for '--light'"),
            (
                ["--light-level", "6"],
                "invalid value '6' for '--light-level': expected a level from 0 to 5"
            ),
            (["--dark-level", "-1"], "invalid value '-1' for '--dark-level'"),
            (["--save-file", "x", "--no-save"], "cannot be used together"),
            (["play", "stray"], "unexpected argument 'stray'"),
        ])
    func badOptions(arguments: [String], error: String) throws {
        let result = try Executable.run("reversi", arguments)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: "))
        #expect(result.stderr.contains(error))
        #expect(result.stderr.contains("USAGE: reversi"))
        #expect(result.stdout.isEmpty)
    }

    @Test(
        "--help prints OVERVIEW, USAGE, OPTIONS and SUBCOMMANDS to stdout and exits 0",
        arguments: [["--help"], ["-h"], ["play", "--help"]])
    func help(arguments: [String]) throws {
        let result = try Executable.run("reversi", arguments)
        #expect(result.status == 0)
        for section in ["OVERVIEW:", "USAGE:", "OPTIONS:", "SUBCOMMANDS:", "--save-file <path>"] {
            #expect(result.stdout.contains(section), "missing \(section)")
        }
        #expect(result.stderr.isEmpty)
    }

    @Test("--version prints the version and exits 0")
    func version() throws {
        let result = try Executable.run("reversi", ["--version"])
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: ".").count == 3)
    }
}
