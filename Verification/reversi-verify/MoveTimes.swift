import CLISupport

/// What a level's moves cost and from where it played perfectly, over a match (spec 16.1):
/// the time a timed level takes a move and the empties from which its moves were exact.
struct MoveTimes {
    /// One move of level A: the empty cells it was played with, the seconds its search took
    /// and whether its score was exact.
    struct Move {
        let empties: Int
        let seconds: Double
        let exact: Bool
    }

    let games: [[Move]]

    private var moves: [Move] { games.flatMap(\.self) }

    var averageSeconds: Double {
        moves.reduce(0) { $0 + $1.seconds } / Double(max(moves.count, 1))
    }

    var longestSeconds: Double { moves.map(\.seconds).max() ?? 0 }

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

    func report(level: String) -> String {
        let froms = perfectFrom.compactMap(\.self).sorted()
        let perfect =
            froms.isEmpty
            ? "no game played exactly to its end"
            : "exact to the end from \(froms[froms.count / 2]) empties in the median game"
                + " (\(froms.first ?? 0) to \(froms.last ?? 0), \(froms.count) of"
                + " \(games.count) games)"
        return
            "  level \(level) time a move: \(TableFormat.seconds(averageSeconds)) s on average, longest"
            + " \(TableFormat.seconds(longestSeconds)) s; \(perfect)"
    }
}
