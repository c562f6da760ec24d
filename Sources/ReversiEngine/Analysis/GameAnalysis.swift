import ReversiCore

/// A game analysed move by move (spec 19.1): each ply with its best move and both scores, a
/// summary per side, and the score best play would have given from the first solved position.
public struct GameAnalysis: Hashable, Sendable {
    public let moves: [MoveAnalysis]
    /// The first position solved exactly, if any: the ply about to be played there, and the
    /// final score best play from it gives dark.
    public let firstSolved: SolvedStart?
    /// The game's final score for dark, once it is over.
    public let finalScore: Int?
    /// The named opening the game followed, if it started at the initial position (spec 19.4).
    public let opening: Opening?

    public struct SolvedStart: Hashable, Sendable {
        /// The number of the ply played from the position, from 1.
        public let number: Int
        public let darkScore: Int
    }

    /// The analysis of `plan`'s game from the values its searches found, with the plies that
    /// left `book` marked when there is one; `nil` when a search of the plan has no value (one
    /// that was stopped).
    public init?(
        _ plan: AnalysisPlan, values: [AnalysisPlan.Key: PositionValue], book: OpeningBook? = nil
    ) {
        let game = plan.game
        let departures = book?.departures(in: game) ?? []
        let models = game.positions
        // Each value with the side it scores for.
        var found: [AnalysisPlan.Key: (side: Disk, value: PositionValue)] = [:]
        for search in plan.searches {
            guard let value = values[search.key] else { return nil }
            found[search.key] = (search.moves.disk, value)
        }
        // From the end back: a pass inside the game takes the value of the position after it.
        var positionValues = [PositionValue?](repeating: nil, count: models.count)
        var darkScores = [Score](repeating: .exact(0), count: models.count)
        for index in models.indices.reversed() {
            if let (side, value) = found[AnalysisPlan.Key(purpose: .position, index: index)] {
                darkScores[index] = side == .dark ? value.score : value.score.negated
                positionValues[index] = value
            } else if case .completed(let finished) = models[index] {
                darkScores[index] = .exact(FinalScore(finished.board).difference(for: .dark))
            } else if index + 1 < models.count {
                darkScores[index] = darkScores[index + 1]
                positionValues[index] = positionValues[index + 1]
            }
        }
        func score(_ index: Int, for side: Disk) -> Score {
            side == .dark ? darkScores[index] : darkScores[index].negated
        }
        moves = game.plies.enumerated().map { index, ply in
            switch ply {
            case .placed(let move):
                let value = positionValues[index]
                // The move played when it is one of the best: the table then shows no other.
                let best =
                    value.map { $0.bestMoves.contains(move.coordinate) ? move.coordinate : $0.best }
                    ?? move.coordinate
                let bestScore = score(index, for: move.disk)
                let playedScore: Score
                if best == move.coordinate {
                    playedScore = bestScore
                } else if let (side, played) = found[
                    AnalysisPlan.Key(purpose: .playedMove, index: index)]
                {
                    playedScore = side == move.disk ? played.score : played.score.negated
                } else {
                    playedScore = score(index + 1, for: move.disk)
                }
                return MoveAnalysis(
                    number: index + 1, side: move.disk, played: .move(move.coordinate),
                    best: best, bestScore: bestScore, playedScore: playedScore,
                    depth: value?.depth ?? 0, selectivity: value?.selectivity ?? .exhaustive,
                    leftBook: departures.contains(index))
            case .passed(let side):
                let onlyScore = score(index, for: side)
                let value = positionValues[index]
                return MoveAnalysis(
                    number: index + 1, side: side, played: .pass, best: nil,
                    bestScore: onlyScore, playedScore: onlyScore, depth: value?.depth ?? 0,
                    selectivity: value?.selectivity ?? .exhaustive,
                    leftBook: departures.contains(index))
            }
        }
        firstSolved = moves.first { $0.bestScore.isExact }.map { move in
            SolvedStart(
                number: move.number,
                darkScore: (move.side == .dark ? move.bestScore : move.bestScore.negated)
                    .hundredths / 100)
        }
        opening = OpeningName.longestMatch(for: game)
        if case .completed(let finished) = game.current {
            finalScore = FinalScore(finished.board).difference(for: .dark)
        } else {
            finalScore = nil
        }
    }

    /// How `side` played.
    public func summary(for side: Disk) -> SideSummary {
        SideSummary(
            side: side,
            moves: moves.filter { $0.side == side && $0.played != .pass },
            firstSolved: firstSolved.map { side == .dark ? $0.darkScore : -$0.darkScore },
            finalScore: finalScore.map { side == .dark ? $0 : -$0 })
    }

    /// The score after each ply from dark's side, in disks: the graph's series (spec 19.2).
    public var darkScores: [Double] {
        moves.map { Double($0.darkScoreAfter.hundredths) / 100 }
    }
}

extension Score {
    /// Whether the score is the solver's.
    public var isExact: Bool {
        if case .exact = self { return true }
        return false
    }

    /// Whether the score is a game the heuristic search found won or lost by at least so
    /// many disks.
    public var isDecided: Bool {
        if case .decided = self { return true }
        return false
    }
}
