import Foundation
import ReversiCore
import ReversiEngine
import ReversiProtocols
import Testing

@Suite("Command line: reversi engine")
struct EngineCommandTests {
    @Test(
        "spec 17.1, 17.3: a GTP session: each reply in order, the searched move played, exit 0 at the end of the input"
    )
    func gtpSession() throws {
        let result = try Executable.run(
            "reversi", ["engine", "--level", "2"],
            input: "protocol_version\n1 genmove black\n2 final_score\nquit\n")
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "= 2")
        #expect(lines.count == 9)
        let move = try #require(lines[2].split(separator: " ").last.map(String.init))
        #expect(["D3", "C4", "F5", "E6"].contains(move), "\(lines)")
        #expect(lines[4] == "=2 B+3")
    }

    @Test("spec 17.1, 17.2: an NBoard session: go answered with nodestats and ===, ping with pong")
    func nboardSession() throws {
        let engine = try RunningProcess("reversi", ["engine"])
        engine.send("nboard 2")
        engine.send("set depth 2")
        engine.send(
            "set game (;GM[Othello]PC[NBoard]DT[2026-11-26]PB[a]PW[b]RE[?]TI[5:00]TY[8]"
                + "BO[8 ---------------------------O*------*O--------------------------- *]"
                + "B[F5//1.2]W[D6];)")
        engine.send("move c3/0.5/1.0")
        engine.send("go")
        #expect(engine.wait { engine.stdout.contains("=== ") })
        engine.send("ping 7")
        #expect(engine.wait { engine.stdout.contains("pong 7") })
        #expect(engine.finish() == 0)
        let lines = engine.stdout.split(separator: "\n")
        #expect(lines.first == "set myname Reversi")
        #expect(lines.contains { $0.hasPrefix("nodestats ") })
        #expect(!engine.stdout.contains("Error"), "\(engine.stdout)")
    }

    @Test("spec 17.2: the example session of the NBoard protocol's own document runs as written")
    func nboardDocumentExample() throws {
        let engine = try RunningProcess("reversi", ["engine"])
        for line in [
            "nboard 2",
            "set game (;GM[Othello]PC[NBoard]DT[2014-02-21 20:52:27 GMT]PB[./mEdax]PW[chris]RE[?]"
                + "TI[15:00]TY[8]BO[8 " + String(repeating: "-", count: 27) + "O*------*O"
                + String(repeating: "-", count: 27)
                + " *]B[F5]W[F6]B[D3]W[C5]B[E6]W[F7]B[E7]W[F4];)",
            "set depth 6", "ping 1", "go",
        ] {
            engine.send(line)
        }
        #expect(engine.wait { engine.stdout.contains("=== ") })
        #expect(engine.finish() == 0)
        let lines = engine.stdout.split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(3)) == ["set myname Reversi", "pong 1", "status thinking"])
        let answer = try #require(lines.first { $0.hasPrefix("=== ") })
        // Dark to move after those eight moves: the answer is one of its legal moves.
        let move = try #require(answer.dropFirst(4).split(separator: "/").first.map(String.init))
        #expect(Coordinate(move) != nil, "\(answer)")
        #expect(!engine.stdout.contains("Error"), "\(engine.stdout)")
    }

    @Test(
        "spec 17.1, 17.4: an xboard session: features, then the GUI's move answered with move P@…")
    func xboardSession() throws {
        let engine = try RunningProcess("reversi", ["engine"])
        for line in ["xboard", "protover 2", "new", "variant reversi", "sd 2", "usermove f5"] {
            engine.send(line)
        }
        #expect(engine.wait { engine.stdout.contains("move P@") })
        engine.send("quit")
        #expect(engine.finish() == 0)
        #expect(engine.stdout.contains("feature done=1"))
    }

    @Test(
        "spec 17.6, 17.7: the end of the input stops the search and ends the engine at once, in every protocol and with every time setting",
        arguments: [
            ["--protocol", "gtp"], ["--protocol", "nboard"], ["--protocol", "xboard"],
            ["--time", "60m"],
        ])
    func endOfInputEndsTheSearch(options: [String]) throws {
        let sessions: [[String]] = [
            ["time_settings 3600 0 0", "genmove black"],
            ["time_settings 0 3600 1", "1 genmove black", "2 genmove white", "3 name"],
            ["time_left black 3600 0", "genmove black"],
            ["nboard 2", "set depth 60", "go"],
            ["nboard 2", "set depth 60", "hint 4"],
            ["xboard", "protover 2", "new", "level 0 60 0", "time 360000", "go"],
            ["xboard", "protover 2", "new", "st 3600", "go"],
            ["xboard", "protover 2", "new", "sd 60", "post", "usermove f5"],
        ]
        for lines in sessions {
            let fixed = options.first == "--protocol"
            if fixed, (lines[0] == "nboard 2") != (options[1] == "nboard") { continue }
            if fixed, (lines[0] == "xboard") != (options[1] == "xboard") { continue }
            let started = ContinuousClock.now
            let result = try Executable.run(
                "reversi", ["engine", "--threads", "1"] + options,
                input: lines.joined(separator: "\n") + "\n", timeout: 10)
            let elapsed = ContinuousClock.now - started
            #expect(result.status == 0, "\(lines)")
            #expect(elapsed < .seconds(2), "\(options) \(lines): \(elapsed)")
            if lines.contains(where: { $0.contains("genmove") }) {
                // GTP still answers each command, the genmove with the best move found so far.
                let replies = result.stdout.split(separator: "\n").filter { $0.hasPrefix("=") }
                #expect(replies.count == lines.count, "\(result.stdout)")
            }
        }
    }

    @Test("reversi engine --help lists every command of the three protocols")
    func help() throws {
        let result = try Executable.run("reversi", ["engine", "--help"])
        #expect(result.status == 0)
        for dialect in EngineProtocol.allCases {
            for command in dialect.commands {
                #expect(result.stdout.contains(command.name), "\(dialect): \(command.name)")
            }
        }
    }

    @Test("spec 17.6: a bad option is a usage error")
    func badOption() throws {
        let result = try Executable.run("reversi", ["engine", "--protocol", "uci"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--protocol"))
    }

    @Test(
        "spec 17.6: 3,000 seeded random, mutated, binary and megabyte lines: the engine answers each exactly as the pure session does, still answers afterwards, and exits 0"
    )
    func fuzz() throws {
        let seed: UInt64 = 20_261_126
        var random = SplitMix64(seed: seed)
        let lines =
            (0..<3000).map { _ in FuzzLines.line(&random) } + [
                Array("showboard".utf8), Array("protocol_version".utf8),
            ]
        let engine = try RunningProcess("reversi", ["engine", "--protocol", "gtp", "--level", "1"])
        for line in lines { engine.send(bytes: line + [UInt8(ascii: "\n")]) }
        #expect(engine.finish(timeout: 120) == 0, "seed \(seed)")

        var session = EngineSession(
            dialect: .gtp, settings: SearchSettings(level: Level.hintSearch))
        var expected: [String] = []
        for line in lines {
            let input: EngineInput =
                line.count > (1 << 20)
                ? .overlongLine
                : .line(
                    String(decoding: line.last == 13 ? line.dropLast() : line[...], as: UTF8.self))
            for case .line(let text) in session.handle(input) { expected.append(text) }
        }
        let written = engine.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        #expect(written.dropLast() == ArraySlice(expected), "seed \(seed)")
        #expect(expected.suffix(2) == ["= 2", ""])
    }
}

/// Lines for the fuzz: GTP commands, the same mutated byte by byte, truncated, random bytes,
/// and now and then a line of two megabytes. No line asks for a search or quits, so every
/// answer is decided by the session alone.
enum FuzzLines {
    static let commands = [
        "play black d3", "play white c3", "play b f5", "play w f6", "play black pass", "undo",
        "clear_board", "showboard", "final_score", "name", "komi 6.5", "boardsize 8",
        "time_left black 10 0", "time_settings 300 0 0", "known_command play", "list_commands",
        "3 play black e6", "play black a1", "version",
    ]

    static func line(_ random: inout SplitMix64) -> [UInt8] {
        let line: [UInt8]
        switch random.next() % 100 {
        case 0: line = Array(repeating: UInt8(ascii: "x"), count: 2 << 20)
        case 1..<40: line = Array(commands[Int(random.next() % UInt64(commands.count))].utf8)
        case 40..<70: line = mutated(&random)
        case 70..<80:
            let command = Array(commands[Int(random.next() % UInt64(commands.count))].utf8)
            line = Array(command.prefix(Int(random.next() % UInt64(command.count + 1))))
        default:
            line = (0..<Int(random.next() % 120)).map { _ in
                UInt8(truncatingIfNeeded: random.next())
            }
        }
        let kept = line.filter { $0 != UInt8(ascii: "\n") }
        let text = String(decoding: kept, as: UTF8.self).lowercased()
        return text.contains("genmove") || text.contains("quit") ? [] : kept
    }

    private static func mutated(_ random: inout SplitMix64) -> [UInt8] {
        var bytes = Array(commands[Int(random.next() % UInt64(commands.count))].utf8)
        for _ in 0..<(1 + Int(random.next() % 3)) {
            let index = Int(random.next() % UInt64(bytes.count + 1))
            let byte = UInt8(truncatingIfNeeded: random.next())
            switch random.next() % 3 {
            case 0 where index < bytes.count: bytes[index] = byte
            case 1 where index < bytes.count: bytes.remove(at: index)
            default: bytes.insert(byte, at: index)
            }
        }
        return bytes
    }
}
