import Foundation
import Testing

/// The completion scripts and the manual page are generated from the option tables `--help`
/// comes from; these read all of them back, from the built executables, and compare.
@Suite("Completion scripts and the manual page list what --help lists")
struct InstallFilesTests {
    static let executables = ["reversi", "reversi-verify"]
    static let shells = ["bash", "zsh", "fish"]

    /// What the executable's helps list: the options of each command, by the title the
    /// generated files give it (`reversi replay`; the executable alone for its own options,
    /// which only an executable without a default subcommand has), and the subcommands.
    struct HelpListing {
        var options: [String: Set<String>] = [:]
        let subcommands: [String]

        init(_ executable: String) throws {
            let help = try InstallFilesTests.output(executable, ["--help"])
            let listed = InstallFileListing.helpSubcommands(help)
            subcommands = listed.names
            if listed.default == nil {
                options[executable] = InstallFileListing.helpOptions(help)
            }
            for subcommand in subcommands {
                let text = try InstallFilesTests.output(executable, ["help", subcommand])
                options["\(executable) \(subcommand)"] = InstallFileListing.helpOptions(text)
            }
        }
    }

    /// The standard output of a run that must succeed.
    static func output(_ executable: String, _ arguments: [String]) throws -> String {
        let result = try Executable.run(executable, arguments)
        #expect(result.status == 0, "\(executable) \(arguments): \(result.stderr)")
        return result.stdout
    }

    @Test(
        "every option of every command's --help is in the manual page, and it lists no other",
        arguments: executables)
    func manualPageOptions(executable: String) throws {
        let help = try HelpListing(executable)
        #expect(help.options.values.allSatisfy { $0.contains("--help") && $0.contains("-h") })
        let page = try Self.output(executable, ["--generate-manual"])
        #expect(InstallFileListing.manOptions(page) == help.options)
        #expect(
            InstallFileListing.manCommands(page) == help.subcommands.map { "\(executable) \($0)" })
    }

    @Test(
        "every option of every command's --help is in each completion script, and they list no other",
        arguments: executables, shells)
    func completionScriptOptions(executable: String, shell: String) throws {
        let help = try HelpListing(executable)
        let script = try Self.output(executable, ["--generate-completion-script", shell])
        #expect(InstallFileListing.scriptOptions(script, shell: shell) == help.options)
        #expect(
            InstallFileListing.scriptSubcommands(script, shell: shell)
                == Set(help.subcommands + ["help"]))
    }

    @Test(
        "the install options are in the help of both executables: reversi's, which is play's, and reversi-verify's own"
    )
    func installOptionsInTheHelp() throws {
        for executable in Self.executables {
            let options = InstallFileListing.helpOptions(try Self.output(executable, ["--help"]))
            #expect(
                options.isSuperset(of: ["--generate-completion-script", "--generate-manual"]),
                "\(executable)")
        }
        let play = try Self.output("reversi", ["play", "--generate-manual"])
        #expect(play == (try Self.output("reversi", ["--generate-manual"])))
    }

    @Test(
        "spec 15.3: a shell other than bash, zsh or fish, or none, is a usage error naming the three",
        arguments: executables)
    func unknownShell(executable: String) throws {
        let unknown = try Executable.run(executable, ["--generate-completion-script", "ksh"])
        #expect(unknown.status == 64)
        #expect(
            unknown.stderr.hasPrefix(
                "error: invalid value 'ksh' for '--generate-completion-script': expected bash,"
                    + " zsh or fish\nUSAGE: \(executable)"))
        #expect(unknown.stdout.isEmpty)
        let missing = try Executable.run(executable, ["--generate-completion-script"])
        #expect(missing.status == 64)
        #expect(
            missing.stderr.hasPrefix("error: missing value for '--generate-completion-script'\n"))
    }

    /// Writes `text` to a temporary file and runs `program` (found on PATH) with `arguments`
    /// and the file's path.
    static func check(_ text: String, with program: String, _ arguments: [String]) throws
        -> ProcessResult
    {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("install-file-\(UUID().uuidString)")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try Executable.runProgram("/usr/bin/env", [program] + arguments + [file.path])
    }

    /// Whether `program` is on PATH, for the checks that need a shell or roff.
    static func installed(_ program: String) -> Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/\(program)")
        }
    }

    @Test(
        "the bash script parses (bash -n)",
        .enabled(if: InstallFilesTests.installed("bash"), "bash is not installed"),
        arguments: executables)
    func bashSyntax(executable: String) throws {
        let script = try Self.output(executable, ["--generate-completion-script", "bash"])
        let result = try Self.check(script, with: "bash", ["-n"])
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test(
        "the zsh script parses (zsh -n)",
        .enabled(
            if: InstallFilesTests.installed("zsh"), "zsh is not installed: its script is not parsed"
        ),
        arguments: executables)
    func zshSyntax(executable: String) throws {
        let script = try Self.output(executable, ["--generate-completion-script", "zsh"])
        let result = try Self.check(script, with: "zsh", ["-n"])
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test(
        "the fish script parses (fish -n)",
        .enabled(
            if: InstallFilesTests.installed("fish"),
            "fish is not installed: its script is not parsed"),
        arguments: executables)
    func fishSyntax(executable: String) throws {
        let script = try Self.output(executable, ["--generate-completion-script", "fish"])
        let result = try Self.check(script, with: "fish", ["-n"])
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test(
        "the manual page typesets without a warning (groff -man -ww)",
        .enabled(
            if: InstallFilesTests.installed("groff"),
            "groff is not installed: the page is not typeset"),
        arguments: executables)
    func manualPageTypesets(executable: String) throws {
        let page = try Self.output(executable, ["--generate-manual"])
        let result = try Self.check(page, with: "groff", ["-man", "-ww", "-z"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }
}
