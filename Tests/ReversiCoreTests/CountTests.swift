import ReversiCore
import ReversiSpecs
import Testing

@Suite("Spec 5.1: disk counts")
struct CountTests {
    @Test("both sides' counts come from the board: 2 and 2 at the start")
    func initialCounts() {
        #expect(Board.initial.count(of: .dark) == 2)
        #expect(Board.initial.count(of: .light) == 2)
        #expect(Board.empty.count(of: .dark) == 0 && Board.empty.count(of: .light) == 0)
    }

    @Test("counts are the number of cells holding each side's disk")
    func countsMatchCells() throws {
        let board = try Positions.eightLines.state().board
        #expect(board.count(of: .dark) == 8)
        #expect(board.count(of: .light) == 9)
        #expect(board.emptyCount == 47)
        #expect(board.cells(holding: .dark).count == 8)
        #expect(board.cells(holding: .light).allSatisfy { board[$0] == .light })
        #expect(board.cells(holding: nil).count == 47)
    }

    @Test(
        "after a move, the mover has the placed disk and every flipped one more; the other side loses the flipped ones"
    )
    func countsAfterAMove() throws {
        for seed in UInt64(300)..<305 {
            let game = try randomGame(seed: seed)
            for (ply, before) in zip(game.plies, try positions(of: game)) {
                guard case .placed(let move) = ply else { continue }
                let after = try before.placing(at: move.coordinate).get().next.board
                let flips = move.flipped.count
                #expect(
                    after.count(of: move.disk) == before.board.count(of: move.disk) + 1 + flips,
                    "seed \(seed) \(move)")
                #expect(
                    after.count(of: move.disk.flipped)
                        == before.board.count(of: move.disk.flipped) - flips, "seed \(seed) \(move)"
                )
            }
        }
    }
}
