import ReversiApp
import ReversiCore
import ReversiSpecs
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
                ["--light-level", "21"],
                "invalid value '21' for '--light-level': expected a level from 0 to 20"
            ),
            (["--dark-level", "-1"], "invalid value '-1' for '--dark-level'"),
            (["--save-file", "x", "--no-save"], "cannot be used together"),
            (["play", "stray"], "unexpected argument 'stray'"),
            (["--save-file", ""], "invalid value '' for '--save-file': expected a file path"),
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
        "spec 15.3: --help states the range of every option that takes a time or a number",
        arguments: [
            ([], ["--think", "--step", "--time", "--game", "--threads"]),
            (["engine"], ["--time", "--threads", "--level"]),
            (["analyze"], ["--search-time", "--jobs", "--game", "--level"]),
            (["solve"], ["--threads"]),
        ])
    func rangesInHelp(command: [String], options: [String]) throws {
        let help = try Executable.run("reversi", command + ["--help"]).stdout
        // Each option's entry, its wrapped lines joined.
        var entries: [String] = []
        for line in help.split(separator: "\n") {
            if line.hasPrefix("  -") {
                entries.append(String(line.dropFirst(2)))
            } else if line.hasPrefix("   "), let last = entries.popLast() {
                entries.append(last + " " + line.trimmingPrefix(while: \.isWhitespace))
            }
        }
        for option in options {
            let entry = entries.first { $0.hasPrefix(option + " ") }
            #expect(
                entry?.contains(/\((a base )?from [^ ]+ to [^ ;)]+/) == true,
                "\(command) \(option): \(entry ?? "none")")
        }
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

    @Test(
        "--version prints the version and exits 0, before or after the play options",
        arguments: [["--version"], ["play", "--version"], ["--no-save", "--version"]])
    func version(arguments: [String]) throws {
        let result = try Executable.run("reversi", arguments)
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n").count == 1, "alone: \(result.stdout)")
        #expect(result.stdout.split(separator: ".").count == 3)
    }

    @Test("with neither HOME nor XDG_STATE_HOME there is no place to save: exit 64, no file")
    func noPlaceToSave() throws {
        let directory = try SaveDirectory()
        let result = try Executable.run(
            "reversi", [], input: "quit\n", environment: ["HOME": "", "XDG_STATE_HOME": ""],
            directory: directory.url)
        #expect(result.status == 64)
        #expect(
            result.stderr.hasPrefix(
                "error: no place to save the game: set HOME or XDG_STATE_HOME, or pass '--save-file' or '--no-save'\n"
            ))
        #expect(directory.files.isEmpty)
    }

    @Test(
        "a relative XDG_STATE_HOME is ignored, as the XDG convention says: the save goes under HOME"
    )
    func relativeStateHome() throws {
        let directory = try SaveDirectory()
        let result = try Executable.run(
            "reversi", ["--think", "30"], input: "mode dark computer\nquit\n",
            environment: ["XDG_STATE_HOME": "relative/state", "HOME": directory.url.path],
            directory: directory.url)
        #expect(result.status == 0)
        #expect(directory.files == [".local"], "nothing under the relative directory")
        let saved = try String(
            contentsOf: directory.url.appendingPathComponent(".local/state/reversi/game.txt"),
            encoding: .utf8)
        #expect(saved.hasPrefix("x10\n"))
    }

    @Test(
        "spec 8.1: --new starts the initial position whatever is saved, and saves over it at the first change"
    )
    func newIgnoresTheSavedGame() throws {
        let directory = try SaveDirectory()
        let saved = SaveFormat.encode(
            SavedGame(game: try Positions.specExample.game(), modes: .manual))
        try directory.write(saved)
        let result = try Executable.run("reversi", directory.options(["--new"]), input: "f5\n")
        #expect(result.status == 0)
        let screens = LineScreen.all(in: result.stdout)
        #expect(screens.first?.board == Board.initial.rows)
        #expect(screens.first?["notice"] == nil)
        let afterF5 = try #require(screens.last)
        #expect(
            directory.saved
                == "o00\n" + afterF5.board.joined(separator: "\n") + "\nlevels 0 0\n")
    }
}
