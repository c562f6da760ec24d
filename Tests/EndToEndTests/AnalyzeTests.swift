import Foundation
import ReversiCore
import Testing

/// `reversi analyze` through the real binary (spec 19.1, 19.2, 19.5).
@Suite("Spec 19.1, 19.2, 19.5: reversi analyze")
struct AnalyzeTests {
    /// A finished game of random moves, 60 plies, no pass: dark loses by 10.
    static let game =
        "c4 c5 b6 d3 c2 a7 d6 e7 d7 e3 b5 d2 f7 b1 b7 c6 e6 e8 d1 a8 c7 a4 b8 c3 f5 e1 b3 c1 b2"
        + " a2 d8 f8 a1 f6 g7 g4 b4 a3 g8 a6 g5 g6 a5 h7 h3 g3 g2 h6 f2 g1 f4 h8 h5 f3 h1 h4 f1"
        + " c8 h2 e2"
    /// A cheap search for tests: level 3 solves the last 12 empties; no book, so that no
    /// mark depends on the shipped book.
    static let cheap = ["--level", "3", "--no-book"]

    static func file(_ text: String, _ name: String, in directory: SaveDirectory) throws -> String {
        let path = directory.url.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test(
        "spec 19.1, 19.2: a transcript file: a row for every move, a summary per side, then the graph within 80 columns, no colour and no progress off a terminal"
    )
    func textTable() throws {
        let directory = try SaveDirectory()
        let path = try Self.file(Self.game + "\n", "game.txt", in: directory)
        let result = try Executable.run("reversi", ["analyze", path] + Self.cheap)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "no progress bar when standard error is not a terminal")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        let header = try #require(lines.firstIndex { $0.hasPrefix("   #") })
        #expect(lines[header] == "   #   side  move   score  best   score   loss   depth  mark")
        let rows = lines[(header + 1)...].prefix { !$0.isEmpty }.map {
            $0.split(separator: " ").map(String.init)
        }
        let moves = Self.game.split(separator: " ").map(String.init)
        #expect(rows.count == 60)
        #expect(rows.map { $0[0] } == (1...60).map(String.init))
        #expect(rows.map { $0[1] } == (0..<60).map { $0 % 2 == 0 ? "dark" : "light" })
        #expect(rows.map { $0[2] } == moves)
        // Marks follow losses: 2 or more is ?, 6 or more ??. Level 3 cuts nothing: its
        // depth is plies alone, 4 before the solve, the empties after (spec 20.5).
        for row in rows {
            let loss = try #require(Double(row[6]), "\(row)")
            let mark = row.count > 8 ? row[8] : ""
            #expect(mark == (loss >= 6 ? "??" : loss >= 2 ? "?" : ""), "\(row)")
            let empties = 61 - (try #require(Int(row[0])))
            #expect(row[7] == (empties <= 12 ? String(empties) : "4"), "depth: \(row)")
            // Exact scores (the last 12 empties) are whole numbers, estimates have a decimal:
            // move n is played with 61 - n empties, and leads to 60 - n.
            let number = try #require(Int(row[0]))
            #expect(row[5].contains(".") == (number <= 48), "best: \(row)")
            #expect(row[3].contains(".") == (number <= 47), "played: \(row)")
        }
        #expect(result.stdout.contains("\ndark:  30 moves, average loss "))
        #expect(result.stdout.contains("\nlight: 30 moves, average loss "))
        #expect(
            result.stdout.contains("best play from move 49 (solved) ends ")
                && result.stdout.contains("; the game ended -10\n")
                && result.stdout.contains("; the game ended +10\n"),
            "each side's summary gives best play's score and the final score")
        let graph = try #require(lines.firstIndex(of: "Score for dark after each move, in disks"))
        #expect(lines[graph...].allSatisfy { $0.count <= 80 })
        #expect(lines[graph...].contains { $0.hasPrefix("  0 ┼─") })
        #expect(lines[graph...].contains { $0.contains("█") })
        #expect(!result.stdout.contains("\u{1B}"), "no colour when standard output is a pipe")
    }

    @Test(
        "spec 21.3, 21.4: with --book, the move that left the book is marked out of book, and leftBook in JSON; --no-book marks none; a bad book is a warning and no mark"
    )
    func outOfBook() throws {
        let directory = try SaveDirectory()
        let book = directory.url.appendingPathComponent("small.book").path
        let built = try Executable.run(
            "reversi",
            ["book", "build", "--out", book, "--plies", "3", "--depth", "2", "--seed", "1"])
        #expect(built.status == 0, "\(built.stderr)")
        // Three plies of book at most: a game of eight moves leaves it once.
        let path = try Self.file("f5 d6 c3 d3 c4 f4 f6 f3\n", "game.txt", in: directory)
        let level = ["--level", "3"]
        let marked = try Executable.run("reversi", ["analyze", path, "--book", book] + level)
        #expect(marked.status == 0 && marked.stderr.isEmpty, "\(marked.stderr)")
        let rows = marked.stdout.split(separator: "\n").filter { $0.hasSuffix(" out of book") }
        #expect(rows.count == 1, "\(marked.stdout)")
        let number = try #require(rows.first?.split(separator: " ").first.flatMap { Int($0) })
        #expect((1...4).contains(number))

        let json = try Executable.run(
            "reversi", ["analyze", path, "--book", book, "--format", "json"] + level)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let moves = try #require(object["moves"] as? [[String: Any]])
        #expect(
            moves.compactMap { $0["leftBook"] as? Bool == true ? $0["number"] as? Int : nil } == [
                number
            ])
        #expect((object["search"] as? [String: Any])?["book"] as? Bool == true)

        let none = try Executable.run("reversi", ["analyze", path, "--no-book"] + level)
        #expect(none.status == 0 && !none.stdout.contains("out of book"))
        let both = try Executable.run(
            "reversi", ["analyze", path, "--no-book", "--book", book] + level)
        #expect(both.status == 64 && both.stderr.contains("cannot be used together"))

        let bad = try Self.file("not a book", "bad.book", in: directory)
        let warned = try Executable.run("reversi", ["analyze", path, "--book", bad] + level)
        #expect(warned.status == 0, "\(warned.stderr)")
        #expect(warned.stderr.contains("warning: ") && warned.stderr.contains("bad.book"))
        #expect(warned.stderr.contains("no move is marked out of book"), "\(warned.stderr)")
        #expect(!warned.stdout.contains("out of book"))
    }

    @Test("spec 19.2: --ascii draws the graph in plain ASCII")
    func asciiGraph() throws {
        let directory = try SaveDirectory()
        let path = try Self.file(Self.game, "game.txt", in: directory)
        let result = try Executable.run(
            "reversi", ["analyze", path, "--ascii", "--no-color"] + Self.cheap)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.unicodeScalars.allSatisfy { $0.isASCII })
        #expect(result.stdout.contains("  0 +---"))
    }

    @Test(
        "spec 19.1, 19.5: --format json: stable keys for a machine, and every exact score is the one reversi solve gives for the position"
    )
    func jsonAgreesWithSolve() throws {
        let directory = try SaveDirectory()
        let path = try Self.file(Self.game, "game.txt", in: directory)
        let result = try Executable.run(
            "reversi", ["analyze", path, "--format", "json"] + Self.cheap)
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(
            Set(object.keys)
                == ["search", "moves", "dark", "light", "firstSolved", "finalScore", "graph"])
        #expect(object["finalScore"] as? Int == -10)
        let search = try #require(object["search"] as? [String: Any])
        #expect(search["exactEmpties"] as? Int == 12 && search["level"] as? Int == 3)
        #expect(search.keys.contains("seconds"), "a key without a value is null, not absent")
        let moves = try #require(object["moves"] as? [[String: Any]])
        #expect(moves.count == 60)
        #expect(
            Set(moves[0].keys)
                == [
                    "number", "side", "played", "best", "bestScore", "bestExact", "bestDecided",
                    "playedScore", "playedExact", "playedDecided", "loss", "mark", "depth",
                    "selectivity", "leftBook",
                ])
        #expect(moves.allSatisfy { $0["selectivity"] as? Int == 100 }, "level 3 cuts nothing")
        #expect(search["selectivity"] as? Int == 100)
        #expect((object["graph"] as? [Double])?.count == 60)
        let dark = try #require(object["dark"] as? [String: Any])
        #expect(dark["moves"] as? Int == 30 && dark["finalScore"] as? Int == -10)

        // Spec 19.5: the exact best scores are reversi solve's for the same positions.
        let game = try PlayedGame(Transcript(parsing: Self.game))
        let positions = game.positions
        var lines: [String] = []
        var expected: [Int] = []
        for move in moves where move["bestExact"] as? Bool == true {
            let number = try #require(move["number"] as? Int)
            let state = try #require(positions[number - 1].state)
            lines.append(state.line)
            expected.append(try #require(move["bestScore"] as? Int))
        }
        #expect(lines.count == 12)
        let solved = try Executable.run(
            "reversi", ["solve", "--format", "json"], input: lines.joined(separator: "\n"))
        let solvedObject = try #require(
            try JSONSerialization.jsonObject(with: Data(solved.stdout.utf8)) as? [String: Any])
        let scores = try #require(solvedObject["positions"] as? [[String: Any]]).map {
            $0["score"] as? Int
        }
        #expect(scores == expected)
    }

    @Test("spec 19.1: the saved game by default, a GGF game and a WTHOR game with --from-game")
    func sources() throws {
        let directory = try SaveDirectory()
        _ = try Executable.run("reversi", directory.options(), input: "f5\nd6\n")
        let saved = try Executable.run(
            "reversi", ["analyze", "--save-file", directory.saveFile] + Self.cheap)
        #expect(saved.status == 0, "\(saved.stderr)")
        #expect(saved.stdout.contains("   1   dark    f5"))
        #expect(saved.stdout.contains("   2  light    d6"))
        let home = try Executable.run(
            "reversi", ["analyze"] + Self.cheap,
            environment: ["XDG_STATE_HOME": directory.url.path + "/none"])
        #expect(home.status == 65 && home.stderr.contains("there is no saved game"))

        let cells =
            String(repeating: "-", count: 27) + "O*------*O" + String(repeating: "-", count: 27)
        let ggf = try Self.file(
            "(;GM[Othello]PC[reversi]TY[8]BO[8 \(cells) *]B[f5]W[f6]B[e6];)\n", "g.ggf",
            in: directory)
        let fromGGF = try Executable.run(
            "reversi", ["analyze", "--from-game", ggf] + Self.cheap)
        #expect(fromGGF.status == 0, "\(fromGGF.stderr)")
        #expect(fromGGF.stdout.contains("   3   dark    e6"))

        let wthor = directory.url.appendingPathComponent("games.wtb").path
        try Data(try WTHORFileTests.database().bytes).write(to: URL(fileURLWithPath: wthor))
        let fromWTHOR = try Executable.run(
            "reversi", ["analyze", "--from-game", wthor, "--game", "2"] + Self.cheap)
        #expect(fromWTHOR.status == 0, "\(fromWTHOR.stderr)")
        #expect(fromWTHOR.stdout.contains("   2  light    f6"))
    }

    @Test(
        "spec 19.1: bad input is a clear error and a non-zero exit, nothing on standard output",
        arguments: [
            (["analyze", "DIR/none.txt"], 74, "no such file"),
            (["analyze", "DIR/illegal.txt"], 65, "f5"),
            (["analyze", "--level", "21"], 64, "invalid value '21' for '--level'"),
            (["analyze", "--search-time", "-1"], 64, "invalid value '-1' for '--search-time'"),
            (
                ["analyze", "--time", "5"], 64,
                "error: reversi analyze bounds each position's search with --search-time <seconds>"
            ),
            (["analyze", "--format", "xml"], 64, "invalid value 'xml' for '--format'"),
            (["analyze", "DIR/illegal.txt", "--from-game", "x.ggf"], 64, "give one game"),
            (["analyze", "--game", "2"], 64, "'--game' needs '--from-game'"),
            (["analyze", "--from-game", "DIR/illegal.txt"], 65, "error: 'DIR/illegal.txt'"),
        ])
    func badInput(arguments: [String], status: Int32, error: String) throws {
        let directory = try SaveDirectory()
        _ = try Self.file("f5 f5\n", "illegal.txt", in: directory)
        let dir = directory.url.path
        let result = try Executable.run(
            "reversi", arguments.map { $0.replacingOccurrences(of: "DIR", with: dir) })
        #expect(result.status == status, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr.contains(error.replacingOccurrences(of: "DIR", with: dir)),
            "\(result.stderr)")
    }

    @Test(
        "spec 19.3: the game's own analysis gives the verdicts reversi analyze gives by default, row for row, and its summary line names the search"
    )
    func inGameAnalysisAgrees() throws {
        let directory = try SaveDirectory()
        let path = try Self.file(Self.game + "\n", "game.txt", in: directory)
        let analyzed = try Executable.run("reversi", ["analyze", path])
        #expect(analyzed.status == 0, "\(analyzed.stderr)")
        let played = try Executable.run(
            "reversi",
            directory.options(["--from-moves", Self.game.replacingOccurrences(of: " ", with: "")]),
            input: "analyze\n")
        #expect(played.status == 0, "\(played.stderr)")
        func rows(_ text: String) -> [Substring] {
            // A move's row: its number, then its side.
            text.split(separator: "\n").filter { line in
                let words = line.split(separator: " ")
                return words.count > 2 && Int(words[0]) != nil
                    && ["dark", "light"].contains(words[1])
            }
        }
        #expect(rows(analyzed.stdout).count == 60)
        #expect(rows(played.stdout) == rows(analyzed.stdout))
        let summary = try #require(LineScreen.all(in: played.stdout).last?["analysis"])
        #expect(summary.hasSuffix("; 6 plies, exact from 20 empties"), "\(summary)")
    }

    @Test(
        "spec 19.1, 13.4: a game won by a wipe-out the midgame search sees: no score beyond 64 disks, the proven ending shown as the win it is"
    )
    func provenEnding() throws {
        let directory = try SaveDirectory()
        let path = try Self.file("f5f6d3e3f3c5b5f4f7\n", "wipe-out.txt", in: directory)
        let result = try Executable.run("reversi", ["analyze", path, "--level", "4"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        let header = try #require(lines.firstIndex { $0.hasPrefix("   #") })
        let rows = lines[(header + 1)...].prefix { !$0.isEmpty }.map {
            $0.split(separator: " ").map(String.init)
        }
        #expect(rows.count == 9)
        for row in rows {
            for score in [row[3], row[5]] {
                // `>=+N` and `<=-N`: decided by at least N disks.
                let number =
                    score.hasPrefix(">=") || score.hasPrefix("<=") ? score.dropFirst(2) : score[...]
                let disks = try #require(Double(number), "\(row)")
                #expect(abs(disks) <= 64, "\(row)")
            }
            #expect(try #require(Double(row[6])) <= 128, "\(row)")
        }
        // Light's f4 lets dark wipe it out with f7, which the search sees without solving:
        // lost by 64 for light, won by 64 for dark.
        #expect(rows[7][3] == "<=-64", "\(rows[7])")
        #expect(rows[8][3] == ">=+64" && rows[8][5] == ">=+64", "\(rows[8])")
        #expect(result.stdout.contains("'>=+N' and '<=-N': won or lost by N disks or more"))

        // JSON: the same scores in disks, marked decided.
        let json = try Executable.run(
            "reversi", ["analyze", path, "--level", "4", "--format", "json"])
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let moves = try #require(object["moves"] as? [[String: Any]])
        #expect(moves[7]["playedScore"] as? Double == -64)
        #expect(moves[7]["playedDecided"] as? Bool == true)
        #expect(moves[8]["bestDecided"] as? Bool == true && moves[8]["bestExact"] as? Bool == false)
        #expect(moves[0]["bestDecided"] as? Bool == false)
    }
}
