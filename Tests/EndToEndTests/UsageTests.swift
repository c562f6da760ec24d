import Testing

@Suite("Command line: usage errors")
struct UsageTests {
    @Test("reversi-verify with an unknown subcommand exits 64 and names it")
    func unknownSubcommand() throws {
        let result = try Executable.run("reversi-verify", ["bogus"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("error: unknown subcommand 'bogus'"))
    }
}

@Suite("Spec 15.3: a usage error shows the failing command's own usage")
struct OwnUsageTests {
    static let subcommands = [
        "play", "replay", "record", "games", "solve", "analyze", "engine", "book",
    ]

    @Test(
        "spec 15.3: a usage error prints the usage of the command that failed, and of no other",
        arguments: [
            (["--bogus"], "reversi [play]"), (["play", "--time", "x"], "reversi [play]"),
            (["replay", "--bogus"], "reversi replay"), (["record", "--bogus"], "reversi record"),
            (["games"], "reversi games"), (["solve", "--bogus"], "reversi solve"),
            (["analyze", "--bogus"], "reversi analyze"), (["engine", "--bogus"], "reversi engine"),
            (["book", "--bogus"], "reversi book"), (["book", "build", "f5"], "reversi book"),
        ])
    func ownUsage(arguments: [String], usage: String) throws {
        let result = try Executable.run("reversi", arguments)
        #expect(result.status == 64)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.first?.hasPrefix("error: ") == true)
        #expect(lines.dropFirst().first?.hasPrefix("USAGE: \(usage) ") == true, "\(result.stderr)")
        // The usage's continuation lines hold options, never another command's usage.
        for line in lines.dropFirst(2) {
            #expect(line.trimmingPrefix(while: \.isWhitespace).hasPrefix("["), "\(line)")
        }
    }

    @Test(
        "spec 15.3: a first word that is no subcommand is an unknown subcommand, and the error lists them",
        arguments: [["nosuch"], ["nosuch", "--no-save"], ["help", "nosuch"]])
    func unknownSubcommand(arguments: [String]) throws {
        let result = try Executable.run("reversi", arguments)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: unknown subcommand 'nosuch'\n"), "\(result.stderr)")
        for name in Self.subcommands {
            #expect(result.stderr.contains("\n  \(name) "), "\(name) in \(result.stderr)")
        }
        #expect(result.stdout.isEmpty)
    }
}
