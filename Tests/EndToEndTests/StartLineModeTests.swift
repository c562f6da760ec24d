import Foundation
import Testing

/// `--from-moves` and `--from-position` through the real binary in line mode.
@Suite("Spec 12.3: starting from moves or from a position, in line mode")
struct StartLineModeTests {
    /// After dark's d3, light to move, in the one-line form (it starts with `-`).
    static let afterD3 =
        String(repeating: "-", count: 19) + "X-------XX------XO" + String(repeating: "-", count: 27)
        + " O"

    @Test(
        "spec 12.3, 12.4, 11.1: started after moves against the computer, the game plays on; undo goes back to the start; reversi record prints the moves"
    )
    func fromMoves() throws {
        let directory = try SaveDirectory()
        let result = try Executable.run(
            "reversi", directory.options(["--from-moves", "F5 d6", "--light", "computer"]),
            input: "c3\nrecord\n")
        #expect(result.status == 0, "\(result.stderr)")
        let screens = LineScreen.all(in: result.stdout)
        #expect(screens.first?["notice"] == "Started after f5 d6.")
        #expect(screens.first?["record"] == "1. f5  2. d6*")
        // c3, then the computer's reply: four plies.
        let record = try #require(
            result.stdout.components(separatedBy: "\n").first { $0.hasPrefix("record: f5") })
        #expect(record.split(separator: " ").count == 5, "\(record)")
        let printed = try Executable.run("reversi", ["record", "--save-file", directory.saveFile])
        #expect("record: " + printed.stdout == record + "\n")

        // Undo takes the computer's reply and c3 back; the given moves stay undoable too.
        let undone = try Executable.run(
            "reversi", directory.options(["--light", "computer"]), input: "undo\nundo\nundo\n")
        let last = try #require(LineScreen.all(in: undone.stdout).last)
        #expect((last["record"] ?? "") == "")
        #expect(last.board[3] == "---ox---")
    }

    @Test(
        "spec 12.3, 12.4, 12.5: started at a position, the record starts there: record prints it, undo stops at it, and replay of the record gives the board"
    )
    func fromPosition() throws {
        let directory = try SaveDirectory()
        let result = try Executable.run(
            "reversi", directory.options(["--from-position", Self.afterD3]),
            input: "c3\nrecord\nundo\nundo\n")
        #expect(result.status == 0, "\(result.stderr)")
        let screens = LineScreen.all(in: result.stdout)
        #expect(screens.first?["notice"] == "Started at the position given.")
        #expect(screens.first?["message"] == "o's turn")
        #expect(result.stdout.contains("record: \(Self.afterD3) c3\n"))
        #expect(result.stderr.contains("there is nothing to undo"), "undo stops at the start")
        #expect(
            try String(contentsOfFile: directory.saveFile + ".record", encoding: .utf8)
                == Self.afterD3 + "\n")
        let replayed = try Executable.run("reversi", ["replay", "\(Self.afterD3) c3"])
        #expect(replayed.status == 0)
        #expect(replayed.stdout.contains("last move: light c3"))
    }

    @Test(
        "spec 10.6: the same seed, level and position, with no --think cap, give the same move, through the real search",
        arguments: [3, 5])
    func sameSeedSameMove(level: Int) throws {
        let arguments = [
            "--no-save", "--step", "0", "--seed", "11", "--light", "computer", "--light-level",
            "\(level)", "--from-moves", "f5d6c3d3c4f4f6",
        ]
        let moves = try (0..<2).map { _ in
            let result = try Executable.run("reversi", arguments)
            #expect(result.status == 0, "\(result.stderr)")
            let screens = LineScreen.all(in: result.stdout)
            #expect(screens.last?["message"] == "x's turn", "the computer moved")
            return screens.last?["last move"]
        }
        #expect(moves[0] != nil)
        #expect(moves[0] == moves[1])
    }

    @Test(
        "spec 12.3, 15.1: an illegal move, a wrong position, an empty board or both options are refused with the reason and exit 65 (64 for both), and the saved files stay as they were",
        arguments: [
            (
                ["--from-moves", "f5d6a1"], 65,
                "error: --from-moves: move 3 'a1' is illegal for dark"
            ),
            (["--from-moves", "f5zz"], 65, "error: --from-moves: move 2 'zz' is not a move"),
            (
                ["--from-position", "XO X"], 65,
                "error: --from-position: expected 64 cells, found 2"
            ),
            (
                ["--from-position", String(repeating: "-", count: 64) + " X"], 65,
                "error: --from-position: the board is empty"
            ),
            (
                ["--from-moves", "f5", "--from-position", afterD3], 64,
                "error: '--from-moves' and '--from-position' cannot be used together"
            ),
        ])
    func refused(arguments: [String], status: Int32, message: String) throws {
        let directory = try SaveDirectory()
        _ = try Executable.run("reversi", directory.options(), input: "f5\nd6\n")
        let save = try Data(contentsOf: URL(fileURLWithPath: directory.saveFile))
        let record = try Data(contentsOf: URL(fileURLWithPath: directory.saveFile + ".record"))
        let files = directory.files

        let result = try Executable.run("reversi", directory.options(arguments), input: "c3\n")
        #expect(result.status == status)
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty, "no game is played")
        #expect(try Data(contentsOf: URL(fileURLWithPath: directory.saveFile)) == save)
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: directory.saveFile + ".record")) == record)
        #expect(directory.files == files)
    }
}
