import Testing

@Suite("reversi-verify match: games between two levels")
struct MatchTests {
    @Test(
        "spec 10.2, 10.6, 16.4: a match prints each level's results; the same seed gives the same games, with any number of jobs or of threads"
    )
    func reproducibleMatch() throws {
        let arguments = [
            "match", "--dark-level", "2", "--light-level", "0", "--games", "4", "--seed", "3",
        ]
        let first = try Executable.run("reversi-verify", arguments + ["--jobs", "1"])
        let second = try Executable.run("reversi-verify", arguments + ["--jobs", "2"])
        let threaded = try Executable.run(
            "reversi-verify", arguments + ["--jobs", "1", "--threads", "2"])
        #expect(first.status == 0)
        let results = { (output: String) in
            output.split(separator: "\n").filter { !$0.contains("time") }
        }
        #expect(results(first.stdout) == results(second.stdout))
        #expect(
            results(first.stdout) == results(threaded.stdout),
            "a level with a node budget plays on one thread, however many the engine has")
        #expect(first.stdout.contains("4 games in pairs with colours swapped"))
    }

    @Test("spec 10.2: below --require-win-rate the match fails with status 1")
    func requiredWinRate() throws {
        let result = try Executable.run(
            "reversi-verify",
            [
                "match", "--dark-level", "0", "--light-level", "3", "--games", "2",
                "--require-win-rate", "1",
            ])
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: level 0 won"))
    }

    @Test(
        "a bad level, an odd number of games or no threads is a usage error",
        arguments: [
            (
                ["--dark-level", "21", "--light-level", "0"],
                "invalid value '21' for '--dark-level'"
            ),
            (["--dark-level", "1"], "missing required option '--light-level B'"),
            (
                ["--dark-level", "1", "--light-level", "0", "--games", "3"],
                "invalid value '3' for '--games'"
            ),
            (
                ["--dark-level", "1", "--light-level", "0", "--threads", "0"],
                "invalid value '0' for '--threads'"
            ),
        ])
    func usageErrors(arguments: [String], error: String) throws {
        let result = try Executable.run("reversi-verify", ["match"] + arguments)
        #expect(result.status == 64)
        #expect(result.stderr.contains(error))
    }
}
