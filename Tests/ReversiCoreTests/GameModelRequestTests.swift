import ReversiCore
import Testing

@Suite("Spec 1.4, 2.1, 2.2, 2.5: the game model accepts a request or refuses it with a reason")
struct GameModelRequestTests {
    @Test("placing on an occupied cell is refused")
    func occupied() {
        #expect(GameModel.initial.placing(at: .d4) == .failure(.occupied(.d4)))
        #expect(GameModel.Rejection.occupied(.d4).description == "d4 is occupied")
    }

    @Test("placing where nothing flips is refused")
    func flipsNothing() {
        #expect(GameModel.initial.placing(at: .a1) == .failure(.flipsNothing(.a1, .dark)))
        #expect(GameModel.initial.placing(at: .c3) == .failure(.flipsNothing(.c3, .dark)))
        #expect(
            GameModel.Rejection.flipsNothing(.a1, .dark).description == "a1 flips nothing for dark")
    }

    @Test("passing while a legal move exists is refused")
    func passWithAMove() {
        #expect(GameModel.initial.passing() == .failure(.hasLegalMove(.dark)))
        #expect(
            GameModel.Rejection.hasLegalMove(.dark).description
                == "dark has a legal move and cannot pass")
    }

    @Test("placing when the side must pass is refused, on every cell")
    func placeWhenMustPass() throws {
        let model = try KnownGames.play(KnownGames.darkMustPass).current
        for cell in Coordinate.all {
            #expect(model.placing(at: cell) == .failure(.mustPass(.dark)), "\(cell)")
        }
        #expect(
            GameModel.Rejection.mustPass(.dark).description
                == "dark has no legal move and must pass")
    }

    @Test("after the game is over, every placement and every pass is refused")
    func afterGameOver() throws {
        let model = try KnownGames.play(KnownGames.wipeOut).current
        for cell in Coordinate.all {
            #expect(model.placing(at: cell) == .failure(.gameOver), "\(cell)")
        }
        #expect(model.passing() == .failure(.gameOver))
        #expect(GameModel.Rejection.gameOver.description == "the game is over")
    }

    @Test("a legal placement is accepted with its move, and the other side is to move next")
    func accepted() throws {
        let placement = try GameModel.initial.placing(at: .f5).get()
        #expect(placement.move.coordinate == .f5)
        #expect(placement.move.disk == .dark)
        #expect(placement.next.turn == .light)
        var expected = Board.initial
        for cell in placement.move.animationSteps { expected[cell] = .dark }
        #expect(placement.next.board == expected)
    }

    @Test("in random games every request is accepted exactly when the rules allow it")
    func acceptedExactlyWhenLegal() throws {
        for seed in UInt64(200)..<204 {
            for model in try positions(of: randomGame(seed: seed)) {
                let legal = Set(model.legalMoves?.coordinates ?? [])
                for cell in Coordinate.all {
                    let accepted = (try? model.placing(at: cell).get()) != nil
                    #expect(accepted == legal.contains(cell), "seed \(seed), \(cell) in \(model)")
                }
                let passAccepted = (try? model.passing().get()) != nil
                #expect(passAccepted == (model.turn != nil && legal.isEmpty), "seed \(seed)")
            }
        }
    }
}
