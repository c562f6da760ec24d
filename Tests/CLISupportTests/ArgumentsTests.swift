import CLISupport
import Testing

/// A small command with one option of each kind, as the executables declare theirs.
enum Sample {
    static let depth = Option.integer(
        "--depth", value: "N", in: 0...1000, required: true, help: "How deep to go.")
    static let jobs = Option.integer(
        "--jobs", value: "J", in: 1...256, default: "1", help: "Threads to use.")
    static let saveFile = Option.text(
        "--save-file", value: "<path>", expected: "a file path", help: "Where to save.")
    static let think = Option.seconds(
        "--think", value: "<seconds>", in: 0...3600, default: "2", help: "Thinking time.")
    static let noSave = Flag("--no-save", help: "Save nothing.")
    static let plies = Argument.integer("N", "a number of plies", in: 1...60, help: "Plies.")

    static let command = CommandSpec(
        "tool sample", abstract: "A sample command.", arguments: [plies],
        options: [depth, jobs, saveFile, think, noSave])

    static func parse(_ words: [String]) throws(UsageError) -> ParsedArguments {
        try command.parse(words)
    }
}

@Suite("Command lines are read against an option table (spec 15.3)")
struct ArgumentsTests {
    @Test(
        "options with separate and joined values, flags and positionals are read; the last value wins"
    )
    func readsEverything() throws {
        var arguments = try Sample.parse([
            "7", "--depth", "3", "--jobs=2", "--no-save", "--depth", "4", "--save-file=-odd",
        ])
        #expect(try arguments.required(Sample.depth) == 4)
        #expect(try arguments.value(Sample.jobs) == 2)
        #expect(try arguments.value(Sample.saveFile) == "-odd")
        #expect(try arguments.value(Sample.think) == nil)
        #expect(arguments.flag(Sample.noSave))
        #expect(try arguments.positional(Sample.plies) == 7)
        try arguments.finish()
    }

    @Test("a missing value never swallows the next option: --save-file --no-save is an error")
    func missingValueBeforeAnOption() {
        #expect(throws: UsageError("missing value for '--save-file'")) {
            try Sample.parse(["--save-file", "--no-save"])
        }
        #expect(throws: UsageError("missing value for '--save-file'")) {
            try Sample.parse(["--save-file", "-x"])
        }
        #expect(throws: UsageError("missing value for '--jobs'")) { try Sample.parse(["--jobs"]) }
    }

    @Test(
        "spec 12.3: a value may start with '-' when attached with '=', be '-' or a negative number, or have a space, as a position does"
    )
    func valuesStartingWithADash() throws {
        #expect(try Sample.parse(["--save-file=--no-save"]).value(Sample.saveFile) == "--no-save")
        #expect(try Sample.parse(["--save-file", "--XO- X"]).value(Sample.saveFile) == "--XO- X")
        #expect(try Sample.parse(["--save-file=-a b"]).value(Sample.saveFile) == "-a b")
        #expect(try Sample.parse(["--save-file", "-"]).value(Sample.saveFile) == "-")
        #expect(
            throws: UsageError("invalid value '-1' for '--jobs': expected a number from 1 to 256")
        ) { try Sample.parse(["--jobs", "-1"]).value(Sample.jobs) }
    }

    @Test("unknown options, values given to flags and stray words are errors that name them")
    func unknownWords() throws {
        #expect(throws: UsageError("unknown option '--bogus'")) { try Sample.parse(["--bogus"]) }
        #expect(throws: UsageError("unknown option '--bogus'")) { try Sample.parse(["--bogus=1"]) }
        #expect(throws: UsageError("option '--no-save' takes no value")) {
            try Sample.parse(["--no-save=yes"])
        }
        var arguments = try Sample.parse(["5", "stray"])
        _ = try arguments.positional(Sample.plies)
        #expect(throws: UsageError("unexpected argument 'stray'")) { try arguments.finish() }
    }

    @Test("after '--' every word is a positional")
    func terminator() throws {
        var arguments = try Sample.parse(["--", "--depth"])
        #expect(
            throws: UsageError(
                "invalid value '--depth' for N: expected a number of plies from 1 to 60")
        ) {
            try arguments.positional(Sample.plies)
        }
    }

    @Test("missing required options and positionals are named with what they expect")
    func missing() throws {
        var arguments = try Sample.parse([])
        #expect(throws: UsageError("missing required option '--depth N'")) {
            try arguments.required(Sample.depth)
        }
        #expect(throws: UsageError("missing N (a number of plies from 1 to 60)")) {
            try arguments.positional(Sample.plies)
        }
        var negative = try Sample.parse(["-1"])
        #expect(
            throws: UsageError("invalid value '-1' for N: expected a number of plies from 1 to 60")
        ) {
            try negative.positional(Sample.plies)
        }
    }

    @Test(
        "every number is bounded, and a value outside the bound names it (spec 15.3)",
        arguments: [
            ("--jobs", "9223372036854775807", "a number from 1 to 256"),
            ("--jobs", "99999999999999999999", "a number from 1 to 256"),
            ("--jobs", "0x10", "a number from 1 to 256"),
            ("--depth", "1001", "a number from 0 to 1000"),
            ("--think", "0x10", "a number of seconds from 0 to 3600"),
            ("--think", "inf", "a number of seconds from 0 to 3600"),
            ("--think", "nan", "a number of seconds from 0 to 3600"),
            ("--think", "1e400", "a number of seconds from 0 to 3600"),
            ("--think", "3600.5", "a number of seconds from 0 to 3600"),
            ("--think", "-0.5", "a number of seconds from 0 to 3600"),
        ])
    func bounded(option: String, text: String, expected: String) {
        #expect(
            throws: UsageError("invalid value '\(text)' for '\(option)': expected \(expected)")
        ) {
            let arguments = try Sample.parse([option + "=" + text])
            _ = try arguments.value(Sample.jobs)
            _ = try arguments.value(Sample.depth)
            _ = try arguments.value(Sample.think)
        }
    }

    @Test("plain decimal numbers are read as written")
    func plainNumbers() {
        #expect(NumberText.decimal("2", in: 0...10) == 2)
        #expect(NumberText.decimal("0.25", in: 0...10) == 0.25)
        #expect(NumberText.decimal(".5", in: 0...10) == 0.5)
        #expect(NumberText.decimal("+1", in: 0...10) == nil)
        #expect(NumberText.decimal("1.5.2", in: 0...10) == nil)
        #expect(NumberText.decimal(".", in: 0...10) == nil)
        #expect(NumberText.unsigned("18446744073709551615") == .max)
        #expect(NumberText.unsigned("18446744073709551616") == nil)
        #expect(NumberText.unsigned("+3") == nil)
        #expect(NumberText.unsigned("0x10") == nil)
        #expect(NumberText.integer("-3", in: -5...5) == -3)
        #expect(NumberText.integer("+3", in: -5...5) == nil)
    }

    @Test(
        "a seed is the same option everywhere: decimal or 0x-hexadecimal, as the property runs print it"
    )
    func seeds() {
        #expect(NumberText.seed("42") == 42)
        #expect(NumberText.seed("0x10") == 16)
        #expect(NumberText.seed("0XfFfFfFfFfFfFfFfF") == .max)
        #expect(NumberText.seed("0x1_0000_0000_0000_0000") == nil)
        #expect(NumberText.seed("0x10000000000000000") == nil, "past UInt64.max")
        #expect(NumberText.seed("0x") == nil)
        #expect(NumberText.seed("0x-1") == nil)
        #expect(NumberText.seed("-1") == nil)
        #expect(NumberText.seed(" 7") == nil)
        let option = Option.seed(default: "1", help: "The seed.")
        #expect(option.spec.name == "--seed" && option.spec.valueName == "<n>")
    }

    @Test("one decimal, written one way: rounded half away from zero, no sign on a zero")
    func oneDecimal() {
        #expect(NumberText.tenths(12) == "1.2")
        #expect(NumberText.tenths(-5) == "-0.5")
        #expect(NumberText.tenths(5, signed: true) == "+0.5")
        #expect(NumberText.tenths(0, signed: true) == "0.0")
        #expect(NumberText.oneDecimal(0.25) == "0.3")
        #expect(NumberText.oneDecimal(-0.04, signed: true) == "0.0")
        #expect(NumberText.oneDecimal(.nan) == "0.0")
        #expect(NumberText.oneDecimal(hundredths: 125, signed: true) == "+1.3")
        #expect(NumberText.oneDecimal(hundredths: -125) == "-1.3")
        #expect(NumberText.oneDecimal(hundredths: -4, signed: true) == "0.0")
        #expect(NumberText.oneDecimal(hundredths: 6400) == "64.0")
    }

    @Test("help and errors write numbers as typed, and alternatives as a reader lists them")
    func numbersAndAlternativesInText() {
        #expect(NumberText.plain(3600) == "3600")
        #expect(NumberText.plain(0.25) == "0.25", "a fraction is kept")
        #expect(NumberText.plain(-2) == "-2")
        #expect(NumberText.plain(1e15) == "1000000000000000.0", "as Swift writes a Double")
        #expect(NumberText.plain(999_999_999_999_999) == "999999999999999")
        #expect(NumberText.alternatives([]) == "")
        #expect(NumberText.alternatives(["text"]) == "text")
        #expect(NumberText.alternatives(["text", "json"]) == "text or json")
        #expect(NumberText.alternatives(["a", "b", "c"]) == "a, b or c")
    }

    @Test("a repeated positional may be required once or more, or be optional")
    func repeatedPositionals() throws {
        let files = Argument<String>("FILE", expected: "files", count: .oneOrMore, help: "") {
            $0
        }
        let moves = Argument<String>("MOVES", expected: "moves", count: .any, help: "") { $0 }
        #expect(files.usage == "FILE...")
        #expect(moves.usage == "[MOVES...]")
        var none = try Sample.parse([])
        #expect(try none.remaining(moves) == [])
        #expect(throws: UsageError("missing FILE (files)")) { try none.remaining(files) }
        var two = try Sample.parse(["a", "b"])
        #expect(try two.remaining(files) == ["a", "b"])
    }

    @Test("--help is asked for anywhere before '--'")
    func help() {
        #expect(Sample.command.asksForHelp(["3", "-h"]))
        #expect(Sample.command.asksForHelp(["--depth", "2", "--help"]))
        #expect(!Sample.command.asksForHelp(["--", "--help"]))
    }
}

@Suite("The help text comes from the option table")
struct HelpTextTests {
    @Test("the usage line shows required options bare and the others in brackets")
    func usage() {
        #expect(
            Sample.command.usage == """
                USAGE: tool sample N --depth N [--jobs J] [--save-file <path>]
                                   [--think <seconds>] [--no-save]
                """)
    }

    @Test("every option is listed with its value, help and default; lines fit 80 columns")
    func options() {
        let help = Sample.command.help
        #expect(help.hasPrefix("OVERVIEW: A sample command.\n\nUSAGE: tool sample"))
        #expect(
            help.contains(
                "\n  --depth N               How deep to go. (from 0 to 1000; required)\n"))
        #expect(
            help.contains(
                "\n  --jobs J                Threads to use. (from 1 to 256; default: 1)\n"))
        #expect(help.contains("\n  --no-save               Save nothing.\n"))
        #expect(help.contains("\n  -h, --help              Show help information."))
        #expect(help.contains("ARGUMENTS:\n  N                       Plies."))
        #expect(help.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }

    @Test("a long help wraps under its column, and a long name puts the help on the next line")
    func wrapping() {
        let long = CommandSpec(
            "tool", abstract: "x",
            options: [
                Flag(
                    "--a-very-long-option-name",
                    help: "one two three four five six seven eight nine ten eleven twelve"
                        + " thirteen fourteen fifteen")
            ])
        #expect(
            long.help.contains(
                """
                  --a-very-long-option-name
                                          one two three four five six seven eight nine ten
                                          eleven twelve thirteen fourteen fifteen
                """))
    }
}
