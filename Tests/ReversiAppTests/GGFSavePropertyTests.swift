import PropertyCheck
import ReversiCore
import ReversiSpecs
import Testing

@testable import ReversiApp

/// A game saved with its record and written out as GGF, as `reversi record --format ggf` does,
/// reads back as the saved game.
@Suite("Spec 18.4, 12.5: a save and its record, written as GGF, read back as the same game")
struct GGFSavePropertyTests {
    /// A random game from a random start (up to 20 random plies from the initial position),
    /// saved and loaded through both files, then through GGF.
    static let property = Property("save + record, then GGF, reads back as the saved game") {
        choices in
        var opening = PlayedGame()
        try play(&opening, plies: choices.choose(below: 21), &choices)
        var game = PlayedGame(from: opening.current)
        try play(&game, plies: choices.choose(below: 70), &choices)
        choices.note("start \(game.start.line), moves \(game.transcript)")

        let saved = SavedGame(record: game, modes: .manual)
        let loaded = try SaveFormat.decode(SaveFormat.encode(saved)).game
        let record = try RecordFormat.decode(
            bytes: Array(RecordFormat.encode(game).utf8), endingAt: loaded)
        let text = GGFGame(record, properties: GGFGame.describing(record)).text
        choices.note(text)
        let read = try GGFFile.game(1, in: Array(text.utf8))
        guard read.played == game else {
            throw PropertyFailure("the GGF game is not the saved game")
        }
        guard read.properties == GGFGame.describing(game) else {
            throw PropertyFailure("the properties written are not read back")
        }
    }

    private static func play(_ game: inout PlayedGame, plies: Int, _ choices: inout Choices) throws
    {
        for _ in 0..<plies {
            switch game.current {
            case .completed: return
            case .mustPass: try game.play(.pass)
            case .mustPlace(let moves):
                try game.play(.place(moves.coordinates[choices.choose(below: moves.count)]))
            }
        }
    }

    @Test("spec 18.4: 300 random saved games, written as GGF, read back as the saved game")
    func saveThenGGF() {
        if let report = PropertySettings.testFailure(
            of: Self.property, cases: 300, filter: "GGFSavePropertyTests")
        {
            Issue.record(Comment(rawValue: report))
        }
    }

    @Test("spec 18.1: a finished game's result is written from dark's side; a game going on is ?")
    func result() throws {
        let wipeOut = try PlayedGame(Transcript(parsing: "f5f6d3e3f3c5b5f4f7"))
        #expect(GGFGame.describing(wipeOut).first { $0.name == "RE" }?.value == "+64")
        #expect(GGFGame.describing(PlayedGame()).first { $0.name == "RE" }?.value == "?")
    }
}
