import Foundation
import Testing

/// Undo, redo and the record through the real binary in line mode, and the record file beside
/// the save across a kill.
@Suite("Spec 11, 12: undo, redo and the record in line mode")
struct UndoLineModeTests {
    @Test(
        "spec 11.1, 11.2, 12.1, 12.2: between two people undo takes one move back, redo plays it again; the record is shown and printed"
    )
    func undoAndRedoBetweenPeople() throws {
        let directory = try SaveDirectory()
        let result = try Executable.run(
            "reversi", directory.options(), input: "f5\nd6\nundo\nredo\nundo\nrecord\n")
        #expect(result.status == 0)
        let screens = LineScreen.all(in: result.stdout)
        let records = screens.map { $0["record"] ?? "" }
        #expect(records == ["", "1. f5*", "1. f5  2. d6*", "1. f5*", "1. f5  2. d6*", "1. f5*"])
        #expect(screens.last?["can"] == "undo, redo")
        #expect(screens.last?["message"] == "o's turn")
        #expect(result.stdout.contains("record: f5\n"), "the record command prints it whole")
        #expect(
            try String(contentsOfFile: directory.saveFile + ".record", encoding: .utf8) == "f5\n")
    }

    @Test("spec 12.4: the record command says so when no move has been made yet")
    func emptyRecordPrinted() throws {
        let directory = try SaveDirectory()
        let result = try Executable.run("reversi", directory.options(), input: "record\n")
        #expect(result.status == 0)
        #expect(result.stdout.contains("record: (no moves yet)\n"))
    }

    @Test(
        "spec 11.9, 12.5: killed with -9, the game resumes with its record and undo takes moves back"
    )
    func undoAfterKill() throws {
        let directory = try SaveDirectory()
        let game = try RunningProcess("reversi", directory.options(["--step", "30"]))
        game.send("f5")
        // The record is written just after the save.
        let record = directory.saveFile + ".record"
        #expect(game.wait { (try? String(contentsOfFile: record, encoding: .utf8)) == "f5\n" })
        game.kill()

        let resumed = try Executable.run(
            "reversi", directory.options(["--step", "0"]), input: "undo\n")
        let screens = LineScreen.all(in: resumed.stdout)
        #expect(screens.first?["record"] == "1. f5*")
        #expect(screens.last?["message"] == "x's turn")
        #expect(screens.last?.board[4] == "---xo---")
    }

    @Test(
        "spec 12.6: a record that does not lead to the save, or is not text, is set aside byte for byte and reported; the save loads with nothing to undo",
        arguments: [Array("f5 d6\n".utf8), [0x66, 0x35, 0xFF, 0xFE, 0x0A]])
    func mismatchedRecordSetAside(record: [UInt8]) throws {
        let directory = try SaveDirectory()
        _ = try Executable.run("reversi", directory.options(["--step", "0"]), input: "f5\n")
        try Data(record).write(to: URL(fileURLWithPath: directory.saveFile + ".record"))
        let resumed = try Executable.run(
            "reversi", directory.options(["--step", "0"]), input: "undo\n")
        let first = try #require(LineScreen.all(in: resumed.stdout).first)
        #expect(first["notice"]?.contains("without its record") == true)
        #expect(first["notice"]?.contains("game.txt.record.unreadable-1") == true)
        #expect(first.board[4] == "---xxx--", "the saved position wins")
        #expect(resumed.stderr.contains("nothing to undo"))
        let kept = directory.url.appendingPathComponent("game.txt.record.unreadable-1")
        #expect(try Data(contentsOf: kept) == Data(record))
    }
}

@Suite("Spec 12.4: reversi record prints the saved game's record, which replays to the save")
struct RecordCommandTests {
    @Test(
        "spec 12.3, 12.4: the record of a game from the initial position, and of one from a saved position with a pass, replays to the saved board"
    )
    func recordReplaysToTheSave() throws {
        let passFirst = "o00\nxo------\n" + String(repeating: "--------\n", count: 7)
        for (save, input, expected) in [
            (nil, "f5\nd6\n", "f5 d6\n"),
            (passFirst, "dismiss\nc1\n", "XO" + String(repeating: "-", count: 62) + " O pass c1\n"),
        ] {
            let directory = try SaveDirectory()
            if let save { try directory.write(save) }
            _ = try Executable.run("reversi", directory.options(), input: input)
            let record = try Executable.run(
                "reversi", ["record", "--save-file", directory.saveFile])
            #expect(record.status == 0)
            #expect(record.stdout == expected)
            let replayed = try Executable.run(
                "reversi", ["replay", record.stdout, "--format", "save"])
            #expect(replayed.status == 0, "\(replayed.stderr)")
            #expect(replayed.stdout == directory.saved)
        }
    }

    @Test("spec 12.4: with no saved game, reversi record says so and exits 65, touching nothing")
    func noSavedGame() throws {
        let directory = try SaveDirectory()
        let result = try Executable.run("reversi", ["record", "--save-file", directory.saveFile])
        #expect(result.status == 65)
        #expect(result.stderr.contains("there is no saved game"))
        #expect(directory.files.isEmpty)
    }
}
