import Foundation
import Testing

/// GGF game files through the real binary: `record --format ggf`, `--from-game`, and
/// `replay --from-game`.
@Suite("Spec 18.1, 18.4: GGF game files on the command line")
struct GameFileTests {
    static let initialCells =
        String(repeating: "-", count: 27) + "O*------*O" + String(repeating: "-", count: 27)

    /// Writes `text` to a file of `directory` and gives its path.
    static func file(_ text: String, in directory: SaveDirectory, name: String = "games.ggf")
        throws -> String
    {
        let path = directory.url.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test(
        "spec 18.1, 18.4: record --format ggf writes the saved game, which replays to the save")
    func recordAsGGF() throws {
        let directory = try SaveDirectory()
        _ = try Executable.run("reversi", directory.options(), input: "f5\nd6\n")
        let record = try Executable.run(
            "reversi", ["record", "--save-file", directory.saveFile, "--format", "ggf"])
        #expect(record.status == 0, "\(record.stderr)")
        #expect(
            record.stdout
                == "(;GM[Othello]PC[reversi]RE[?]TY[8]BO[8 \(Self.initialCells) *]B[f5]W[d6];)\n")
        let path = try Self.file(record.stdout, in: directory)
        let replayed = try Executable.run(
            "reversi", ["replay", "--from-game", path, "--format", "save"])
        #expect(replayed.status == 0, "\(replayed.stderr)")
        #expect(replayed.stdout == directory.saved)
        let plain = try Executable.run("reversi", ["record", "--save-file", directory.saveFile])
        #expect(plain.stdout == "f5 d6\n", "the transcript stays the default")
    }

    @Test("spec 18.1, 18.4: a saved game's own start and a forced pass are written BO and PA")
    func recordWithStartAndPass() throws {
        let directory = try SaveDirectory()
        try directory.write("o00\nxo------\n" + String(repeating: "--------\n", count: 7))
        _ = try Executable.run("reversi", directory.options(), input: "dismiss\nc1\n")
        let record = try Executable.run(
            "reversi", ["record", "--save-file", directory.saveFile, "--format", "ggf"])
        #expect(record.status == 0, "\(record.stderr)")
        let cells = "*O" + String(repeating: "-", count: 62)
        #expect(record.stdout.contains("BO[8 \(cells) O]W[PA]B[c1];)"), "\(record.stdout)")
        #expect(record.stdout.contains("RE[+64]"), "dark wins with every disk")
        let path = try Self.file(record.stdout, in: directory)
        let replayed = try Executable.run(
            "reversi", ["replay", "--from-game", path, "--format", "save"])
        #expect(replayed.stdout == directory.saved)
    }

    @Test("spec 18.1: --from-game starts after the moves of the game asked for, from its start")
    func startFromGame() throws {
        let directory = try SaveDirectory()
        let path = try Self.file(
            "(;GM[Othello]B[d3];)\n(;GM[Othello]PB[x]B[f5]W[d6/-1.5/2];)\n", in: directory)
        let result = try Executable.run(
            "reversi", directory.options(["--from-game", path, "--game", "2"]), input: "c3\n")
        #expect(result.status == 0, "\(result.stderr)")
        let screens = LineScreen.all(in: result.stdout)
        #expect(screens.first?["record"] == "1. f5  2. d6*")
        #expect(screens.last?["record"] == "1. f5  2. d6  3. c3*")
        let first = try Executable.run(
            "reversi", directory.options(["--from-game", path]), input: "")
        #expect(LineScreen.all(in: first.stdout).first?["record"] == "1. d3*", "game 1 by default")
    }

    @Test(
        "spec 18.1: a game file that does not hold a game exits 65 naming the file, the game and the move, and leaves the saved game as it was",
        arguments: [
            ("(;GM[Othello]B[f5]W[a1];)", ["game 1: move 2 'a1' is illegal for light"]),
            ("(;GM[Othello]B[f5]B[d6];)", ["game 1: move 2 is written for dark"]),
            ("(;GM[Othello]B[f5]", ["game 1: the file ends at offset 18"]),
            ("(;GM[Othello]BO[8 *];)", ["game 1: the starting position BO is wrong"]),
            ("\u{7F}ELF\u{1}\u{2}", ["game 1: unexpected byte 0x7F at offset 0"]),
            ("", ["there is no game in the file"]),
        ])
    func badFile(text: String, messages: [String]) throws {
        let directory = try SaveDirectory()
        _ = try Executable.run("reversi", directory.options(), input: "f5\n")
        let saved = directory.saved
        let files = directory.files
        let path = try Self.file(text, in: directory, name: "bad.ggf")
        let commands = [
            directory.options(["--from-game", path]), ["replay", "--from-game", path],
        ]
        for command in commands {
            let result = try Executable.run("reversi", command, input: "f5\n")
            #expect(result.status == 65, "\(command): \(result.stderr)")
            #expect(result.stderr.contains("bad.ggf"), "\(result.stderr)")
            for message in messages { #expect(result.stderr.contains(message), "\(result.stderr)") }
            #expect(result.stdout == "")
        }
        #expect(directory.saved == saved)
        #expect(directory.files == (files + ["bad.ggf"]).sorted())
    }

    @Test("spec 18.1: a game number past the last game is named with the file's count")
    func noSuchGame() throws {
        let directory = try SaveDirectory()
        let path = try Self.file("(;;)(;;)", in: directory)
        let result = try Executable.run("reversi", ["replay", "--from-game", path, "--game", "3"])
        #expect(result.status == 65)
        #expect(result.stderr.contains("there is no game 3: the file holds 2 games"))
    }

    @Test(
        "spec 18.1: a readable file that is not a regular one (/dev/null) is read as what it holds: no game, exit 65, not 'cannot read'"
    )
    func emptyDevice() throws {
        for command in [
            ["replay", "--from-game", "/dev/null"], ["analyze", "--from-game", "/dev/null"],
            ["--no-save", "--from-game", "/dev/null"],
        ] {
            let result = try Executable.run("reversi", command, input: "")
            #expect(result.status == 65, "\(command): \(result.stderr)")
            #expect(
                result.stderr.contains("there is no game in the file"),
                "\(command): \(result.stderr)")
            #expect(!result.stderr.contains("cannot read"), "\(command): \(result.stderr)")
        }
    }

    @Test("spec 18.1: a game file that cannot be read exits 74 and touches nothing")
    func unreadableFile() throws {
        let directory = try SaveDirectory()
        for path in [directory.url.appendingPathComponent("missing.ggf").path, directory.url.path] {
            let played = try Executable.run(
                "reversi", directory.options(["--from-game", path]), input: "f5\n")
            #expect(played.status == 74, "\(played.stderr)")
            let replayed = try Executable.run("reversi", ["replay", "--from-game", path])
            #expect(replayed.status == 74, "\(replayed.stderr)")
        }
        #expect(directory.files.isEmpty)
    }

    @Test(
        "spec 18.1: --game needs --from-game, a number from 1, and one start at a time: else usage, 64",
        arguments: [
            ["--no-save", "--game", "2"], ["--no-save", "--from-game", "x.ggf", "--game", "0"],
            ["--no-save", "--from-game", "x.ggf", "--from-moves", "f5"],
            ["--no-save", "--from-position", "x", "--from-game", "x.ggf"],
            ["replay", "--game", "2"], ["replay", "--from-game", "x.ggf", "--game", "x"],
            ["replay", "--from-game", "x.ggf", "--from", "y"],
            ["record", "--format", "sgf"],
        ])
    func usage(arguments: [String]) throws {
        let result = try Executable.run("reversi", arguments)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("error: "), "\(result.stderr)")
    }

    @Test("spec 18.4: replay --format ggf writes a transcript as GGF; moves play on after a game")
    func replayAsGGF() throws {
        let directory = try SaveDirectory()
        let written = try Executable.run("reversi", ["replay", "f5d6", "--format", "ggf"])
        #expect(written.status == 0)
        let path = try Self.file(written.stdout, in: directory)
        let more = try Executable.run(
            "reversi", ["replay", "--from-game", path, "c3", "--format", "ggf"])
        #expect(more.status == 0, "\(more.stderr)")
        #expect(more.stdout.hasSuffix("B[f5]W[d6]B[c3];)\n"))
        let illegal = try Executable.run("reversi", ["replay", "--from-game", path, "c3 a1"])
        #expect(illegal.status == 65)
        #expect(illegal.stderr.contains("move 2 'a1'"), "moves after the game count from 1")
    }
}
