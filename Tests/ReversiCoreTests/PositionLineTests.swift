import ReversiCore
import Testing

@Suite("Spec 12.3, 13.3: a position on one line, as `reversi solve` reads it")
struct PositionLineTests {
    static let initialCells =
        "---------------------------OX------XO---------------------------"

    @Test("the initial position: X dark, O light, row 1 first, then the side to move")
    func writesTheInitialPosition() {
        #expect(GameState.initial.line == Self.initialCells + " X")
    }

    @Test("a written position reads back as the same position, in either case")
    func readsItsOwnText() throws {
        #expect(try GameState(line: Self.initialCells + " X") == .initial)
        #expect(try GameState(line: Self.initialCells.lowercased() + " x") == .initial)
        let lightToMove = try GameState(line: Self.initialCells + " O")
        #expect(lightToMove.turn == .light)
        #expect(lightToMove.board == .initial)
    }

    @Test("each wrong line is refused with what is wrong, naming the text at fault")
    func refusesWithTheReason() {
        #expect(throws: PositionLineError.unexpectedText("extra")) {
            try GameState(line: Self.initialCells + " X extra")
        }
        #expect(throws: PositionLineError.unexpectedText("b")) {
            try GameState(line: Self.initialCells + " X b c")
        }
        #expect(throws: PositionLineError.unknownTurn("Z")) {
            try GameState(line: Self.initialCells + " Z")
        }
        #expect(throws: PositionLineError.unknownTurn("XO")) {
            try GameState(line: Self.initialCells + " XO")
        }
        #expect(throws: PositionLineError.missingTurn) {
            try GameState(line: Self.initialCells)
        }
        #expect(throws: PositionLineError.cellCount(63)) {
            try GameState(line: String(Self.initialCells.dropLast()) + " X")
        }
        #expect(throws: PositionLineError.missingBoard) {
            try GameState(line: "  ")
        }
    }

    @Test("the reasons read as sentences a user can act on")
    func describesTheReasons() {
        #expect(
            PositionLineError.unexpectedText("extra").description
                == "unexpected 'extra' after the side to move")
        #expect(
            PositionLineError.unknownTurn("Z").description
                == "unknown side to move 'Z' (expected X or O)")
    }
}
