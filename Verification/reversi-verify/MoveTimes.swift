import CLISupport
import ReversiEngine

/// What a level's moves cost and from where it played perfectly, over a match (spec 16.1):
/// the time a timed level takes a move and the empties from which its moves were exact.
struct MoveTimes {
    /// One move of level A: the empty cells it was played with, the seconds its search took,
    /// whether its score was exact and the depth its search reached (none for level 0).
    struct Move {
        let empties: Int
        let seconds: Double
        let exact: Bool
        var depth: SearchDepth? = nil
        /// Played from the opening book, with no search.
        var fromBook = false
    }

    let games: [[Move]]

    private var moves: [Move] { games.flatMap(\.self) }

    /// The moves played from the opening book.
    var bookMoves: Int { moves.filter(\.fromBook).count }

    /// The empties down to which a move is of the opening: the first 20 plies.
    static let openingEmpties = 40

    /// The seconds a game of the level's opening moves took, on average: what a book saves.
    var openingSeconds: Double {
        let opening = moves.filter { $0.empties >= Self.openingEmpties }
        return opening.reduce(0) { $0 + $1.seconds } / Double(max(games.count, 1))
    }

    var averageSeconds: Double {
        moves.reduce(0) { $0 + $1.seconds } / Double(max(moves.count, 1))
    }

    /// The move that took longest.
    var longest: Move? { moves.max { $0.seconds < $1.seconds } }

    /// In each game, the most empties from which every move of the level was exact; `nil`
    /// for a game whose last move was not.
    var perfectFrom: [Int?] {
        games.map { game in
            var from: Int?
            for move in game.reversed() {
                guard move.exact else { break }
                from = move.empties
            }
            return from
        }
    }

    /// The middle of the depths reached by the moves whose search stopped short of the end of
    /// the game (spec 20.3: the depth of the median midgame move); `nil` with no such move.
    var medianMidgameDepth: SearchDepth? {
        let depths = moves.compactMap { move in
            move.depth.flatMap { $0.plies < move.empties ? $0 : nil }
        }.sorted { ($0.plies, $0.selectivity) < ($1.plies, $1.selectivity) }
        return depths.isEmpty ? nil : depths[depths.count / 2]
    }

    func report(level: String) -> String {
        let froms = perfectFrom.compactMap(\.self).sorted()
        let perfect =
            froms.isEmpty
            ? "no game played exactly to its end"
            : "exact to the end from \(froms[froms.count / 2]) empties in the median game"
                + " (\(froms.first ?? 0) to \(froms.last ?? 0), \(froms.count) of"
                + " \(games.count) games)"
        let depth = medianMidgameDepth.map { "; depth \($0) in the median midgame move" } ?? ""
        let book =
            "; \(TableFormat.seconds(openingSeconds)) s a game in the first 20 plies"
            + (bookMoves == 0 ? "" : ", \(bookMoves) moves from the book")
        return
            "  level \(level) time a move: \(TableFormat.seconds(averageSeconds)) s on average, longest"
            + " \(TableFormat.seconds(longest?.seconds ?? 0)) s"
            + (longest.map { " (\($0.empties) empties)" } ?? "") + "; \(perfect)\(depth)\(book)"
    }
}
