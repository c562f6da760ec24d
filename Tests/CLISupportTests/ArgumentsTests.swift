import CLISupport
import Testing

@Suite("Command-line arguments")
struct ArgumentsTests {
    @Test("options with separate and joined values, flags and positionals are consumed")
    func consumesEverything() throws {
        var arguments = Arguments(["replay", "--from", "a.txt", "f5d6", "--format=save", "--new"])
        let command = arguments.positional()
        let from = try arguments.value("--from")
        let format = try arguments.value("--format")
        let new = arguments.flag("--new")
        let newAgain = arguments.flag("--new")
        let rest = arguments.positionals()
        #expect(command == "replay")
        #expect(from == "a.txt")
        #expect(format == "save")
        #expect(new && !newAgain)
        #expect(rest == ["f5d6"])
        try arguments.finish()
    }

    @Test("an unknown option is named in the error")
    func unknownOption() {
        var arguments = Arguments(["--bogus", "x"])
        _ = arguments.positionals()
        #expect(throws: UsageError("unknown option '--bogus'")) { try arguments.finish() }
    }

    @Test("a missing or unparsable value is a usage error naming the option")
    func badValues() {
        #expect(throws: UsageError("missing value for '--jobs'")) {
            var missing = Arguments(["--jobs"])
            _ = try missing.value("--jobs")
        }
        #expect(throws: UsageError("invalid value 'two' for '--jobs': expected a positive integer"))
        {
            var bad = Arguments(["--jobs", "two"])
            _ = try bad.value("--jobs", expected: "a positive integer") {
                Int($0).flatMap { $0 > 0 ? $0 : nil }
            }
        }
    }
}
