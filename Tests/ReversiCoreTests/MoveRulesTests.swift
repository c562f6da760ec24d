import ReversiCore
import ReversiSpecs
import Testing

@Suite("Spec 1.3, 1.4, 1.5: the initial position and legal moves")
struct MoveRulesTests {
    @Test("initial position: d4 light, e4 dark, d5 dark, e5 light, nothing else")
    func initialPosition() {
        #expect(Board.initial[.d4] == .light)
        #expect(Board.initial[.e4] == .dark)
        #expect(Board.initial[.d5] == .dark)
        #expect(Board.initial[.e5] == .light)
        #expect(Board.initial.emptyCount == 60)
    }

    @Test("dark moves first")
    func darkFirst() {
        #expect(GameState.initial.turn == .dark)
        #expect(GameModel.initial.turn == .dark)
    }

    @Test("dark's legal first moves are d3, c4, f5 and e6")
    func openingMoves() throws {
        let moves = try #require(GameModel.initial.legalMoves)
        #expect(Set(moves.coordinates) == [.d3, .c4, .f5, .e6])
        #expect(moves.map(\.coordinate) == moves.coordinates)
        #expect(LineRules.legalMoves(for: .dark, on: .initial) == moves.coordinates)
    }

    @Test(
        "each opening move flips the one light disk it closes",
        arguments: [(Coordinate.d3, Coordinate.d4), (.c4, .d4), (.f5, .e5), (.e6, .e5)])
    func openingMoveFlips(cell: Coordinate, flipped: Coordinate) throws {
        let placement = try GameModel.initial.placing(at: cell).get()
        #expect(placement.move.disk == .dark)
        #expect(placement.move.flipped == [flipped])
        let board = placement.next.board
        #expect(board[cell] == .dark && board[flipped] == .dark)
        #expect(board.count(of: .dark) == 4 && board.count(of: .light) == 1)
        #expect(placement.next.turn == .light)
    }

    @Test("a move is legal only on an empty cell that flips at least one opposing disk")
    func legalOnlyWhenFlipping() throws {
        let moves = try #require(GameModel.initial.legalMoves)
        for cell in Coordinate.all {
            let flips = LineRules.flipped(placing: .dark, at: cell, on: .initial)
            let legal = Board.initial[cell] == nil && !flips.isEmpty
            #expect(moves.contains(cell) == legal, "\(cell)")
        }
        #expect(moves.move(at: .d4) == nil)
        #expect(moves.move(at: .a1) == nil)
        #expect(moves.move(at: .c3) == nil)
    }

    @Test("all flippable lines of a move flip together, in all eight directions")
    func allLinesFlip() throws {
        let board = try Positions.eightLines.state().board
        let placement = try GameModel(GameState(board: board, turn: .dark)).placing(at: .d4).get()
        #expect(Set(placement.move.flipped) == [.c3, .d3, .d2, .e3, .e4, .e5, .d5, .c5, .c4])
        #expect(
            placement.next.board.description == """
                ---x----
                -x-x-x--
                --xxx---
                -xxxxx--
                --xxx---
                -x-x-x--
                --------
                --------
                """)
    }

    @Test("the legal moves and flips agree with the line-by-line rules in random games")
    func agreesWithLineRules() throws {
        for seed in UInt64(1)...2 {
            let game = try randomGame(seed: seed)
            for (ply, model) in zip(game.plies, try positions(of: game)) {
                for disk in Disk.allCases {
                    let bitboardMoves = LegalMoves(GameState(board: model.board, turn: disk))
                    let reference = LineRules.legalMoves(for: disk, on: model.board)
                    #expect((bitboardMoves?.coordinates ?? []) == reference, "seed \(seed)")
                }
                if case .placed(let move) = ply {
                    #expect(
                        move.flipped
                            == LineRules.flipped(
                                placing: move.disk, at: move.coordinate, on: model.board),
                        "seed \(seed) \(move)")
                }
            }
        }
    }
}
