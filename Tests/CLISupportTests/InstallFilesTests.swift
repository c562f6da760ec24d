import Foundation
import Testing

@testable import CLISupport

/// An executable like the real ones: `play`, the default subcommand, and `check`, with a
/// choice, a file option, file positionals and an EXIT CODES table.
enum SampleGroup {
    enum Format: String, CaseIterable, CustomStringConvertible {
        case text, json

        var description: String { rawValue }
    }

    static let format = Option<Format>.choice(
        "--format", value: "F", default: .text, help: "text or json: the report's form.")
    static let input = Option.file(
        "--input", value: "FILE", help: "Where it's read from [optional]. Then more.")
    static let reports = Argument<String>(
        "REPORT", expected: "a report", count: .oneOrMore, completion: .file, help: "Reports."
    ) { $0 }
    static let check = CommandSpec(
        "tool check", abstract: "Check reports.", discussion: "One paragraph.\n\n.Another one.",
        arguments: [reports], options: [format, input],
        sections: [
            (
                title: "EXIT CODES",
                text: """
                  0   every report holds
                  1   a report fails:
                      the first is named
                """
            )
        ])
    static let play = CommandSpec(
        "tool [play]", abstract: "Play.",
        options: [Flag("--new", help: "Start anew."), CommandSpec.version])

    static func group(defaultSubcommand: String?) -> CommandGroup {
        CommandGroup(
            "tool", abstract: "A sample tool.",
            subcommands: [
                Subcommand("play", play) { _ in exit(.success) },
                Subcommand("check", check) { _ in exit(.success) },
            ],
            defaultSubcommand: defaultSubcommand)
    }
}

@Suite("The install options are read wherever --help is, and a bad shell is a usage error")
struct InstallOptionsTests {
    @Test("the completion script's shell, separate or after '=', and the manual page")
    func requests() throws {
        #expect(
            try InstallOptions.request(in: ["--generate-completion-script", "zsh"])
                == .completionScript(.zsh))
        #expect(
            try InstallOptions.request(in: ["--new", "--generate-completion-script=fish"])
                == .completionScript(.fish))
        #expect(try InstallOptions.request(in: ["--generate-manual", "--new"]) == .manual)
        #expect(try InstallOptions.request(in: ["--new", "--", "--generate-manual"]) == nil)
        #expect(try InstallOptions.request(in: []) == nil)
    }

    @Test(
        "spec 15.3: an unknown or missing shell, or a value given to --generate-manual, is a usage error"
    )
    func errors() {
        #expect(
            throws: UsageError(
                "invalid value 'ksh' for '--generate-completion-script': expected bash, zsh or fish"
            )
        ) { try InstallOptions.request(in: ["--generate-completion-script", "ksh"]) }
        #expect(throws: UsageError("missing value for '--generate-completion-script'")) {
            try InstallOptions.request(in: ["--generate-completion-script", "--new"])
        }
        #expect(throws: UsageError("option '--generate-manual' takes no value")) {
            try InstallOptions.request(in: ["--generate-manual=yes"])
        }
    }

    @Test("the default subcommand's help lists them and its usage line leaves them out")
    func inTheHelp() throws {
        let group = SampleGroup.group(defaultSubcommand: "play")
        let play = try #require(group.subcommands.first)
        let help = group.help(of: play)
        #expect(help.contains("\n  --generate-completion-script <shell>\n"))
        #expect(help.contains("\n  --generate-manual       Print the manual page (roff).\n"))
        #expect(help.contains("USAGE: tool [play] [--new]\n"))
        #expect(group.spec(of: play).options.last == CommandSpec.help.spec)
        let other = try #require(group.subcommands.last)
        #expect(!group.help(of: other).contains("--generate-manual"))
    }

    @Test("without a default subcommand, the executable's own help lists them")
    func inTheGroupHelp() {
        let help = SampleGroup.group(defaultSubcommand: nil).help
        #expect(help.contains("OPTIONS:\n  --version               Show the version.\n"))
        #expect(help.contains("\n  --generate-manual       Print the manual page (roff).\n"))
    }
}

@Suite("Completion scripts offer each value as the option table describes it")
struct CompletionScriptTests {
    static func script(_ shell: Shell, defaultSubcommand: String? = nil) -> String {
        CompletionScript.text(
            for: shell, of: SampleGroup.group(defaultSubcommand: defaultSubcommand))
    }

    @Test("bash: a choice's words, files for a file option and a file positional")
    func bash() {
        let script = Self.script(.bash)
        #expect(script.contains("    --format) _tool_offer_words 'text json' ;;\n"))
        #expect(script.contains("    --input) _tool_offer_files ;;\n"))
        #expect(
            script.contains(
                "        _tool_offer_words '--format --input --help -h'\n        _tool_offer_files\n"
            ))
        #expect(script.contains("    local subcommands='play check help'\n"))
        #expect(script.contains("    *) _tool_toplevel ;;\n"))
        #expect(script.hasSuffix("complete -F _tool tool\n"))
    }

    @Test("zsh: specs with escaped descriptions, words, files and a repeated positional")
    func zsh() {
        let script = Self.script(.zsh)
        #expect(script.hasPrefix("#compdef tool\n"))
        #expect(
            script.contains(#"'--format=[text or json\: the report'\''s form.]:F:(text json)'"#))
        #expect(script.contains(#"'--input=[Where it'\''s read from \[optional\].]:FILE:_files'"#))
        #expect(script.contains(#"'(--help -h)'{--help,-h}'[Show help information.]'"#))
        #expect(script.contains("'*:REPORT:_files'"))
        #expect(script.contains("    check) shift words; ((CURRENT--)); _tool_check ;;\n"))
    }

    @Test("fish: exclusive words, files, and the default subcommand's options before any other")
    func fish() {
        let script = Self.script(.fish, defaultSubcommand: "play")
        #expect(
            script.contains(
                "complete -c tool -n '__fish_seen_subcommand_from check' -l format -x -a 'text json'"
            ))
        #expect(
            script.contains(
                #"-l input -r -F -d 'Where it\'s read from [optional].'"#))
        #expect(script.contains("complete -c tool -n '__fish_seen_subcommand_from check' -F\n"))
        #expect(
            script.contains(
                "complete -c tool -n 'not __fish_seen_subcommand_from check help' -l new -d"))
    }
}

@Suite("The manual page is roff made from the same tables")
struct ManPageTests {
    @Test("its sections come in the usual order, the commands' own sections last")
    func sections() {
        let page = ManPage.text(of: SampleGroup.group(defaultSubcommand: "play"))
        let headings = page.split(separator: "\n").filter { $0.hasPrefix(".SH ") }
        #expect(
            headings == [
                ".SH NAME", ".SH SYNOPSIS", ".SH DESCRIPTION", ".SH COMMANDS", ".SH OPTIONS",
                #".SH "EXIT CODES""#,
            ])
        #expect(page.hasPrefix(#".TH TOOL 1 "" "tool \#(Version.current)" "User Commands""#))
        #expect(page.contains(".SH NAME\ntool \\- A sample tool\n"))
        #expect(
            page.contains(".PP\n.B \"tool check\"\nREPORT... [\\-\\-format F] [\\-\\-input FILE]\n")
        )
        #expect(page.contains(".PP\n\\&.Another one.\n"))
        #expect(page.contains(".TP\n\\fB\\-h\\fR, \\fB\\-\\-help\\fR\nShow help information.\n"))
        #expect(page.contains(".TP\n\\fB\\-\\-format\\fR \\fIF\\fR\n"))
    }

    @Test("text is escaped: a minus sign for '-', '\\e' for a backslash, code points past ASCII")
    func escaping() {
        #expect(Roff.escaped(#"--a \ b×"#) == #"\-\-a \e b\[u00D7]"#)
        #expect(Roff.escaped(".x\n'y") == "\\&.x\n\\&'y")
        #expect(Roff.quoted(#"say "hi""#) == #""say hi""#)
    }

    @Test("a section's table becomes tagged paragraphs; other text stays as written")
    func blocks() {
        #expect(
            Roff.block("  0   fine\n  1   a failure:\n      named") == [
                ".TP", "0", "fine", ".TP", "1", "a failure: named",
            ])
        #expect(
            Roff.block("  tool --new\n  tool check r.json") == [
                ".PP", ".RS 4", ".nf", "tool \\-\\-new", "tool check r.json", ".fi", ".RE",
            ])
    }

    /// A table of more than two columns, its numbers aligned right (the levels table of
    /// `reversi --help`, spec 16.1).
    static let levels = """
          level  depth  each move
              0      -  a random legal move
             10      2  at most 1.2 s
        """

    @Test(
        "spec 16.1: a table of more than two columns stays as written, a row a line, not one paragraph that man reflows"
    )
    func columns() {
        #expect(
            Roff.block(Self.levels) == [
                ".PP", ".RS 4", ".nf", "level  depth  each move",
                "    0      \\-  a random legal move", "   10      2  at most 1.2 s", ".fi", ".RE",
            ])
        // A continuation line is one that starts where the text of its entry does.
        #expect(
            Roff.block("  0   fine\n  12  a failure,\n        named") == [
                ".PP", ".RS 4", ".nf", "0   fine", "12  a failure,", "      named", ".fi", ".RE",
            ])
    }

    @Test(
        "spec 16.1: groff, as man runs it, renders every row of a multi-column table on its own line",
        .enabled(if: Groff.path != nil, "groff is not installed")
    )
    func rendered() throws {
        let group = CommandGroup(
            "tool", abstract: "A sample tool.",
            subcommands: [
                Subcommand(
                    "play",
                    CommandSpec(
                        "tool [play]", abstract: "Play.",
                        sections: [(title: "LEVELS", text: Self.levels)])
                ) { _ in exit(.success) }
            ],
            defaultSubcommand: "play")
        let lines = try Groff.render(ManPage.text(of: group)).split(separator: "\n")
            .map { $0.trimmingPrefix(while: \.isWhitespace) }
        for row in [
            "level  depth  each move", "0      -  a random legal move", "10      2  at most 1.2 s",
        ] {
            #expect(
                lines.contains { $0.hasPrefix(row) }, "\(row)\n\(lines.joined(separator: "\n"))")
        }
    }
}

/// groff, the typesetter `man` runs on Linux, when it is installed.
enum Groff {
    static let path = ["/usr/bin/groff", "/usr/local/bin/groff", "/opt/homebrew/bin/groff"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// A manual page as plain text at 80 columns, as `man` shows it, without bold or underline.
    static func render(_ page: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path ?? "groff")
        process.arguments = ["-man", "-Tascii", "-P-cbou", "-rLL=78n"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data(page.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
