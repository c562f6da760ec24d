import Foundation
import Testing

@Suite("reversi solve: exact results of positions, checked against known ones")
struct SolveTests {
    static let suite = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ReversiEngineTests/Data/ffo-1-44.obf")

    /// The first `count` lines of the endgame suite (14 empties each, solved in milliseconds).
    static func firstLines(_ count: Int) throws -> String {
        let text = try String(contentsOf: suite, encoding: .utf8)
        return text.split(separator: "\n").prefix(count).joined(separator: "\n") + "\n"
    }

    @Test(
        "spec 13.3, 13.4, 13.5: a file of positions with known results: each exact score and best move, all confirmed"
    )
    func knownResultsConfirmed() throws {
        let result = try Executable.run("reversi", ["solve"], input: try Self.firstLines(3))
        #expect(result.status == 0)
        let rows = result.stdout.split(separator: "\n").map {
            $0.split(separator: " ").map(String.init)
        }
        #expect(rows.count == 6)
        // Right-aligned columns: each figure ends where its heading does.
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.first == "   # empties score           nodes    time s     nodes/s  check  best")
        for line in lines.dropFirst().prefix(3) {
            #expect(line.count > 40 && line.prefix(34).last?.isNumber == true, "\(line)")
            #expect(line.dropFirst(34).first == " ", "\(line)")
        }
        #expect(rows[1].prefix(3) == ["1", "14", "+18"] && rows[1].last == "g8")
        #expect(rows[2].prefix(3) == ["2", "14", "+10"] && rows[2].last == "a4")
        #expect(rows[3].prefix(3) == ["3", "14", "+2"] && rows[3].last == "d1")
        // The total row adds the positions' nodes up.
        func number(_ row: [String], _ column: Int) -> Int? {
            row.count > column ? Int(row[column].replacing(",", with: "")) : nil
        }
        let total = rows[1...3].compactMap { number($0, 3) }.reduce(0, +)
        #expect(rows[4].first == "all")
        #expect(number(rows[4], 1) == total, "\(result.stdout)")
        #expect(result.stdout.hasSuffix("3 of 3 known results confirmed\n"))
        #expect(result.stderr.isEmpty)
    }

    @Test("spec 13.3: --format json gives the same results for a machine")
    func json() throws {
        let result = try Executable.run(
            "reversi", ["solve", "--format", "json", Self.suite.path + ".missing"])
        #expect(result.status == 74)
        let solved = try Executable.run(
            "reversi", ["solve", "--format", "json"], input: try Self.firstLines(2))
        #expect(solved.status == 0)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(solved.stdout.utf8)) as? [String: Any])
        let positions = try #require(object["positions"] as? [[String: Any]])
        #expect(positions.map { $0["score"] as? Int } == [18, 10])
        #expect(positions.map { $0["best"] as? [String] } == [["g8"], ["a4"]])
    }

    @Test(
        "spec 13.4: a finished game scores its final difference, the empty cells to the winner")
    func finishedGame() throws {
        let board = "X" + String(repeating: "-", count: 63)
        let result = try Executable.run("reversi", ["solve"], input: "\(board) O\n\(board) X\n")
        #expect(result.status == 0)
        let scores = result.stdout.split(separator: "\n").dropFirst().prefix(2).map {
            $0.split(separator: " ")[2]
        }
        #expect(scores == ["-64", "+64"])
    }

    @Test(
        "spec 13.5: a known result that differs is an error: the whole table, then the error, exit 1"
    )
    func knownResultDiffers() throws {
        let lines = try Self.firstLines(2).replacingOccurrences(of: "g8:+18", with: "g8:+16")
        let result = try Executable.run("reversi", ["solve"], input: lines)
        #expect(result.status == 1)
        #expect(result.stdout.contains("FAIL"))
        #expect(result.stdout.hasSuffix("1 of 2 known results confirmed\n"))
        #expect(
            result.stderr
                == "error: position 1 (line 1): g8 scores +18 with best play, expected +16\n")
    }

    @Test(
        "spec 13.3: a malformed line is named and nothing is solved (65); a usage error is 64",
        arguments: [
            (["solve"], "foo X\n", 65, "error: standard input, line 1: expected 64 cells, found 3"),
            (["solve", "--format", "xml"], "", 64, "invalid value 'xml' for '--format'"),
            (["solve", "a", "b"], "", 64, "unexpected argument 'b'"),
        ])
    func badInput(arguments: [String], input: String, status: Int32, error: String) throws {
        let result = try Executable.run("reversi", arguments, input: input)
        #expect(result.status == status)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(error))
    }
}
