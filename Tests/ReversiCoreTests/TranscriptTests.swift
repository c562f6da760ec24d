import ReversiCore
import ReversiSpecs
import Testing

@Suite("Transcripts: reading")
struct TranscriptReadingTests {
    private let opening: [Transcript.Entry] = [
        .place(.f5), .place(.d6), .place(.c3), .place(.d3), .place(.c4),
    ]

    @Test("coordinates run together are read one move at a time")
    func runTogether() throws {
        #expect(try Transcript(parsing: "f5d6c3d3c4").entries == opening)
    }

    @Test(
        "any case, and spaces, tabs or new lines between moves",
        arguments: [
            "F5D6C3D3C4", "f5 d6 c3 d3 c4", "  F5d6\tC3\nd3 c4  ",
        ])
    func caseAndSpaces(text: String) throws {
        #expect(try Transcript(parsing: text).entries == opening)
    }

    @Test(
        "a pass is written pass, pa, ps or xboard's @@@@, in any case",
        arguments: ["pass", "pa", "ps", "PASS", "Pa", "pS", "@@@@"])
    func passSpellings(spelling: String) throws {
        #expect(
            try Transcript(parsing: "f5\(spelling)d6").entries == [.place(.f5), .pass, .place(.d6)])
        #expect(try Transcript(parsing: spelling).entries == [.pass])
    }

    @Test(
        "every reader takes every spelling of a pass: a transcript, a GGF game's moves and the protocols' words read one set"
    )
    func oneSetOfPassSpellings() {
        for spelling in Transcript.Entry.passSpellings
            + Transcript.Entry.passSpellings.map({
                $0.uppercased()
            })
        {
            #expect(Transcript.Entry(word: spelling) == .pass, "\(spelling)")
        }
        #expect(Transcript.Entry(word: "F5") == .place(.f5))
        #expect(Transcript.Entry(word: "pas") == nil)
        #expect(Transcript.Entry.pass.description == "pass", "written one way")
    }

    @Test("an empty transcript has no moves", arguments: ["", "   ", "\n"])
    func empty(text: String) throws {
        #expect(try Transcript(parsing: text).entries.isEmpty)
    }

    @Test("a transcript prints in lower case, run together, with pass for a pass, and reads back")
    func canonicalForm() throws {
        let transcript = Transcript([.place(.f5), .pass, .place(.d6), .pass])
        #expect(transcript.description == "f5passd6pass")
        #expect(try Transcript(parsing: transcript.description) == transcript)
        #expect(try Transcript(parsing: "F5 ps D6 pa").description == "f5passd6pass")
    }

    @Test(
        "text that is not a move is refused, naming the move's index and what was written",
        arguments: [
            ("f5d6z9", 3, "z9"),
            ("f5 d", 2, "d"),
            ("f5i1", 2, "i1"),
            ("F5D0", 2, "D0"),
            ("x", 1, "x"),
            ("f5 pass f55", 4, "5"),
            ("f5,d6", 2, ",d"),
        ])
    func unreadable(text: String, index: Int, written: String) {
        #expect(throws: TranscriptError(index: index, written: written, problem: .unreadable)) {
            try Transcript(parsing: text)
        }
    }

    @Test("the error for text that is not a move says what a move looks like")
    func unreadableMessage() {
        let error = TranscriptError(index: 3, written: "z9", problem: .unreadable)
        #expect(
            error.description == "move 3 'z9' is not a move (expected a cell a1 to h8, or pass)")
    }

    @Test("control characters in a move are escaped in the error, never printed raw")
    func controlCharactersEscaped() {
        let error = TranscriptError(index: 2, written: "\u{1B}[\r\t\0", problem: .unreadable)
        #expect(error.description.hasPrefix(#"move 2 '\u{1B}[\r\t\u{0}' is not a move"#))
        #expect("Ünïcode f5".escapingControlCharacters == "Ünïcode f5")
    }
}

@Suite("Transcripts: playing")
struct TranscriptPlayingTests {
    @Test("a transcript plays from the initial position, and the last move keeps its flips")
    func playsFromInitial() throws {
        let game = try KnownGames.play("f5d6c3d3c4")
        #expect(game.start == .initial)
        #expect(
            game.current.board.description == """
                --------
                --------
                --xo----
                --xxx---
                ---oxx--
                ---o----
                --------
                --------
                """)
        #expect(game.current.turn == .light)
        let last = try #require(game.lastMove)
        #expect(last.disk == .dark)
        #expect(last.animationSteps == [.c4, .d4])
        #expect(
            game.plies.map(\.description) == [
                "dark f5", "light d6", "dark c3", "light d3", "dark c4",
            ])
    }

    @Test("a transcript plays from any position")
    func playsFromAnyPosition() throws {
        let start = try Positions.eightLines.game()
        let game = try PlayedGame(Transcript(parsing: "d4"), from: start)
        #expect(game.start == start)
        #expect(game.lastMove?.flipped.count == 9)
        #expect(game.current.turn == nil)
    }

    @Test(
        "a forced pass may be written (pass, pa, ps) or left out, to the same effect",
        arguments: [" pass g5", " pa g5", " ps g5", " g5"])
    func forcedPass(rest: String) throws {
        let game = try KnownGames.play(KnownGames.darkMustPass + rest)
        #expect(game.plies.count == 10)
        #expect(game.plies[8] == .passed(.dark))
        #expect(game.lastMove?.disk == .light)
        #expect(game.lastMove?.coordinate == .g5)
    }

    @Test("a whole game plays the same with its forced passes left out")
    func passesLeftOut() throws {
        let written = try KnownGames.play(KnownGames.withPasses)
        // The last pass comes before the game's last move, so every one of them can go.
        let omitted = try KnownGames.play(
            KnownGames.withPasses.split(separator: " ").filter { $0 != "pass" }.joined())
        #expect(omitted == written)
        #expect(written.plies.filter { if case .passed = $0 { true } else { false } }.count == 3)
    }

    @Test("a forced pass at the end is not played until the transcript says so")
    func trailingPassWaits() throws {
        let model = try KnownGames.play(KnownGames.darkMustPass).current
        guard case .mustPass = model else {
            Issue.record("expected dark to have to pass, found \(model)")
            return
        }
    }

    @Test(
        "an illegal move is refused with its index, as written in canonical form, the side and the reason",
        arguments: [
            ("f5d6c3d3c4f4a1", "move 7 'a1' is illegal for dark: it flips nothing"),
            ("f5F5", "move 2 'f5' is illegal for light: f5 is occupied"),
            ("f5 pa", "move 2 'pass' is illegal for light: light has a legal move"),
            (KnownGames.darkMustPass + "a1", "move 9 'a1' is illegal for light: it flips nothing"),
            (KnownGames.wipeOut + "a1", "move 10 'a1' comes after the end of the game"),
            (KnownGames.wipeOut + "pass", "move 10 'pass' comes after the end of the game"),
        ])
    func illegalMoves(transcript: String, message: String) throws {
        let parsed = try Transcript(parsing: transcript)
        let error = try #require(throws: TranscriptError.self) { try PlayedGame(parsed) }
        #expect(error.description == message)
    }

    @Test("the error keeps the index and the game model's reason")
    func illegalMoveDetails() throws {
        let parsed = try Transcript(parsing: "f5d6c3d3c4f4a1")
        #expect(
            throws: TranscriptError(
                index: 7, written: "a1", problem: .illegal(for: .dark, .flipsNothing(.a1, .dark)))
        ) { try PlayedGame(parsed) }
    }
}

@Suite("Transcripts: writing a played game back")
struct TranscriptWritingTests {
    @Test("a played game writes back every ply, a left-out forced pass included")
    func export() throws {
        #expect(try KnownGames.play("F5 d6 C3").transcript.description == "f5d6c3")
        #expect(
            try KnownGames.play(KnownGames.darkMustPass + "g5").transcript.description
                == KnownGames.darkMustPass + "passg5")
    }

    @Test("random games written as transcripts read and play back to the same game")
    func roundTrip() throws {
        for seed in UInt64(0)..<40 {
            let game = try randomGame(seed: seed)
            let text = game.transcript.description
            let replayed = try PlayedGame(Transcript(parsing: text))
            #expect(replayed == game, "seed \(seed): \(text)")
        }
    }
}
