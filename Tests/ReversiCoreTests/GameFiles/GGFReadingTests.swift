import ReversiCore
import Testing

/// Hand-written GGF games, in the forms GGS and NBoard write.
@Suite("Spec 18.1: reading GGF games")
struct GGFReadingTests {
    static let initialCells =
        String(repeating: "-", count: 27) + "O*------*O" + String(repeating: "-", count: 27)

    /// Two moves of the opening, annotated as NBoard annotates, with the headers GGS writes.
    static let annotated = """
        (;GM[Othello]PC[NBoard]DT[2026-11-26 12:00:00 GMT]PB[Alice]PW[Bob]RE[?]TI[15:00//02:00]\
        TY[8]BO[8 \(initialCells) *]B[f5]W[D6/-1.50/2.1]B[c3//0.5]W[d3/0.25];)
        """

    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    static func game(_ text: String, number: Int = 1) throws -> GGFGame {
        try GGFFile.game(number, in: bytes(text))
    }

    @Test("spec 18.1: the moves of a game from its BO start, in any case, with their annotations")
    func annotatedGame() throws {
        let game = try Self.game(Self.annotated)
        #expect(game.played == (try PlayedGame(Transcript(parsing: "f5d6c3d3"))))
        #expect(
            game.annotations == [
                nil, GGFAnnotation(evaluation: "-1.50", seconds: "2.1"),
                GGFAnnotation(evaluation: nil, seconds: "0.5"),
                GGFAnnotation(evaluation: "0.25", seconds: nil),
            ])
    }

    @Test("spec 18.1: properties the rules do not read are kept in order, GM and BO are not")
    func keptProperties() throws {
        let game = try Self.game(Self.annotated)
        #expect(game.properties.map(\.name) == ["PC", "DT", "PB", "PW", "RE", "TI", "TY"])
        #expect(game.value(of: "PB") == "Alice")
        #expect(game.value(of: "TI") == "15:00//02:00")
        #expect(game.value(of: "GM") == nil)
    }

    @Test("spec 18.1: a game with a BO start of its own starts there, with its side to move")
    func startPosition() throws {
        let afterD3 = "-------------------*-------**------*O---------------------------"
        let game = try Self.game("(;GM[Othello]BO[8 \(afterD3) O]W[c3];)")
        let start = try GameModel(line: (try PlayedGame(Transcript(parsing: "d3"))).current.line)
        #expect(game.played == (try PlayedGame(Transcript(parsing: "c3"), from: start)))
    }

    @Test("spec 18.1: the board may be written a row a word, as GGS writes it")
    func boardInRows() throws {
        let rows = stride(from: 0, to: 64, by: 8).map {
            String(Array(Self.initialCells)[$0..<$0 + 8])
        }
        let game = try Self.game("(;GM[Othello]BO[8 \(rows.joined(separator: " ")) *]B[f5];)")
        #expect(game.played == (try PlayedGame(Transcript(parsing: "f5"))))
    }

    @Test("spec 18.1: no BO is the initial position; nothing but the game's brackets is no move")
    func defaults() throws {
        #expect(try Self.game("(;GM[Othello]B[f5];)").played.transcript.description == "f5")
        #expect(try Self.game("(;;)").played == PlayedGame())
    }

    @Test(
        "spec 18.1: a pass is PA or pass, in any case, and a forced pass left out is put in",
        arguments: ["B[PA]W[e3]", "B[pass]W[e3]", "B[pa]W[e3]", "W[e3]"])
    func passes(ending: String) throws {
        let moves = "B[e6]W[f6]B[d3]W[e7]B[e8]W[d8]B[g7]W[f8]"
        let game = try Self.game("(;GM[Othello]\(moves)\(ending);)")
        #expect(game.played == (try PlayedGame(Transcript(parsing: "e6f6d3e7e8d8g7f8 pass e3"))))
        #expect(game.annotations.count == game.played.plies.count)
    }

    @Test("spec 18.1: several games in one file, each read on its own, picked by number")
    func severalGames() throws {
        let text = """
            (;GM[Othello]PB[one]B[f5];)
            (;GM[Othello]PB[two]B[d3]W[c3];)
              (;GM[Othello]PB[three];)

            """
        let games = try GGFFile.games(in: Self.bytes(text))
        #expect(games.map { $0.value(of: "PB") } == ["one", "two", "three"])
        #expect(try Self.game(text, number: 2).played.transcript.description == "d3c3")
        #expect(try Self.game(text, number: 3) == games[2])
    }

    @Test("spec 18.1: unknown properties anywhere, several values, escapes and spaces are read")
    func tolerated() throws {
        let text = """
            ( ; GM [Othello] XY[one \\] two \\\\ three]C[first][second] B[f5] KW[?]
            W [ d6 / -1 / 3 ] ; )
            """
        let game = try Self.game(text)
        #expect(game.played.transcript.description == "f5d6")
        #expect(game.value(of: "XY") == "one ] two \\ three")
        #expect(game.properties.filter { $0.name == "C" }.map(\.value) == ["first", "second"])
        #expect(game.annotations.last == GGFAnnotation(evaluation: "-1", seconds: "3"))
    }

    @Test("spec 18.1: a board type of 8 with a variant's letters is played; GM in any case")
    func boardTypes() throws {
        #expect(try Self.game("(;GM[othello]TY[8r]B[f5];)").played.plies.count == 1)
        #expect(try Self.game("(;GM[Othello]TY[s8];)").value(of: "TY") == "s8")
    }
}
