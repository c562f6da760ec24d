import ReversiApp
import ReversiCore
import ReversiEngine

/// Games between two computer levels, for the strength checks of spec 10.2.
///
/// The games come in pairs: both start from the same opening (a few uniformly random plies
/// drawn from the pair's seed), the first with level A as dark, the second with A as light.
/// So each level plays each side equally often from the same positions, and every game is
/// fixed by the match seed and its number alone, whatever the number of threads.
struct Match {
    let levels: (a: Level, b: Level)
    let games: Int
    let seed: UInt64
    let openingPlies: Int
    /// The opening books the levels play from (spec 21.2), as the game's levels do: while the
    /// book has the position, for the levels that play from one.
    var books: (a: OpeningBook?, b: OpeningBook?) = (nil, nil)

    /// How one game ended, from level A's side: the final disk difference for A, the empty
    /// cells counted for the winner (spec 13.4).
    struct Result {
        let aPlayedDark: Bool
        let score: Int
        /// Level A's moves and level B's, with the time each took.
        let aMoves: [MoveTimes.Move]
        let bMoves: [MoveTimes.Move]
    }

    /// Plays game `index` (0-based) with `engine`; fails if a player's move is refused.
    func play(_ index: Int, engine: Engine) throws(GameModel.Rejection) -> Result {
        var pairSeeds = SplitMix64(seed: seed ^ UInt64(index / 2) &* 0x9E37_79B9_7F4A_7C15)
        let opening = try openingPosition(seed: pairSeeds.next())
        let gameSeed = pairSeeds.next() &+ UInt64(index % 2)
        let aPlaysDark = index % 2 == 0
        var players = [
            Disk.dark: Player(
                level: aPlaysDark ? levels.a : levels.b, book: aPlaysDark ? books.a : books.b,
                seed: gameSeed),
            Disk.light: Player(
                level: aPlaysDark ? levels.b : levels.a, book: aPlaysDark ? books.b : books.a,
                seed: ~gameSeed),
        ]
        let aDisk = aPlaysDark ? Disk.dark : .light
        var aMoves: [MoveTimes.Move] = []
        var bMoves: [MoveTimes.Move] = []
        var model = opening
        while true {
            switch model {
            case .mustPlace(let moves):
                let started = ContinuousClock.now
                let (move, exact, depth, fromBook) =
                    players[moves.disk]?.choose(from: moves, engine: engine)
                    ?? (moves[0], false, nil, false)
                let played = MoveTimes.Move(
                    empties: moves.state.bitboards.empty.nonzeroBitCount,
                    seconds: (ContinuousClock.now - started) / .seconds(1), exact: exact,
                    depth: depth, fromBook: fromBook)
                if moves.disk == aDisk { aMoves.append(played) } else { bMoves.append(played) }
                model = try model.placing(at: move.coordinate).get().next
            case .mustPass(let pass):
                model = .mustPlace(pass.afterPass)
            case .completed(let finished):
                let a = finished.board.finalScore(for: aPlaysDark ? .dark : .light)
                return Result(
                    aPlayedDark: aPlaysDark, score: a, aMoves: aMoves, bMoves: bMoves)
            }
        }
    }

    /// The opening of a pair: `openingPlies` uniformly random moves from the start.
    private func openingPosition(seed: UInt64) throws(GameModel.Rejection) -> GameModel {
        var random = SplitMix64(seed: seed)
        var model = GameModel.initial
        for _ in 0..<openingPlies {
            guard case .mustPlace(let moves) = model, let move = moves.randomElement(using: &random)
            else { break }
            model = try model.placing(at: move.coordinate).get().next
        }
        return model
    }

    /// A side of a game: the random player of level 0, or a searching level, with the book
    /// it plays from while the book has the position.
    private enum Player {
        case random(RandomPlayer)
        case search(SearchLimits, book: OpeningBook?, seed: UInt64)

        init(level: Level, book: OpeningBook?, seed: UInt64) {
            self =
                level.search.map { .search($0, book: level.playsFromBook ? book : nil, seed: seed) }
                ?? .random(RandomPlayer(seed: seed))
        }

        /// The move, whether the search that chose it scored it exactly, the depth it
        /// reached, and whether it came from the book instead.
        mutating func choose(from moves: LegalMoves, engine: Engine)
            -> (Move, exact: Bool, depth: SearchDepth?, fromBook: Bool)
        {
            switch self {
            case .random(var player):
                let move = player.chooseMove(from: moves)
                self = .random(player)
                return (move, false, nil, false)
            case .search(let limits, let book, let seed):
                if let cell = book?.choice(in: moves, margin: Level.openingMargin, seed: seed)?
                    .coordinate, let move = moves.first(where: { $0.coordinate == cell })
                {
                    return (move, false, nil, true)
                }
                let result = engine.bestMove(for: moves, limits: limits, seed: seed)
                if case .exact = result.score {
                    return (result.move, true, result.searchDepth, false)
                }
                return (result.move, false, result.searchDepth, false)
            }
        }
    }
}
