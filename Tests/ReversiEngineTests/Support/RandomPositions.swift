import PropertyCheck
import ReversiCore

enum RandomPositions {
    /// A position reached by random play from the start, stopped as soon as at most `empties`
    /// cells are empty (a number drawn from the range) or the game is over. Any kind of
    /// position comes out: a side to place, a side that must pass, a finished game. Shrinking
    /// lowers the target (fewer empties) and picks earlier moves.
    static func withAtMost(_ empties: ClosedRange<Int>) -> Generator<GameState> {
        Generator { choices in
            let target = empties.upperBound - choices.choose(below: empties.count)
            var state = GameState.initial
            while state.board.emptyCount > target {
                switch GameModel(state) {
                case .mustPlace(let moves):
                    let move = moves[choices.choose(below: moves.count)]
                    // A move of `moves` is always accepted: the failure case cannot happen.
                    guard
                        case .success(let placement) = GameModel(state).placing(at: move.coordinate)
                    else { return state }
                    state = GameState(board: placement.next.board, turn: state.turn.flipped)
                case .mustPass(let pass):
                    state = pass.afterPass.state
                case .completed:
                    return state
                }
            }
            return state
        }
    }

    /// Any filling of the 64 cells, each empty, the side to move's or the opponent's with equal
    /// odds: boards no game reaches, for code that must hold on every board.
    static let anyCells = Generator { choices in
        var own: UInt64 = 0
        var opponent: UInt64 = 0
        for index in 0..<64 {
            switch choices.choose(below: 3) {
            case 0: own |= 1 << UInt64(index)
            case 1: opponent |= 1 << UInt64(index)
            default: break
            }
        }
        return Bitboards(own: own, opponent: opponent)
    }

    /// A board that no game need reach: `empties` cells empty, and of the others nine in ten
    /// dark on average, so that a side is often wiped out or nearly, and the exact scores come
    /// near ±64, where the solver's bounds are at their ends. Either side to move.
    static func lopsided(empties: ClosedRange<Int>) -> Generator<GameState> {
        Generator { choices in
            let count = empties.lowerBound + choices.choose(below: empties.count)
            var cells = Coordinate.all
            var board = Board.empty
            for cell in cells { board[cell] = choices.choose(below: 10) == 0 ? .light : .dark }
            for _ in 0..<count {
                let cell = cells.remove(at: choices.choose(below: cells.count))
                board[cell] = nil
            }
            return GameState(board: board, turn: choices.choose(below: 2) == 0 ? .dark : .light)
        }
    }
}
