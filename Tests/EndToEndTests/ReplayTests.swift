import Foundation
import ReversiApp
import Testing

@Suite("reversi replay: playing back a transcript")
struct ReplayTests {
    static let afterFiveMoves = """
          a b c d e f g h
        1 - - - - - - - -
        2 - - - - - - - -
        3 - - x o - - - -
        4 - - x x x - - -
        5 - - - o x x - -
        6 - - - o - - - -
        7 - - - - - - - -
        8 - - - - - - - -
        dark (x): 6  light (o): 3
        last move: dark c4, flipped d4
        light (o) to move

        """

    @Test(
        "prints the board with coordinates, both counts, the last move with its flips, and the turn"
    )
    func knownTranscript() throws {
        let result = try Executable.run("reversi", ["replay", "f5d6c3d3c4"])
        #expect(result.status == 0)
        #expect(result.stdout == Self.afterFiveMoves)
        #expect(result.stderr == "")
    }

    @Test("several words are one transcript, in any case")
    func wordsJoined() throws {
        let result = try Executable.run("reversi", ["replay", "F5", "d6", "c3D3", "c4"])
        #expect(result.status == 0)
        #expect(result.stdout == Self.afterFiveMoves)
    }

    @Test("the last move lists the placed cell, then the flipped cells in animation order")
    func lastMoveInAnimationOrder() throws {
        let result = try Executable.run("reversi", ["replay", "f5f6d3e3f3c5b5f4f7"])
        #expect(result.stdout.contains("\nlast move: dark f7, flipped f6 f5 f4\n"))
    }

    @Test(
        "the state line says who must pass, or that the game is over and how",
        arguments: [
            ("e6f6d3e7e8d8g7f8", "dark (x) must pass"),
            ("e6f6d3e7e8d8g7f8 pass", "light (o) to move"),
            ("f5f6d3e3f3c5b5f4f7", "game over: dark (x) won"),
            (
                """
                f5f6e6d6c5c4e7d7e3c6b6b5c7g5g7f3g3a6f4g2g1g4a4d3g6c8b3f7c2h2f8h5c3e2d8a2a3b1b7a5h4f2\
                c1b8a7h6a8g8d1d2h1b4f1h3b2a1h7e8e1h8
                """, "game over: tied"
            ),
        ])
    func stateLine(transcript: String, state: String) throws {
        let result = try Executable.run("reversi", ["replay", transcript])
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("\n\(state)\n"))
    }

    @Test(
        "spec 8.6: --format save prints the position in the save format, modes 00 and levels 0, and nothing else"
    )
    func saveFormat() throws {
        let result = try Executable.run("reversi", ["replay", "f5d6c3", "--format", "save"])
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                o00
                --------
                --------
                --x-----
                ---xx---
                ---oxx--
                ---o----
                --------
                --------
                levels 0 0

                """)
        let over = try Executable.run("reversi", ["replay", "f5f6d3e3f3c5b5f4f7", "--format=save"])
        #expect(over.stdout.hasPrefix("-00\n"))
    }

    @Test("a position saved with --format save plays on with --from, as if replayed in one go")
    func saveRoundTrip() throws {
        try withTemporaryDirectory { directory in
            let saved = try Executable.run("reversi", ["replay", "f5d6c3", "--format", "save"])
            let file = directory.appendingPathComponent("position.txt")
            try saved.stdout.write(to: file, atomically: true, encoding: .utf8)

            let continued = try Executable.run("reversi", ["replay", "--from", file.path, "d3c4"])
            #expect(continued.status == 0)
            #expect(continued.stdout == Self.afterFiveMoves)

            let unchanged = try Executable.run(
                "reversi", ["replay", "--from", file.path, "--format", "save"])
            #expect(unchanged.stdout == saved.stdout)
        }
    }

    @Test("--from takes the side to move from line 1 of the file")
    func sideToMoveFromFile() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("light.txt")
            try
                "o10\n--------\n--------\n--------\n---ox---\n---xo---\n--------\n--------\n--------\n"
                .write(to: file, atomically: true, encoding: .utf8)
            let result = try Executable.run("reversi", ["replay", "--from", file.path, "c5"])
            #expect(result.status == 0)
            #expect(result.stdout.contains("last move: light c5, flipped d5\n"))
            #expect(result.stdout.hasSuffix("dark (x) to move\n"))
        }
    }

    @Test("an illegal move exits 65 with one line naming the move, its index and the side")
    func illegalMove() throws {
        let result = try Executable.run("reversi", ["replay", "f5d6c3d3c4f4a1"])
        #expect(result.status == 65)
        #expect(result.stderr == "error: move 7 'a1' is illegal for dark: it flips nothing\n")
        #expect(result.stdout == "")
    }

    @Test("text that is not a move exits 65 with one line naming it and its index")
    func unreadableMove() throws {
        let result = try Executable.run("reversi", ["replay", "f5 z9"])
        #expect(result.status == 65)
        #expect(
            result.stderr
                == "error: move 2 'z9' is not a move (expected a cell a1 to h8, or pass)\n")
    }

    @Test("a --from file that does not exist exits 74 with one line naming it")
    func missingFile() throws {
        try withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("absent.txt").path
            let result = try Executable.run("reversi", ["replay", "--from", path, "f5"])
            #expect(result.status == 74)
            #expect(result.stderr == "error: cannot read '\(path)': no such file\n")
            #expect(result.stdout == "")
        }
    }

    @Test("a --from directory exits 74 with one line saying so")
    func directoryGiven() throws {
        try withTemporaryDirectory { directory in
            let result = try Executable.run(
                "reversi", ["replay", "--from", directory.path, "f5"])
            #expect(result.status == 74)
            #expect(result.stderr == "error: cannot read '\(directory.path)': it is a directory\n")
            #expect(result.stdout == "")
        }
    }

    @Test(
        "a --from file the process may not read exits 74 with one line naming it",
        .enabled(if: getuid() != 0, "the superuser reads any file"))
    func unreadableFile() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("locked.txt")
            try SaveFormat.encode(.initial).write(to: file, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes(
                [.posixPermissions: 0o000], ofItemAtPath: file.path)
            let result = try Executable.run("reversi", ["replay", "--from", file.path, "f5"])
            #expect(result.status == 74)
            #expect(result.stderr == "error: cannot read '\(file.path)'\n")
            #expect(result.stdout == "")
        }
    }

    @Test("a --from file that is not text exits 65 with one line saying so")
    func binaryFile() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("binary.txt")
            try Data([0x78, 0x30, 0x30, 0x0A, 0xFF, 0xFE]).write(to: file)
            let result = try Executable.run("reversi", ["replay", "--from", file.path])
            #expect(result.status == 65)
            #expect(
                result.stderr
                    == "error: '\(file.path)' is not a saved game: the file is not UTF-8 text\n")
        }
    }

    @Test(
        "a malformed --from file exits 65 with one line naming the file, the line and the problem")
    func malformedFile() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("broken.txt")
            try
                "x00\n--------\n--------\n--------\n---ox---\n---xo---\n--------\n-------\n--------\n"
                .write(to: file, atomically: true, encoding: .utf8)
            let result = try Executable.run("reversi", ["replay", "--from", file.path])
            #expect(result.status == 65)
            #expect(
                result.stderr
                    == "error: '\(file.path)' is not a saved game: line 8: board row 7 has 7 cells, expected 8\n"
            )
            #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix("x00\n"))
        }
    }

    @Test("--help prints the usage and exits 0")
    func help() throws {
        let result = try Executable.run("reversi", ["replay", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("OVERVIEW: Play a transcript of moves"))
        #expect(result.stdout.contains("\nUSAGE: reversi replay [MOVES...] [--from FILE]"))
    }

    @Test(
        "an unknown option or format exits 64 with the error and the usage",
        arguments: [["--bogus"], ["f5", "--format", "json"], ["--from"]])
    func usageErrors(arguments: [String]) throws {
        let result = try Executable.run("reversi", ["replay"] + arguments)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: "))
        #expect(result.stderr.contains("USAGE: reversi replay"))
    }
}

/// Runs `body` with a fresh directory that is removed afterwards.
private func withTemporaryDirectory(_ body: (URL) throws -> Void) throws {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("reversi-replay-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try body(directory)
}
