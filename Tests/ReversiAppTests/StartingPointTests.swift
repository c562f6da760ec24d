import ReversiCore
import ReversiSpecs
import Testing

@testable import ReversiApp

@Suite("Spec 12.3: a game given at launch, from moves or from a position")
struct StartingPointTests {
    /// The initial position in the one-line form, and after dark's d3.
    static let initialLine =
        String(repeating: "-", count: 27) + "OX------XO"
        + String(repeating: "-", count: 27) + " X"
    static let afterD3 =
        String(repeating: "-", count: 19) + "X-------XX------XO"
        + String(repeating: "-", count: 27) + " O"

    @Test(
        "spec 12.1, 12.3: moves run together, spaced or in any case are the record from the initial position",
        arguments: ["f5d6c3d3", "f5 d6 c3 d3", "F5D6 C3  d3"])
    func moves(text: String) throws {
        let start = try StartingPoint(moves: text)
        #expect(start.record.start == .initial)
        #expect(start.record.transcript.description == "f5d6c3d3")
        #expect(start.record.current.turn == .dark)
    }

    @Test("spec 12.3: no moves at all is the initial position")
    func noMoves() throws {
        #expect(try StartingPoint(moves: "").record == PlayedGame(from: .initial))
    }

    @Test("spec 12.3, 12.4: a record as reversi record prints it starts at its own position")
    func recordWithItsStart() throws {
        let start = try StartingPoint(moves: Self.afterD3 + " c3")
        #expect(start.record.start == (try StartingPoint(position: Self.afterD3)).record.start)
        #expect(start.record.transcript.description == "c3")
        // The position on a line of its own and the moves on the next, or run on after it.
        for text in [Self.afterD3 + "\nc3", Self.afterD3 + "c3"] {
            let written = try StartingPoint(moves: text)
            #expect(written.record.start == start.record.start, "\(text)")
            #expect(written.record.transcript.description == "c3", "\(text)")
        }
    }

    @Test("spec 12.3: 32 moves run together are moves, not a position of 64 characters")
    func thirtyTwoMovesRunTogether() throws {
        var game = PlayedGame()
        for _ in 0..<32 {
            let moves = try #require(game.current.legalMoves)
            try game.play(.place(moves.coordinates[moves.coordinates.count / 2]))
        }
        let text = game.transcript.description
        #expect(text.count == 64)
        let read = try StartingPoint(moves: text).record
        #expect(read.transcript == game.transcript, "\(read.transcript) \(game.transcript)")
    }

    @Test("spec 2.3, 12.3: a forced pass may be written or left out")
    func passes() throws {
        let position = Positions.mustPass(.light)
        let line = GameState(board: position.board, turn: .light).line
        let alert = try StartingPoint(position: line)
        guard case .mustPass = alert.record.current else {
            Issue.record("light must pass at \(line)")
            return
        }
        let dark = try #require(LegalMoves(position.passed)).coordinates.sorted()[0]
        let written = try StartingPoint(moves: line + " pass \(dark)")
        let inferred = try StartingPoint(moves: line + " \(dark)")
        #expect(written == inferred)
        #expect(written.record.plies.count == 2)
    }

    @Test("spec 2.5, 12.3: a position where the game is over starts over: it is shown as such")
    func gameOver() throws {
        let line = "X" + String(repeating: "-", count: 63) + " O"
        guard case .completed = try StartingPoint(position: line).record.current else {
            Issue.record("a board with dark's disks alone is a finished game")
            return
        }
    }

    @Test(
        "spec 12.3, 15.1: a bad move, an illegal one, a wrong position or an empty board is refused, naming what is wrong",
        arguments: [
            ("f5zz", "move 2 'zz' is not a move"),
            ("f5a1", "move 2 'a1' is illegal for light: it flips nothing"),
            ("f5f5", "move 2 'f5' is illegal for light: f5 is occupied"),
            // A record may start with a position: an empty one is refused as at --from-position.
            (String(repeating: "-", count: 64) + " X", "the board is empty"),
        ])
    func badMoves(text: String, message: String) {
        #expect(throws: StartingPointError.self) { try StartingPoint(moves: text) }
        do {
            _ = try StartingPoint(moves: text)
        } catch {
            #expect(error.description.hasPrefix(message), "\(error)")
        }
    }

    @Test(
        "spec 12.3, 15.1: a position with the wrong cell count, symbol or side, or an empty board, is refused",
        arguments: [
            ("XO X", "expected 64 cells, found 2"),
            (
                String(repeating: "-", count: 63) + "Z X",
                "unknown symbol 'Z' at h8 (expected X, O or -)"
            ),
            (
                String(repeating: "-", count: 27) + "OX------XO" + String(repeating: "-", count: 27)
                    + " Y", "unknown side to move 'Y' (expected X or O)"
            ),
            (String(repeating: "-", count: 64) + " X", "the board is empty"),
        ])
    func badPositions(text: String, message: String) {
        do {
            _ = try StartingPoint(position: text)
            Issue.record("'\(text)' was accepted")
        } catch {
            #expect(error.description.hasPrefix(message), "\(error)")
        }
    }

    @Test(
        "spec 12.3, 11.1, 15.8: launched from moves, the game is there with the modes asked for, the record starts at the start, undo goes back to it and no further"
    )
    func launchFromMoves() throws {
        let start = try StartingPoint(moves: "f5d6")
        var store = AppTestStore()
        store.checksRecord = true
        let moves = try #require(start.record.current.legalMoves)
        var screen = Screen.toPlace(moves, modes: UndoRedoTests.lightComputer)
        screen.record = start.record.transcript.entries
        screen.lastMove = .d6
        screen.canUndo = true
        screen.notice = .started(start, setAside: "kept aside")
        // Nothing is saved at the launch: like --new, the first save replaces the saved game.
        store.launch(
            .started(start, setAside: "kept aside"),
            requested: RequestedModes(dark: .manual, light: .computer), [], screen: screen)
        try store.send(
            .person(.undoPressed), [try UndoRedoTests.save("", UndoRedoTests.lightComputer)]
        ) {
            $0 = try UndoRedoTests.screen(
                "", modes: UndoRedoTests.lightComputer, canUndo: false, canRedo: true)
        }
        try store.refuses(.person(.undoPressed), .nothingToUndo)
    }

    @Test("spec 12.3, 11.1: launched from a position, undo goes back to it and no further")
    func launchFromPosition() throws {
        let start = try StartingPoint(position: Self.afterD3)
        var state = reduce(
            .launching, .world(.launched(.started(start, setAside: nil), requested: .none))
        )
        .0
        #expect(state.screen?.notice == .started(start, setAside: nil))
        #expect(state.screen?.canUndo == false)
        #expect(state.screen?.record == [])
        state = reduce(state, .person(.cellSelected(.c3))).0
        #expect(state.screen?.record == [.place(.c3)])
        state = reduce(state, .person(.undoPressed)).0
        #expect(state.record.played == start.record, "back at the position given")
        #expect(state.screen?.canUndo == false)
    }

    @Test(
        "spec 19.4, 12.3: the screen names the opening of moves from the initial position, and none for the same moves from a given position"
    )
    func openingOnlyFromTheInitialPosition() throws {
        func screen(after start: StartingPoint) throws -> Screen {
            var state = reduce(
                .launching, .world(.launched(.started(start, setAside: nil), requested: .none))
            ).0
            for cell in [Coordinate.f5, .d6] {
                var effects: [Effect]
                (state, effects) = reduce(state, .person(.cellSelected(cell)))
                // The move's disks are shown one step at a time until no step is scheduled.
                while let ticket = effects.lazy.compactMap(\.animationStep).first {
                    (state, effects) = reduce(state, .world(.animationStepFinished(ticket)))
                }
            }
            return try #require(state.screen)
        }
        let fromInitial = try screen(after: StartingPoint(position: Self.initialLine))
        #expect(fromInitial.record == [.place(.f5), .place(.d6)])
        #expect(fromInitial.opening != nil)
        // The initial position with a dark disk added on a1: the same two moves are legal.
        let elsewhere = "X" + Self.initialLine.dropFirst()
        let fromGiven = try screen(after: StartingPoint(position: elsewhere))
        #expect(fromGiven.record == fromInitial.record)
        #expect(fromGiven.opening == nil)
    }
}

extension Effect {
    /// The ticket of a scheduled animation step, if this is one.
    fileprivate var animationStep: Ticket? {
        if case .scheduleAnimationStep(let ticket) = self { ticket } else { nil }
    }
}
