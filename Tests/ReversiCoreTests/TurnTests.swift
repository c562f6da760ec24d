import ReversiCore
import Testing

@Suite("Spec 2.1, 2.2, 2.5: turns, passes, end of game")
struct TurnTests {
    @Test("a side with a legal move must place a disk: it may not pass")
    func mustPlace() throws {
        guard case .mustPlace(let moves) = GameModel.initial else {
            Issue.record("the initial position is \(GameModel.initial)")
            return
        }
        #expect(!moves.isEmpty)
        #expect(GameModel.initial.passing() == .failure(.hasLegalMove(.dark)))
    }

    @Test("a side with no legal move must pass when the opponent has one")
    func mustPass() throws {
        let model = try KnownGames.play(KnownGames.darkMustPass).current
        guard case .mustPass(let pass) = model else {
            Issue.record("expected dark to have to pass, found \(model)")
            return
        }
        #expect(pass.disk == .dark)
        #expect(pass.state.turn == .dark)
        #expect(LineRules.legalMoves(for: .dark, on: pass.state.board).isEmpty)
        #expect(
            LineRules.legalMoves(for: .light, on: pass.state.board) == pass.afterPass.coordinates)
    }

    @Test("the turn goes to the other side only when the pass is made")
    func passHandsOverTheTurn() throws {
        let model = try KnownGames.play(KnownGames.darkMustPass).current
        #expect(model.turn == .dark)
        let afterPass = try model.passing().get()
        #expect(afterPass.turn == .light)
        #expect(afterPass.board == model.board)
        guard case .mustPlace(let moves) = afterPass else {
            Issue.record("after dark's pass light should place, found \(afterPass)")
            return
        }
        #expect(moves.disk == .light)
    }

    @Test("if neither side has a legal move the game is over, with no pass, even with empty cells")
    func overBeforeTheBoardIsFull() throws {
        let model = try KnownGames.play(KnownGames.wipeOut).current
        guard case .completed(let finished) = model else {
            Issue.record("expected the game to be over, found \(model)")
            return
        }
        let board = finished.board
        #expect(board.emptyCount == 51)
        #expect(model.turn == nil)
        for disk in Disk.allCases {
            #expect(LineRules.legalMoves(for: disk, on: board).isEmpty)
        }
    }

    @Test(
        "a full board ends the game",
        arguments: [KnownGames.fullBoardTie, KnownGames.fullBoardLightWins])
    func overWhenFull(transcript: String) throws {
        let game = try KnownGames.play(transcript)
        #expect(game.plies.count == 60)
        #expect(game.current.board.emptyCount == 0)
        guard case .completed = game.current else {
            Issue.record("expected the game to be over, found \(game.current)")
            return
        }
    }

    @Test(
        "the side with more disks wins",
        arguments: [
            (KnownGames.wipeOut, Disk.dark, 13, 0),
            (KnownGames.fullBoardLightWins, Disk.light, 24, 40),
        ])
    func moreDisksWins(transcript: String, winner: Disk, dark: Int, light: Int) throws {
        let model = try KnownGames.play(transcript).current
        #expect(model.board.count(of: .dark) == dark)
        #expect(model.board.count(of: .light) == light)
        guard case .completed(let finished) = model else {
            Issue.record("expected the game to be over, found \(model)")
            return
        }
        #expect(finished.outcome == .won(winner))
    }

    @Test(
        "equal counts are a tie, on a full board or not",
        arguments: [(KnownGames.tieBeforeFullBoard, 2), (KnownGames.fullBoardTie, 0)])
    func equalCountsTie(transcript: String, empty: Int) throws {
        let model = try KnownGames.play(transcript).current
        #expect(model.board.emptyCount == empty)
        #expect(model.board.count(of: .dark) == model.board.count(of: .light))
        guard case .completed(let finished) = model else {
            Issue.record("expected the game to be over, found \(model)")
            return
        }
        #expect(finished.outcome == .tied)
    }

    @Test("every position of random games is in the one state the rules give it")
    func classification() throws {
        // The line-by-line rules are slow in a debug build, so a few games are enough here; the
        // checker covers every position up to its depth.
        for seed in UInt64(100)..<103 {
            for model in try positions(of: randomGame(seed: seed)) {
                let board = model.board
                func legal(_ disk: Disk) -> [Coordinate] {
                    LineRules.legalMoves(for: disk, on: board)
                }
                switch model {
                case .mustPlace(let moves):
                    #expect(moves.coordinates == legal(moves.disk), "seed \(seed)")
                case .mustPass(let pass):
                    #expect(
                        legal(pass.disk).isEmpty && !legal(pass.disk.flipped).isEmpty,
                        "seed \(seed)")
                case .completed(let finished):
                    #expect(legal(.dark).isEmpty && legal(.light).isEmpty, "seed \(seed)")
                    #expect(finished.outcome == Outcome(board), "seed \(seed)")
                }
            }
        }
    }
}
