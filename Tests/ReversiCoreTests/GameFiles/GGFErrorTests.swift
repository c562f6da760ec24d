import ReversiCore
import Testing

/// Every way a GGF file can be wrong gets its own error, naming the game and where.
@Suite("Spec 18.1: GGF files that are not a game")
struct GGFErrorTests {
    static let start = "(;GM[Othello]"
    static let lone = "*" + String(repeating: "-", count: 63)

    static func error(_ text: String, number: Int = 1) -> GGFError? {
        do {
            _ = try GGFFile.game(number, in: Array(text.utf8))
            return nil
        } catch {
            return error
        }
    }

    /// The problem of a file whose every game is read.
    static func problem(_ text: String) -> GGFError.Problem? {
        do {
            _ = try GGFFile.games(in: Array(text.utf8))
            return nil
        } catch {
            return error.problem
        }
    }

    @Test("spec 18.1: an empty file holds no game; a number past the last game is named")
    func missingGames() {
        #expect(Self.error("") == GGFError(game: 1, problem: .noGame))
        #expect(Self.error(" \n\t") == GGFError(game: 1, problem: .noGame))
        let two = "(;;)(;;)"
        #expect(Self.error(two, number: 3) == GGFError(game: 3, problem: .noSuchGame(count: 2)))
        #expect(
            Self.error(two, number: 3)?.description == "there is no game 3: the file holds 2 games")
    }

    @Test(
        "spec 18.1: bytes that are not GGF name the offset, what is there and what was expected",
        arguments: [
            ("hello", 0, UInt8(ascii: "h")),
            ("(GM[Othello];)", 1, UInt8(ascii: "G")),
            ("(;GM[Othello]#", 13, UInt8(ascii: "#")),
            ("(;GM Othello", 5, UInt8(ascii: "O")),
            ("(;GM[Othello](;B[f5];);)", 13, UInt8(ascii: "(")),
            ("(;;)\u{1}", 4, 1),
            ("(;;)junk", 4, UInt8(ascii: "j")),
        ] as [(String, Int, UInt8)])
    func syntax(text: String, offset: Int, found: UInt8) {
        guard case .syntax(let error)? = Self.problem(text) else {
            Issue.record("\(text): \(String(describing: Self.problem(text)))")
            return
        }
        #expect(error.offset == offset)
        #expect(error.found == found)
    }

    @Test(
        "spec 18.1: the byte found is quoted when printable, from '!' to '~', and in hexadecimal otherwise",
        arguments: [
            ("!", "'!'"), ("~", "'~'"), ("\u{7F}", "byte 0x7F"), ("\u{1}", "byte 0x01"),
        ])
    func foundByteShown(junk: String, shown: String) {
        guard case .syntax(let error)? = Self.problem("(;;)" + junk) else {
            Issue.record("\(String(describing: Self.problem("(;;)" + junk)))")
            return
        }
        #expect(error.description.hasPrefix("unexpected \(shown) at offset 4"), "\(error)")
    }

    @Test(
        "spec 18.1: a truncated file says where it ends",
        arguments: ["(", "(;", "(;GM[Oth", "(;GM[Othello]", "(;GM[Othello]B[f5]", "(;GM", "(;B[\\"])
    func truncated(text: String) {
        guard case .syntax(let error)? = Self.problem(text) else {
            Issue.record("\(text): \(String(describing: Self.problem(text)))")
            return
        }
        #expect(error.found == nil)
        #expect(error.offset == text.utf8.count)
        #expect(Self.error(text)?.description.contains("the file ends at offset") == true)
    }

    @Test("spec 18.1: another game than Othello, or another board size, is refused")
    func notOthello() {
        #expect(Self.problem("(;GM[Go];)") == .notOthello("Go"))
        #expect(Self.problem("(;GM[Othello]TY[10];)") == .boardType("10"))
        #expect(Self.problem("(;GM[Othello]BO[10 -];)") == .board(.size("10")))
    }

    @Test(
        "spec 18.1: a BO start is 8, 64 cells of *, O or -, and the side to move",
        arguments: [
            ("8 \(String(repeating: "-", count: 63)) *", GGFBoardError.cellCount(63)),
            ("8 \(String(repeating: "-", count: 64))", .missingSide),
            ("8", .missingSide),
            ("", .size("")),
            ("8 x\(String(repeating: "-", count: 63)) *", .unknownCell(.a1, UInt8(ascii: "x"))),
            ("8 \(GGFErrorTests.lone) X", .unknownSide(UInt8(ascii: "X"))),
            ("8 \(GGFErrorTests.lone) **", .missingSide),
        ])
    func board(value: String, error: GGFBoardError) {
        #expect(Self.problem(Self.start + "BO[\(value)];)") == .board(error))
    }

    @Test("spec 18.1: a second BO, or one after a move, is refused with its offset")
    func misplacedBoard() {
        let board = "BO[8 \(Self.lone) *]"
        #expect(Self.problem(Self.start + board + board + ";)") == .misplacedBoard(offset: 85))
        #expect(Self.problem(Self.start + "B[f5]" + board + ";)") == .misplacedBoard(offset: 18))
    }

    @Test(
        "spec 18.1: an unreadable or illegal move names its number and why",
        arguments: [
            ("B[z9]", TranscriptError(index: 1, written: "z9", problem: .unreadable)),
            ("B[]", TranscriptError(index: 1, written: "", problem: .unreadable)),
            (
                "B[f5]W[a1]",
                TranscriptError(
                    index: 2, written: "a1",
                    problem: .illegal(for: .light, .flipsNothing(.a1, .light)))
            ),
            (
                "B[d4]",
                TranscriptError(
                    index: 1, written: "d4", problem: .illegal(for: .dark, .occupied(.d4)))
            ),
            (
                "B[PA]",
                TranscriptError(
                    index: 1, written: "pass", problem: .illegal(for: .dark, .hasLegalMove(.dark)))
            ),
            (
                "BO[8 \(GGFErrorTests.lone) *]B[a2]",
                TranscriptError(index: 1, written: "a2", problem: .afterGameOver)
            ),
        ])
    func illegalMove(moves: String, error: TranscriptError) {
        #expect(Self.problem(Self.start + moves + ";)") == .move(error))
    }

    @Test("spec 18.1: a move written for the side not to move is refused, naming both sides")
    func wrongColor() {
        let error = Self.error(Self.start + "B[f5]B[d6];)")
        #expect(error?.problem == .wrongColor(index: 2, written: .dark, toMove: .light))
        #expect(error?.description == "game 1: move 2 is written for dark, but light is to move")
    }

    @Test(
        "spec 18.1: an annotation is /evaluation/seconds, plain numbers, either left empty",
        arguments: ["f5/abc", "f5//1e3", "f5/nan", "f5/1/2/3", "f5/-", "f5/1.2.3"])
    func annotation(move: String) {
        guard case .annotation(let index, _)? = Self.problem(Self.start + "B[\(move)];)") else {
            Issue.record("\(move)")
            return
        }
        #expect(index == 1)
    }

    @Test("spec 18.1: the error names the game it is in; later games are not read")
    func gameNumber() {
        let text = "(;GM[Othello]B[f5];)\n(;GM[Othello]B[f5]W[a1];)\n(;GM[Othello]"
        #expect(Self.error(text, number: 2)?.game == 2)
        #expect(Self.error(text, number: 2)?.description.hasPrefix("game 2: move 2 'a1'") == true)
        #expect(Self.error(text, number: 1) == nil)
        #expect(throws: GGFError.self) { try GGFFile.games(in: Array(text.utf8)) }
    }

    @Test("spec 18.1: a value from the file is shown short, its control characters escaped")
    func shownShort() {
        let long = String(repeating: "x", count: 100_000)
        let description = Self.error("(;GM[\u{1B}\(long)];)")?.description ?? ""
        #expect(description.count < 100)
        #expect(description.contains("\\u{1B}"))
        let move = Self.error("(;B[\(long)];)")?.description ?? ""
        #expect(move.count < 100)
    }

    @Test("spec 18.1: a value of up to 40 characters is shown whole; one of 41 is cut to 40")
    func shownUpToForty() {
        let forty = String(repeating: "y", count: 40)
        let whole = Self.error("(;GM[\(forty)];)")?.description ?? ""
        #expect(whole.contains("'\(forty)'"), "\(whole)")
        let cut = Self.error("(;GM[\(forty)z];)")?.description ?? ""
        #expect(cut.contains("'\(forty)...'"), "\(cut)")
    }
}
