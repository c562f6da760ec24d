import Foundation
import ReversiApp
import ReversiCore
import Testing

@Suite("Spec 8.2, 8.4, 8.5: the save file format")
struct SaveFormatTests {
    static let initialText = """
        x00
        --------
        --------
        --------
        ---ox---
        ---xo---
        --------
        --------
        --------

        """

    @Test(
        "line 1 is the turn then dark's and light's mode digits; lines 2-9 are the rows, row 1 first"
    )
    func encodesOriginalFormat() {
        #expect(SaveFormat.encode(.initial) == Self.initialText)
        let modes = PlayerModes(dark: .manual, light: .computer)
        let text = SaveFormat.encode(SavedGame(game: .initial, modes: modes))
        #expect(text.hasPrefix("x01\n"))
    }

    @Test("a finished game is saved with '-' as its turn")
    func finishedGameTurn() throws {
        var board = Board.empty
        board[.a1] = .light
        let saved = SavedGame(game: GameModel(GameState(board: board, turn: .dark)), modes: .manual)
        #expect(SaveFormat.encode(saved).hasPrefix("-00\no-------\n"))
        #expect(try SaveFormat.decode(SaveFormat.encode(saved)) == saved)
    }

    @Test("decode(encode(s)) == s for must-place, must-pass and finished games, every mode pair")
    func roundTrip() throws {
        var finished = Board.empty
        finished[.c3] = .dark
        let games: [GameModel] = [
            .initial, GameModel(GameState(board: .initial, turn: .light)),
            GameModel(
                GameState(
                    board: {
                        var b = Board.empty
                        b[.a1] = .dark
                        b[.b1] = .light
                        return b
                    }(), turn: .light)),
            GameModel(GameState(board: finished, turn: .light)),
        ]
        for game in games {
            for dark in PlayerMode.allCases {
                for light in PlayerMode.allCases {
                    let saved = SavedGame(game: game, modes: PlayerModes(dark: dark, light: light))
                    #expect(try SaveFormat.decode(SaveFormat.encode(saved)) == saved)
                }
            }
        }
    }

    @Test("a file without its final newline still reads")
    func missingFinalNewline() throws {
        #expect(try SaveFormat.decode(String(Self.initialText.dropLast())) == .initial)
    }

    @Test(
        "malformed files give a clear error naming the problem, never a crash",
        arguments: [
            ("", SaveFormatError.empty),
            ("x00\n", .lineCount(1)),
            (initialText + "extra\n", .lineCount(10)),
            (initialText.replacingFirst("x00", with: "z00"), .header("z00")),
            (initialText.replacingFirst("x00", with: "x02"), .header("x02")),
            (initialText.replacingFirst("x00", with: "x0"), .header("x0")),
            (
                initialText.replacingFirst("---ox---", with: "---ox--"),
                .board(.rowLength(row: .four, length: 7))
            ),
            (
                initialText.replacingFirst("---ox---", with: "---ox----"),
                .board(.rowLength(row: .four, length: 9))
            ),
            (
                initialText.replacingFirst("---ox---", with: "---oX---"),
                .board(.unknownSymbol(.e4, "X"))
            ),
            (initialText.replacingFirst("x00", with: "-00"), .notOver),
        ])
    func malformed(text: String, error: SaveFormatError) {
        #expect(throws: error) { try SaveFormat.decode(text) }
        #expect(!error.description.isEmpty)
    }

    @Test("bytes that are not UTF-8 are rejected as not text")
    func notUTF8() {
        #expect(throws: SaveFormatError.notText) {
            try SaveFormat.decode(bytes: [0x78, 0xFF, 0xFE, 0x0A])
        }
    }

    @Test("random bytes never crash the decoder", arguments: 0..<200)
    func randomBytes(seed: Int) {
        var generator = SplitMix64(seed: UInt64(seed))
        let length = Int(generator.next() % 200)
        let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        #expect(throws: SaveFormatError.self, "seed \(seed)") {
            try SaveFormat.decode(bytes: bytes)
        }
    }

    @Test("the errors name the line: row 4 is line 5")
    func errorNamesLine() {
        #expect(
            SaveFormatError.board(.rowLength(row: .four, length: 7)).description
                == "line 5: board row 4 has 7 cells, expected 8")
    }

    @Test("spec 8.4, 8.5: a CRLF file is not a save file, and its error shows the \\r escaped")
    func carriageReturnEscaped() {
        let crlf = Self.initialText.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(throws: SaveFormatError.header("x00\r")) { try SaveFormat.decode(crlf) }
        #expect(
            SaveFormatError.header("x00\r").description
                == #"line 1: expected the turn (x, o or -) and two mode digits (0 or 1), found 'x00\r'"#
        )
        #expect(
            SaveFormatError.board(.unknownSymbol(.a1, "\u{7}")).description
                == #"line 2: unknown symbol '\u{7}' at a1 (expected x, o or -)"#)
    }
}

extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
