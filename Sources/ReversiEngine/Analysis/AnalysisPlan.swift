import ReversiCore

/// The searches an analysis of a game needs (spec 19.1).
///
/// - the value of every position where a disk must be placed, and where the game stops on a
///   forced pass, of the position after it (a pass inside the game takes the value of the
///   position after it, and a finished game its final score, so neither is searched);
/// - for a move played in a position that is not solved, the position it leads to searched
///   one ply shallower, so that the move's score comes from the same leaves as the best
///   move's: a search one ply deeper would answer from the other side's leaves, and the
///   difference between the two, not the move, would show as a loss.
public struct AnalysisPlan: Hashable, Sendable {
    public let game: PlayedGame
    public let searches: [Search]

    /// What a search is for, and the index it is for.
    public struct Key: Hashable, Sendable {
        public let purpose: Purpose
        /// For `.position`, an index into `game.positions`; for `.playedMove`, into
        /// `game.plies`.
        public let index: Int
    }

    public enum Purpose: Hashable, Sendable {
        case position
        case playedMove
    }

    /// One search: its key, and the moves of the position it searches.
    public struct Search: Hashable, Sendable {
        public let key: Key
        public let moves: LegalMoves
    }

    public init(_ game: PlayedGame, exactEmpties: Int) {
        self.game = game
        let models = game.positions
        var searches: [Search] = []
        for index in models.indices {
            let key = Key(purpose: .position, index: index)
            switch models[index] {
            case .mustPlace(let moves):
                searches.append(Search(key: key, moves: moves))
                if index + 1 < models.count, moves.state.board.emptyCount - 1 > exactEmpties,
                    let after = Self.movesAfter(models[index + 1])
                {
                    searches.append(
                        Search(key: Key(purpose: .playedMove, index: index), moves: after))
                }
            case .mustPass(let pass) where index == models.count - 1:
                searches.append(Search(key: key, moves: pass.afterPass))
            case .mustPass, .completed: break
            }
        }
        self.searches = searches
    }

    /// The moves of the next placement after `model`: its own, or after its forced pass.
    private static func movesAfter(_ model: GameModel) -> LegalMoves? {
        switch model {
        case .mustPlace(let moves): moves
        case .mustPass(let pass): pass.afterPass
        case .completed: nil
        }
    }
}
