import Foundation
import Testing

@Suite("reversi-verify match: games between two levels")
struct MatchTests {
    @Test(
        "spec 10.2, 10.6, 16.4: a match prints each level's results; the same seed gives the same games, with any number of jobs or of threads"
    )
    func reproducibleMatch() throws {
        let arguments = [
            "match", "--dark-level", "2", "--light-level", "0", "--games", "4", "--seed", "3",
        ]
        let first = try Executable.run("reversi-verify", arguments + ["--jobs", "1"])
        let second = try Executable.run("reversi-verify", arguments + ["--jobs", "2"])
        let threaded = try Executable.run(
            "reversi-verify", arguments + ["--jobs", "1", "--threads", "2"])
        #expect(first.status == 0)
        let results = { (output: String) in
            output.split(separator: "\n").filter { !$0.contains("time") }
        }
        #expect(results(first.stdout) == results(second.stdout))
        #expect(
            results(first.stdout) == results(threaded.stdout),
            "a level with a node budget plays on one thread, however many the engine has")
        #expect(first.stdout.contains("4 games in pairs with colours swapped"))
    }

    @Test("spec 10.2: below --require-win-rate the match fails with status 1")
    func requiredWinRate() throws {
        let result = try Executable.run(
            "reversi-verify",
            [
                "match", "--dark-level", "0", "--light-level", "3", "--games", "2",
                "--require-win-rate", "1",
            ])
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: level 0 won"))
    }

    @Test(
        "a bad level, an odd number of games or no threads is a usage error",
        arguments: [
            (
                ["--dark-level", "21", "--light-level", "0"],
                "invalid value '21' for '--dark-level'"
            ),
            (["--dark-level", "1"], "missing required option '--light-level B'"),
            (
                ["--dark-level", "1", "--light-level", "0", "--games", "3"],
                "invalid value '3' for '--games'"
            ),
            (
                ["--dark-level", "1", "--light-level", "0", "--threads", "0"],
                "invalid value '0' for '--threads'"
            ),
        ])
    func usageErrors(arguments: [String], error: String) throws {
        let result = try Executable.run("reversi-verify", ["match"] + arguments)
        #expect(result.status == 64)
        #expect(result.stderr.contains(error))
    }

    /// The shipped book, in the source tree.
    static let book = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("book/reversi.book")

    @Test(
        "spec 21.2: a level with --dark-book plays the book's moves while it has the position, is named +book, and each level's opening time is given; a bad book is refused"
    )
    func levelWithABook() throws {
        let arguments = [
            "match", "--dark-level", "6", "--light-level", "6", "--games", "2", "--seed", "3",
            "--opening-plies", "0", "--jobs", "1",
        ]
        let booked = try Executable.run(
            "reversi-verify", arguments + ["--dark-book", Self.book.path])
        #expect(booked.status == 0, "\(booked.stderr)")
        let lines = booked.stdout.split(separator: "\n").map(String.init)
        let bookLine = try #require(lines.first { $0.contains("level 6+book time a move") })
        #expect(bookLine.contains("moves from the book"), "\(bookLine)")
        #expect(bookLine.contains("s a game in the first 20 plies"))
        let plainLine = try #require(lines.first { $0.contains("level 6 time a move") })
        #expect(!plainLine.contains("from the book"), "\(plainLine)")
        let without = try Executable.run("reversi-verify", arguments)
        #expect(!without.stdout.contains("+book"))
        #expect(!without.stdout.contains("from the book"))
        let shallow = try Executable.run(
            "reversi-verify",
            [
                "match", "--dark-level", "3", "--light-level", "3", "--games", "2",
                "--opening-plies", "0", "--dark-book", Self.book.path,
            ])
        #expect(!shallow.stdout.contains("from the book"), "levels below 6 never read it")
        let refused = try Executable.run(
            "reversi-verify", arguments + ["--light-book", #filePath])
        #expect(refused.status == 65)
        #expect(refused.stderr.contains("it is not an opening book"), "\(refused.stderr)")
    }
}
