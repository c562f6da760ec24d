import Foundation
import Testing

@Suite("Command line: reversi book, and the book in the game and the engine", .serialized)
struct BookCommandTests {
    /// A book of 4 plies searched 3 deep, made once for the suite.
    static let book: URL = {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("reversi-book-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("small.book")
        _ = try? Executable.run("reversi", ["book", "build", "--out", file.path] + smallPlan)
        return file
    }()

    static let smallPlan = ["--plies", "4", "--depth", "3", "--margin", "1.5", "--seed", "3"]

    static func scratch(_ name: String) -> URL {
        book.deletingLastPathComponent().appendingPathComponent(name)
    }

    @Test(
        "spec 21.1: book build writes the same file whatever the threads, and reports its progress")
    func buildIsReproducible() throws {
        let one = Self.scratch("one.book")
        let two = Self.scratch("two.book")
        let first = try Executable.run(
            "reversi", ["book", "build", "--threads", "1", "--out", one.path] + Self.smallPlan)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.contains("ply 1: 2 positions"))
        #expect(first.stderr.contains("wrote \(one.path): "))
        let second = try Executable.run(
            "reversi", ["book", "build", "--threads", "2", "--out", two.path] + Self.smallPlan)
        #expect(second.status == 0)
        #expect(try Data(contentsOf: one) == Data(contentsOf: two))
        #expect(try Data(contentsOf: one) == Data(contentsOf: Self.book))
        let notHere = try Executable.run(
            "reversi", ["book", "build", "--out", "/nonexistent/dir/x.book", "--plies", "1"])
        #expect(notHere.status == 74)
        #expect(notHere.stderr.contains("error: cannot create"), "\(notHere.stderr)")
    }

    @Test(
        "spec 21.1: a build killed midway goes on from the searches it kept when run again, to the same bytes"
    )
    func killedBuildResumes() throws {
        let plan = [
            "--plies", "6", "--depth", "10", "--margin", "1", "--seed", "5", "--threads", "1",
        ]
        let clean = Self.scratch("clean.book")
        let cleanRun = try Executable.run("reversi", ["book", "build", "--out", clean.path] + plan)
        #expect(cleanRun.status == 0, "\(cleanRun.stderr)")
        #expect(!FileManager.default.fileExists(atPath: clean.path + ".searches"))
        let killed = Self.scratch("killed.book")
        let journal = killed.path + ".searches"
        let running = try RunningProcess("reversi", ["book", "build", "--out", killed.path] + plan)
        let kept = running.wait {
            let size = (try? FileManager.default.attributesOfItem(atPath: journal)[.size]) as? Int
            return (size ?? 0) >= 8 + 32 * 30
        }
        running.kill()
        #expect(kept, "\(running.stderr)")
        #expect(!FileManager.default.fileExists(atPath: killed.path), "no half of a book")
        let torn = try FileHandle(forWritingTo: URL(fileURLWithPath: journal))
        try torn.seekToEnd()
        try torn.write(contentsOf: Data([1, 2, 3, 4, 5]))
        try torn.close()
        let again = try Executable.run("reversi", ["book", "build", "--out", killed.path] + plan)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stderr.contains("read back "), "\(again.stderr)")
        #expect(again.stderr.contains("5 bytes after the last whole record left out"))
        #expect(try Data(contentsOf: killed) == Data(contentsOf: clean))
        #expect(!FileManager.default.fileExists(atPath: journal))
    }

    @Test(
        "spec 21.1: a file in the journal's place that is not one is refused and left as it was; --select-depth is for build"
    )
    func foreignJournalRefused() throws {
        let book = Self.scratch("foreign.book")
        let foreign = book.path + ".searches"
        try "my notes\n".write(toFile: foreign, atomically: true, encoding: .utf8)
        let run = try Executable.run(
            "reversi", ["book", "build", "--out", book.path, "--plies", "2", "--depth", "2"])
        #expect(run.status == 65)
        #expect(run.stderr.contains("is not the searches of a book's build"), "\(run.stderr)")
        #expect(try String(contentsOfFile: foreign, encoding: .utf8) == "my notes\n")
        #expect(!FileManager.default.fileExists(atPath: book.path))
        let shown = try Executable.run(
            "reversi", ["book", "show", "--book", Self.book.path, "--select-depth", "4"])
        #expect(shown.status == 64)
        #expect(shown.stderr.contains("'--select-depth' is for build"), "\(shown.stderr)")
        let alone = try Executable.run(
            "reversi", ["book", "build", "--out", book.path, "--exit-margin", "4"])
        #expect(alone.status == 64)
        #expect(alone.stderr.contains("with '--select-depth'"), "\(alone.stderr)")
    }

    @Test(
        "spec 21.1: book build --select-depth chooses the moves by shallower searches and says so; --exit-margin keeps far ways out shallow"
    )
    func selectDepth() throws {
        let book = Self.scratch("selected.book")
        let built = try Executable.run(
            "reversi",
            [
                "book", "build", "--out", book.path, "--plies", "4", "--depth", "6",
                "--select-depth", "2",
            ])
        #expect(built.status == 0, "\(built.stderr)")
        #expect(
            built.stderr.contains("moves chosen at depth 2, leaves valued at 6"), "\(built.stderr)")
        let shown = try Executable.run("reversi", ["book", "show", "--book", book.path])
        #expect(shown.status == 0)
        #expect(shown.stdout.contains("f5"), "\(shown.stdout)")
        let pruned = Self.scratch("pruned.book")
        let margin = try Executable.run(
            "reversi",
            [
                "book", "build", "--out", pruned.path, "--plies", "4", "--depth", "6",
                "--select-depth", "2", "--exit-margin", "0.5",
            ])
        #expect(margin.status == 0, "\(margin.stderr)")
        let check = try Executable.run("reversi", ["book", "show", "--book", pruned.path])
        #expect(check.status == 0, "a book whose tree holds: \(check.stderr)")
    }

    @Test(
        "spec 21.3: book show lists the moves of the start, of moves and of a position, best first")
    func show() throws {
        let start = try Executable.run("reversi", ["book", "show", "--book", Self.book.path])
        #expect(start.status == 0, "\(start.stderr)")
        let lines = start.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasSuffix(" X") == true)
        #expect(lines.dropFirst().first == "move  value  depth")
        #expect(
            Set(lines.dropFirst(2).compactMap { $0.split(separator: " ").first }) == [
                "c4", "d3", "e6", "f5",
            ])
        let afterF5 = try Executable.run(
            "reversi", ["book", "show", "--book", Self.book.path, "f5"])
        let position = try #require(afterF5.stdout.split(separator: "\n").first.map(String.init))
        let same = try Executable.run(
            "reversi", ["book", "show", "--book", Self.book.path, position])
        #expect(same.stdout == afterF5.stdout)
        #expect(afterF5.stdout.contains(" book"))
        let far = try Executable.run(
            "reversi",
            ["book", "show", "--book", Self.book.path, "f5", "d6", "c3", "d3", "c4", "f4"])
        #expect(far.status == 0)
        #expect(far.stdout.hasSuffix("not in the book (\(try Self.positions()) positions)\n"))
        let illegal = try Executable.run(
            "reversi", ["book", "show", "--book", Self.book.path, "a1"])
        #expect(illegal.status == 65)
    }

    @Test(
        "spec 21.1: book check searches a seeded sample of the book again and prints how far its values are, the same for the same seed; positions, output files and a sample for another action are usage errors"
    )
    func check() throws {
        let arguments = ["book", "check", "--book", Self.book.path, "--sample", "5", "--seed", "3"]
        let shallow = try Executable.run("reversi", arguments + ["--depth", "3"])
        #expect(shallow.status == 0, "\(shallow.stderr)")
        let lines = shallow.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "\(Self.book.path): 5 positions searched again to depth 3 (seed 3)")
        #expect(
            lines.dropFirst().first?.hasPrefix("the fresh value minus the book's, in disks: mean ")
                == true)
        #expect(lines.dropFirst(2).first?.hasPrefix("within 1 disk: ") == true)
        #expect(lines.last?.hasPrefix("largest: ") == true)
        #expect(
            shallow.stderr.contains(
                "searching 5 of the book's \(try Self.positions()) positions to depth 3"))
        let again = try Executable.run("reversi", arguments + ["--depth", "3"])
        #expect(again.stdout == shallow.stdout)
        // By default one ply past the book's deepest search: its ways out, searched 3 plies
        // after the move out.
        let deeper = try Executable.run("reversi", arguments)
        #expect(deeper.stdout.contains("again to depth 5 (seed 3)"), "\(deeper.stdout)")
        for wrong in [
            ["book", "check", "--book", Self.book.path, "f5"],
            ["book", "check", "--book", Self.book.path, "--out", Self.scratch("x.book").path],
            ["book", "show", "--book", Self.book.path, "--sample", "3"],
        ] {
            let refused = try Executable.run("reversi", wrong)
            #expect(refused.status == 64, "\(wrong)")
        }
    }

    static func positions() throws -> Int {
        (try Data(contentsOf: book).count - 32) / 24
    }

    @Test(
        "spec 21.3: book add deepens the book along a game of a transcript, as deep as the book's leaves unless told, and show then lists its moves"
    )
    func add() throws {
        let games = Self.scratch("games.txt")
        try "f5 d6 c3 d3 c4 f4 f6 f3\n".write(to: games, atomically: true, encoding: .utf8)
        let out = Self.scratch("grown.book")
        let result = try Executable.run(
            "reversi",
            [
                "book", "add", games.path, "--book", Self.book.path, "--out", out.path, "--plies",
                "8",
                "--depth", "3",
            ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("from 1 games"))
        let deeper = try Executable.run(
            "reversi", ["book", "show", "--book", out.path, "f5", "d6", "c3", "d3", "c4", "f4"])
        #expect(deeper.stdout.contains("move  value  depth"), "\(deeper.stdout)")
        // Without --depth, add searches as deep as the book's leaves: 3 in the small plan.
        let byTheBook = Self.scratch("grown-by-the-book.book")
        let same = try Executable.run(
            "reversi",
            [
                "book", "add", games.path, "--book", Self.book.path, "--out", byTheBook.path,
                "--plies", "8",
            ])
        #expect(same.status == 0, "\(same.stderr)")
        #expect(try Data(contentsOf: byTheBook) == Data(contentsOf: out))
        let bad = try Executable.run(
            "reversi", ["book", "add", Self.book.path, "--book", Self.book.path])
        #expect(bad.status == 65)
    }

    @Test(
        "spec 21.1, 20.5: book build --selectivity values the leaves by selective searches, show gives depth@selectivity, and add searches at the book's selectivity only"
    )
    func selectiveBook() throws {
        let book = Self.scratch("selective.book")
        let built = try Executable.run(
            "reversi",
            [
                "book", "build", "--out", book.path, "--plies", "3", "--depth", "6",
                "--selectivity",
                "73%",
            ])
        #expect(built.status == 0, "\(built.stderr)")
        #expect(built.stderr.contains("leaves valued at 6@73%"), "\(built.stderr)")
        let shown = try Executable.run("reversi", ["book", "show", "--book", book.path, "f5"])
        #expect(shown.stdout.contains("@73%"), "\(shown.stdout)")
        // check, by default, searches two plies past the leaves at the book's selectivity.
        let checked = try Executable.run(
            "reversi", ["book", "check", "--book", book.path, "--sample", "2"])
        #expect(checked.stdout.contains("again to depth 8@73%"), "\(checked.stdout)")
        let games = Self.scratch("selective-games.txt")
        try "f5 d6 c3 d3 c4\n".write(to: games, atomically: true, encoding: .utf8)
        let other = try Executable.run(
            "reversi",
            ["book", "add", games.path, "--book", book.path, "--selectivity", "95", "--depth", "4"])
        #expect(other.status == 64)
        #expect(!FileManager.default.fileExists(atPath: book.path + ".searches"))
        #expect(
            other.stderr.contains("the book's values come from searches at 73%"), "\(other.stderr)")
        let same = try Executable.run(
            "reversi",
            ["book", "add", games.path, "--book", book.path, "--plies", "5", "--depth", "4"])
        #expect(same.status == 0, "\(same.stderr)")
        let unknown = try Executable.run(
            "reversi", ["book", "build", "--out", book.path, "--selectivity", "50"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("73%, 87%, 95%, 98%, 99%, 100%"), "\(unknown.stderr)")
    }

    @Test(
        "spec 21.4: a bad book is refused by book show with the file and the problem named; the game plays on without it"
    )
    func badBook() throws {
        let bad = Self.scratch("bad.book")
        var bytes = try Data(contentsOf: Self.book)
        bytes.removeLast(3)
        try bytes.write(to: bad)
        let shown = try Executable.run("reversi", ["book", "show", "--book", bad.path])
        #expect(shown.status == 65)
        #expect(
            shown.stderr.hasPrefix("error: book '\(bad.path)': it is truncated"), "\(shown.stderr)")
        let game = try Executable.run(
            "reversi",
            ["--no-save", "--book", bad.path, "--light", "computer", "--light-level", "1"],
            input: "f5\n")
        #expect(game.status == 0)
        #expect(game.stderr.contains("warning: book '\(bad.path)': it is truncated"))
        #expect(game.stderr.contains("playing without a book"))
        let missing = try Executable.run("reversi", ["book", "show", "--book", bad.path + ".none"])
        #expect(missing.status == 74)
    }

    @Test(
        "spec 21.2: without --book, the program reads the book installed beside it, in ../share/reversi"
    )
    func installedBook() throws {
        let prefix = Self.scratch("prefix")
        let bin = prefix.appendingPathComponent("bin")
        let share = prefix.appendingPathComponent("share/reversi")
        for directory in [bin, share] {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true)
        }
        let program = bin.appendingPathComponent("reversi")
        try? FileManager.default.removeItem(at: program)
        try FileManager.default.copyItem(at: Executable.url("reversi"), to: program)
        try? FileManager.default.removeItem(at: share.appendingPathComponent("reversi.book"))
        try FileManager.default.copyItem(
            at: Self.book, to: share.appendingPathComponent("reversi.book"))
        let far = try Executable.runProgram(
            program.path, ["book", "show", "f5", "d6", "c3", "d3", "c4", "f4"])
        #expect(far.stdout.hasSuffix("(\(try Self.positions()) positions)\n"), "\(far.stdout)")
    }

    @Test(
        "spec 21.2: reversi engine answers from the book at once, NBoard's === with the book's value; --no-book, or a level below 6, searches"
    )
    func engineFromTheBook() throws {
        let shown = try Executable.run("reversi", ["book", "show", "--book", Self.book.path])
        let values = Set(
            shown.stdout.split(separator: "\n").dropFirst(2).map { $0.split(separator: " ")[1] })
        let engine = try RunningProcess("reversi", ["engine", "--book", Self.book.path])
        engine.send("nboard 2")
        engine.send("go")
        #expect(engine.wait { engine.stdout.contains("=== ") })
        #expect(engine.finish() == 0)
        let answer = try #require(
            engine.stdout.split(separator: "\n").first { $0.hasPrefix("=== ") })
        let parts = answer.dropFirst(4).split(separator: "/")
        #expect(parts.count == 3 && parts[2] == "0.0", "\(answer)")
        #expect(
            values.contains { Double($0) == Double(parts[1]).map { ($0 * 10).rounded() / 10 } },
            "\(answer) \(values)")
        #expect(engine.stdout.contains("nodestats 0 0.0"))
        let searched = try RunningProcess("reversi", ["engine", "--no-book", "--level", "2"])
        searched.send("nboard 2")
        searched.send("go")
        #expect(searched.wait { searched.stdout.contains("=== ") })
        #expect(searched.finish() == 0)
        #expect(!searched.stdout.contains("nodestats 0 "), "\(searched.stdout)")
        // Below the levels that play the book, as in the game, the engine searches.
        let below = try RunningProcess(
            "reversi", ["engine", "--book", Self.book.path, "--level", "5"])
        below.send("nboard 2")
        below.send("go")
        #expect(below.wait { below.stdout.contains("=== ") })
        #expect(below.finish() == 0)
        #expect(!below.stdout.contains("nodestats 0 "), "\(below.stdout)")
        let both = try Executable.run("reversi", ["engine", "--no-book", "--book", Self.book.path])
        #expect(both.status == 64)
    }

    @Test(
        "spec 21.2: a level from 6 up answers from the book at once in the game; its move is one of the book's"
    )
    func gameFromTheBook() throws {
        let shown = try Executable.run("reversi", ["book", "show", "--book", Self.book.path, "f5"])
        let bookMoves = shown.stdout.split(separator: "\n").dropFirst(2).compactMap {
            $0.split(separator: " ").first.map(String.init)
        }
        let clock = ContinuousClock()
        let start = clock.now
        let game = try Executable.run(
            "reversi",
            [
                "--no-save", "--book", Self.book.path, "--light", "computer", "--light-level", "20",
                "--think", "0.05", "--seed", "4",
            ],
            input: "f5\n")
        #expect(game.status == 0, "\(game.stderr)")
        #expect(start.duration(to: clock.now) < .seconds(3))
        let reply = LineScreen.all(in: game.stdout).last?["last move"]
        #expect(bookMoves.contains { $0 == reply }, "\(String(describing: reply)) \(bookMoves)")
    }
}
