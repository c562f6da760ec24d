import Foundation
import ReversiCore
import Testing

/// WTHOR databases through the real binary: `reversi games`, `--game N`, and `--from-game`
/// with a `.wtb` file. The databases are the tests' own, written by the core's writer.
@Suite("Spec 18.2, 18.3: WTHOR databases on the command line")
struct WTHORFileTests {
    /// Two games: f5 d6 c3 (tournament 0, black 1, white 0) and f5 f6 (0, 0, 1).
    static func database() throws -> WTHORDatabase {
        let games = try ["f5d6c3", "f5f6"].enumerated().map { offset, moves in
            try #require(
                WTHORGame(
                    try PlayedGame(Transcript(parsing: moves)), tournament: 0, black: 1 - offset,
                    white: offset))
        }
        return WTHORDatabase(year: 2001, games: games)
    }

    static func write(_ bytes: [UInt8], _ name: String, in directory: SaveDirectory) throws
        -> String
    {
        let path = directory.url.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("spec 18.2: games lists each game with numbers, then with the names beside it")
    func listing() throws {
        let directory = try SaveDirectory()
        let path = try Self.write(try Self.database().bytes, "games.wtb", in: directory)
        let numbers = try Executable.run("reversi", ["games", path])
        #expect(numbers.status == 0, "\(numbers.stderr)")
        #expect(numbers.stdout == "1\t2001\t#1\t#0\t#0\t5-59\n2\t2001\t#0\t#1\t#0\t3-61\n")
        _ = try Self.write(
            WTHORNames(kind: .player, names: ["Émile", "Ann"]).bytes, "GAMES.JOU", in: directory)
        _ = try Self.write(
            WTHORNames(kind: .tournament, names: ["Paris"]).bytes, "wthor.trn", in: directory)
        let names = try Executable.run("reversi", ["games", path])
        #expect(
            names.stdout == "1\t2001\tAnn\tÉmile\tParis\t5-59\n2\t2001\tÉmile\tAnn\tParis\t3-61\n")
    }

    @Test("spec 18.2: --game N prints the record, and --from-game takes a .wtb game")
    func oneGame() throws {
        let directory = try SaveDirectory()
        let path = try Self.write(try Self.database().bytes, "games.WTB", in: directory)
        let record = try Executable.run("reversi", ["games", path, "--game", "2"])
        #expect(record.status == 0, "\(record.stderr)")
        #expect(record.stdout == "f5 f6\n")
        let replayed = try Executable.run(
            "reversi", ["replay", "--from-game", path, "--game", "1", "--format", "save"])
        let direct = try Executable.run("reversi", ["replay", "f5d6c3", "--format", "save"])
        #expect(replayed.status == 0, "\(replayed.stderr)")
        #expect(replayed.stdout == direct.stdout)
        let played = try Executable.run(
            "reversi", directory.options(["--from-game", path, "--game", "2"]), input: "e6\n")
        #expect(played.status == 0, "\(played.stderr)")
        let saved = try Executable.run("reversi", ["record", "--save-file", directory.saveFile])
        #expect(saved.stdout == "f5 f6 e6\n")
    }

    @Test("spec 18.3: a file that lies exits 65 naming the problem, one unread exits 74")
    func lyingFiles() throws {
        let directory = try SaveDirectory()
        var bytes = try Self.database().bytes
        let short = try Self.write(Array(bytes.dropLast()), "short.wtb", in: directory)
        bytes[16 + 68 + 9] = 11
        let illegal = try Self.write(bytes, "illegal.wtb", in: directory)
        let cases: [([String], Int32, String)] = [
            (["games", short], 65, "the file has 151 bytes, but its header counts 2 records"),
            (["games", illegal], 65, "game 2: move 2 'a1' is illegal for light"),
            (["games", short, "--game", "1"], 65, "151 bytes"),
            (["replay", "--from-game", illegal, "--game", "2"], 65, "game 2: move 2"),
            (["games", directory.url.appendingPathComponent("none.wtb").path], 74, "no such file"),
            (["games"], 64, "missing FILE"),
        ]
        for (arguments, status, message) in cases {
            let result = try Executable.run("reversi", arguments)
            #expect(result.status == status, "\(arguments)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
        _ = try Self.write(
            WTHORNames(kind: .player, names: ["Ann"]).bytes, "wthor.jou", in: directory)
        let good = try Self.write(try Self.database().bytes, "good.wtb", in: directory)
        let missing = try Executable.run("reversi", ["games", good])
        #expect(missing.status == 65)
        #expect(
            missing.stderr.contains("game 1: player 1 is not in the players file, which holds 1"))
    }

    @Test(
        "spec 18.3: a file that is no WTHOR database (a GGF game, a players or tournaments file) is called so, exit 65, not given a count from its bytes",
        arguments: [
            ("ok.ggf", "not a WTHOR game database (.wtb)"),
            ("WTHOR.JOU", "not a WTHOR game database (.wtb) but a WTHOR players file (.JOU)"),
            ("WTHOR.TRN", "not a WTHOR game database (.wtb) but a WTHOR tournaments file (.TRN)"),
        ])
    func otherFiles(name: String, message: String) throws {
        let directory = try SaveDirectory()
        let bytes: [UInt8] =
            switch name {
            case "WTHOR.JOU": WTHORNames(kind: .player, names: ["Ann", "Bob", "Cy"]).bytes
            case "WTHOR.TRN": WTHORNames(kind: .tournament, names: ["Paris"]).bytes
            default:
                Array(
                    "(;GM[Othello]PC[NBoard]SZ[8]BO[8 ---------------------------O*------*O--------------------------- *]B[F5];)\n"
                        .utf8)
            }
        let path = try Self.write(bytes, name, in: directory)
        for arguments in [["games", path], ["games", path, "--game", "1"]] {
            let result = try Executable.run("reversi", arguments)
            #expect(result.status == 65, "\(arguments): \(result.stderr)")
            #expect(result.stderr == "error: '\(path)': \(message)\n", "\(arguments)")
        }
    }
}
