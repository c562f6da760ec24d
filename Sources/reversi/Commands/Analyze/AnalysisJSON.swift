import Foundation
import ReversiCore
import ReversiEngine

/// `reversi analyze --format json` (spec 19.1): one document, every key always present (`null`
/// when there is no value), scores in disks for the side that moves.
struct AnalysisJSON: Codable, Equatable {
    struct Search: Codable, Equatable {
        let depth: Int
        let exactEmpties: Int
        let level: Int?
        let seconds: Double?

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(depth, forKey: .depth)
            try container.encode(exactEmpties, forKey: .exactEmpties)
            try container.encode(level, forKey: .level)
            try container.encode(seconds, forKey: .seconds)
        }

        enum CodingKeys: String, CodingKey { case depth, exactEmpties, level, seconds }
    }

    struct Move: Codable, Equatable {
        let number: Int
        let side: String
        /// A cell, or `pass`.
        let played: String
        /// `null` for a pass.
        let best: String?
        let bestScore: Double
        let bestExact: Bool
        /// A game the search found won or lost by at least `bestScore` disks (spec 13.4).
        let bestDecided: Bool
        let playedScore: Double
        let playedExact: Bool
        let playedDecided: Bool
        let loss: Double
        /// `?`, `??` or `null`.
        let mark: String?
        let depth: Int

        init(_ move: MoveAnalysis) {
            number = move.number
            side = move.side.description
            played = move.played.description
            best = move.best?.description
            bestScore = Double(move.bestScore.hundredths) / 100
            bestExact = move.bestScore.isExact
            bestDecided = move.bestScore.isDecided
            playedScore = Double(move.playedScore.hundredths) / 100
            playedExact = move.playedScore.isExact
            playedDecided = move.playedScore.isDecided
            loss = Double(move.lossHundredths) / 100
            mark = move.mark?.description
            depth = move.depth
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(number, forKey: .number)
            try container.encode(side, forKey: .side)
            try container.encode(played, forKey: .played)
            try container.encode(best, forKey: .best)
            try container.encode(bestScore, forKey: .bestScore)
            try container.encode(bestExact, forKey: .bestExact)
            try container.encode(bestDecided, forKey: .bestDecided)
            try container.encode(playedScore, forKey: .playedScore)
            try container.encode(playedExact, forKey: .playedExact)
            try container.encode(playedDecided, forKey: .playedDecided)
            try container.encode(loss, forKey: .loss)
            try container.encode(mark, forKey: .mark)
            try container.encode(depth, forKey: .depth)
        }

        enum CodingKeys: String, CodingKey {
            case number, side, played, best, bestScore, bestExact, bestDecided, playedScore
            case playedExact, playedDecided, loss, mark, depth
        }
    }

    struct Side: Codable, Equatable {
        let moves: Int
        let averageLoss: Double?
        let mistakes: Int
        let blunders: Int
        let shouldHaveScored: Int?
        let finalScore: Int?

        init(_ summary: SideSummary) {
            moves = summary.moveCount
            averageLoss = summary.averageLossHundredths.map { Double($0) / 100 }
            mistakes = summary.mistakes
            blunders = summary.blunders
            shouldHaveScored = summary.shouldHaveScored
            finalScore = summary.finalScore
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(moves, forKey: .moves)
            try container.encode(averageLoss, forKey: .averageLoss)
            try container.encode(mistakes, forKey: .mistakes)
            try container.encode(blunders, forKey: .blunders)
            try container.encode(shouldHaveScored, forKey: .shouldHaveScored)
            try container.encode(finalScore, forKey: .finalScore)
        }

        enum CodingKeys: String, CodingKey {
            case moves, averageLoss, mistakes, blunders, shouldHaveScored, finalScore
        }
    }

    struct FirstSolved: Codable, Equatable {
        let number: Int
        let darkScore: Int
    }

    let search: Search
    let moves: [Move]
    let dark: Side
    let light: Side
    let firstSolved: FirstSolved?
    let finalScore: Int?
    /// The score after each move from dark's side: the evaluation graph's points (spec 19.2).
    let graph: [Double]

    init(_ analysis: GameAnalysis, search: AnalysisSearch, level: Int?) {
        self.search = Search(
            depth: search.limits.depth, exactEmpties: search.limits.exactEmpties, level: level,
            seconds: search.limits.time.map { $0.seconds })
        moves = analysis.moves.map(Move.init)
        dark = Side(analysis.summary(for: .dark))
        light = Side(analysis.summary(for: .light))
        firstSolved = analysis.firstSolved.map {
            FirstSolved(number: $0.number, darkScore: $0.darkScore)
        }
        finalScore = analysis.finalScore
        graph = analysis.darkScores
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(search, forKey: .search)
        try container.encode(moves, forKey: .moves)
        try container.encode(dark, forKey: .dark)
        try container.encode(light, forKey: .light)
        try container.encode(firstSolved, forKey: .firstSolved)
        try container.encode(finalScore, forKey: .finalScore)
        try container.encode(graph, forKey: .graph)
    }

    enum CodingKeys: String, CodingKey {
        case search, moves, dark, light, firstSolved, finalScore, graph
    }

    /// The document, keys sorted, indented.
    var text: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
