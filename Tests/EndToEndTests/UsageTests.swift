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
