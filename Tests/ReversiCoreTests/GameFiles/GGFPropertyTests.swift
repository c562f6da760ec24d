import PropertyCheck
import ReversiSpecs
import Testing

@testable import ReversiCore

/// Random legal games, written and read back: GGF loses nothing a game or a transcript holds,
/// and no mutation of a valid file crashes the reader.
@Suite("Spec 18.4: GGF round trips, and mutated files (spec 18.1)")
struct GGFPropertyTests {
    /// A game drawn from `choices`: a start reached by up to 20 random plies (so most games
    /// start from a position of their own), then up to a whole game of random plies.
    static func randomGame(_ choices: inout Choices) throws -> PlayedGame {
        var opening = PlayedGame()
        try playRandomly(&opening, plies: choices.choose(below: 21), &choices)
        var game = PlayedGame(from: opening.current)
        try playRandomly(&game, plies: choices.choose(below: 70), &choices)
        return game
    }

    private static func playRandomly(_ game: inout PlayedGame, plies: Int, _ choices: inout Choices)
        throws
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

    /// Values GGF must escape or carry as they are: brackets, backslashes, new lines, accents.
    static let awkwardValues = [
        "", "Alice", "a]b", "\\", "x\\]y", "line\nbreak", "é and ü", "]\u{301}", "15:00//02:00",
        "[",
    ]

    /// The game with random annotations and random kept properties.
    static func decorated(_ played: PlayedGame, _ choices: inout Choices) -> GGFGame {
        let numbers = ["", "0", "-1.5", "+2", ".25", "3.", "-0.00", "12.75"]
        let annotations = played.plies.map { _ -> GGFAnnotation? in
            let pick = { (choices: inout Choices) -> String? in
                let text = numbers[choices.choose(below: numbers.count)]
                return text.isEmpty ? nil : text
            }
            return GGFAnnotation(evaluation: pick(&choices), seconds: pick(&choices))
        }
        let names = ["PB", "PW", "RE", "TI", "C", "XYZ", "TY"]
        let properties = (0..<choices.choose(below: 6)).compactMap { _ in
            GGFProperty(
                name: names[choices.choose(below: names.count)],
                value: awkwardValues[choices.choose(below: awkwardValues.count)])
        }
        return GGFGame(played: played, annotations: annotations, properties: properties)
    }

    static func read(_ text: String) throws -> [GGFGame] { try GGFFile.games(in: Array(text.utf8)) }

    static let transcriptRoundTrip = Property("transcript, then GGF, reads back as the same game") {
        choices in
        let game = try randomGame(&choices)
        let fromTranscript = try PlayedGame(
            Transcript(parsing: game.transcript.description), from: game.start)
        let text = GGFGame(fromTranscript).text
        choices.note(text)
        guard try read(text).map(\.played) == [game] else {
            throw PropertyFailure("the GGF game is not the transcript's game")
        }
    }

    static let ggfRoundTrip = Property("GGF read and written again is the same text and game") {
        choices in
        let games = (0...choices.choose(below: 3)).map { _ in
            (try? randomGame(&choices)).map { decorated($0, &choices) }
        }
        .compactMap { $0 }
        let text = GGFFile.text(of: games)
        choices.note(text)
        let read = try read(text)
        guard read == games else { throw PropertyFailure("the games read differ") }
        guard GGFFile.text(of: read) == text else { throw PropertyFailure("the text differs") }
    }

    /// Cuts, byte flips, inserted and deleted bytes, repeated pieces.
    static func mutated(_ bytes: [UInt8], _ choices: inout Choices) -> [UInt8] {
        var bytes = bytes
        for _ in 0...choices.choose(below: 4) where !bytes.isEmpty {
            let at = choices.choose(below: bytes.count)
            switch choices.choose(below: 5) {
            case 0: bytes = Array(bytes.prefix(at))
            case 1: bytes[at] = UInt8(choices.choose(below: 256))
            case 2:
                let syntax: [UInt8] = Array("()[];\\/ BWPA*O-8".utf8)
                bytes.insert(syntax[choices.choose(below: syntax.count)], at: at)
            case 3: bytes.remove(at: at)
            default:
                let piece = bytes[at..<min(bytes.count, at + choices.choose(below: 40))]
                bytes.insert(contentsOf: piece, at: at)
            }
        }
        return bytes
    }

    static let mutations = Property("a mutated GGF file is a typed error or valid games") {
        choices in
        let game = decorated(try randomGame(&choices), &choices)
        let bytes = mutated(Array((game.text + "\n" + game.text).utf8), &choices)
        choices.note(String(decoding: bytes, as: UTF8.self))
        do {
            for read in try GGFFile.games(in: bytes) {
                let replayed = try PlayedGame(read.played.transcript, from: read.played.start)
                guard replayed == read.played, read.annotations.count == read.played.plies.count
                else { throw PropertyFailure("a game read is not the replay of its moves") }
            }
        } catch is GGFError {
            // A typed error is a right answer to a broken file.
        }
    }

    static func check(_ property: Property, cases: Int) {
        if let report = PropertySettings.testFailure(
            of: property, cases: cases, filter: "GGFPropertyTests")
        {
            Issue.record(Comment(rawValue: report))
        }
    }

    @Test("spec 18.4: 300 random games as transcripts, written as GGF, read back the same")
    func transcriptThenGGF() { Self.check(Self.transcriptRoundTrip, cases: 300) }

    @Test("spec 18.4: 300 random files of annotated games read and write back the same")
    func ggfThenGGF() { Self.check(Self.ggfRoundTrip, cases: 300) }

    @Test("spec 18.1: 2000 mutated files each give a typed error or valid games, never a crash")
    func mutatedFiles() { Self.check(Self.mutations, cases: 2000) }

    @Test("spec 18.1: megabyte values, names and garbage are read in one pass")
    func megabytes() {
        let long = String(repeating: "x", count: 1 << 20)
        #expect(throws: GGFError.self) { try Self.read(long) }
        #expect(throws: GGFError.self) { try Self.read("(;" + long + ";)") }
        #expect(throws: GGFError.self) { try Self.read("(;B[" + long + "];)") }
        #expect((try? Self.read("(;C[" + long + "];)"))?.first?.value(of: "C")?.count == 1 << 20)
        let binary = (0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) }
        #expect(throws: GGFError.self) { try GGFFile.games(in: binary) }
    }
}
