import ReversiCore
import Testing

@Suite("Opening names (spec 19.4)")
struct OpeningNameTests {
    private static func line(_ name: String) -> Opening? {
        Opening.all.first { $0.name == name }
    }

    @Test("spec 19.4: every line of the table reads, and the list has at least 60 lines")
    func listReads() {
        #expect(Opening.all.count == Opening.table.count)
        #expect(Opening.all.count >= 60)
    }

    @Test("spec 19.4: every line is legal from the standard start")
    func linesAreLegal() {
        for opening in Opening.all {
            let transcript = Transcript(opening.moves.map { .place($0) })
            #expect(throws: Never.self, "\(opening.name)") { try PlayedGame(transcript) }
        }
    }

    @Test("spec 19.4: names are unique, and no two lines have the same moves")
    func unique() {
        let names = Opening.all.flatMap { [$0.name] + $0.otherNames }
        #expect(Set(names).count == names.count)
        #expect(Set(Opening.all.map(\.moves)).count == Opening.all.count)
    }

    @Test(
        "spec 19.4: a played game is named from the initial position, and not from a given one, even with the same moves"
    )
    func playedGameFromItsStart() throws {
        let transcript = Transcript([.place(.f5), .place(.d6)])
        let fromInitial = try PlayedGame(transcript)
        #expect(OpeningName.longestMatch(for: fromInitial) != nil)
        #expect(
            OpeningName.longestMatch(for: fromInitial)
                == OpeningName.longestMatch(for: transcript.entries))
        // The initial position with a dark disk added on a1: f5 and d6 are still legal there.
        let other = try GameModel(
            line: "x" + String(repeating: "-", count: 26) + "ox------xo"
                + String(repeating: "-", count: 27)
                + " X")
        #expect(other != .initial)
        let fromGiven = try PlayedGame(transcript, from: other)
        #expect(fromGiven.transcript.entries == fromInitial.transcript.entries)
        #expect(OpeningName.longestMatch(for: fromGiven) == nil)
    }

    @Test(
        "spec 19.4: each line, played in each of the four orientations of the start, is named by itself",
        arguments: StartSymmetry.allCases)
    func everyOrientation(symmetry: StartSymmetry) throws {
        for opening in Opening.all {
            let moves = opening.moves.map(symmetry.image(of:))
            #expect(moves.first == symmetry.image(of: .f5))
            #expect(throws: Never.self) { try PlayedGame(Transcript(moves.map { .place($0) })) }
            #expect(OpeningName.longestMatch(for: moves) == opening, "\(opening.name)")
        }
    }

    @Test("spec 19.4: the four orientations begin on the four first moves")
    func fourFirstMoves() {
        #expect(Set(StartSymmetry.allCases.map { $0.image(of: .f5) }) == [.f5, .e6, .d3, .c4])
    }

    @Test("spec 19.4: the Tiger is f5 d6 c3 d3 c4, and a game that leaves it keeps its name")
    func tigerAndBeyond() throws {
        let tiger = try #require(Self.line("Tiger"))
        #expect(tiger.moves == [.f5, .d6, .c3, .d3, .c4])
        #expect(OpeningName.longestMatch(for: tiger.moves + [.b5]) == tiger)
        #expect(
            OpeningName.longestMatch(for: [.f5, .d6, .c3, .d3])?.name == "Perpendicular Opening")
        #expect(OpeningName.longestMatch(for: [.c4, .e3, .f6, .e6, .f5])?.name == "Tiger")
    }

    @Test("spec 19.4: no name before a named line begins, and none after a pass")
    func noName() {
        #expect(OpeningName.longestMatch(for: [Coordinate]()) == nil)
        #expect(OpeningName.longestMatch(for: [.f5]) == nil)
        #expect(OpeningName.longestMatch(for: [.a1, .f6]) == nil)
        #expect(
            OpeningName.longestMatch(for: [Transcript.Entry.pass, .place(.f5), .place(.f6)]) == nil)
        #expect(
            OpeningName.longestMatch(for: [Transcript.Entry.place(.f5), .place(.f6), .pass])?.name
                == "Diagonal Opening")
    }
}
