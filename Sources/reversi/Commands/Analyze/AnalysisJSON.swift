import Foundation
import ReversiCore
import ReversiEngine

/// `reversi analyze --format json` (spec 19.1): one document, every key always present (`null`
/// when there is no value), scores in disks for the side that moves.
struct AnalysisJSON: Codable, Equatable, JSONDocument {
    struct Search: Codable, Equatable, JSONDocument {
        let depth: Int
        /// The percentage of the midgame search's selectivity step: 100 prunes nothing (spec
        /// 20.2).
        let selectivity: Int
        let exactEmpties: Int
        let level: Int?
        let seconds: Double?
        /// Whether an opening book was read, so that `leftBook` can be true (spec 21.3).
        let book: Bool
    }

    struct Move: Codable, Equatable, JSONDocument {
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
        /// The plies of the position's search, and the percentage of its selectivity: 100 when
        /// it cut nothing (solved, or an exhaustive search) (spec 20.5).
        let depth: Int
        let selectivity: Int
        /// Whether the move left the opening book (spec 21.3).
        let leftBook: Bool

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
            selectivity = move.selectivity.percent
            leftBook = move.leftBook
        }
    }

    struct Side: Codable, Equatable, JSONDocument {
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
    }

    struct FirstSolved: Codable, Equatable, JSONDocument {
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

    init(_ analysis: GameAnalysis, search: AnalysisSearch, level: Int?, book: Bool) {
        self.search = Search(
            depth: search.limits.depth, selectivity: search.limits.selectivity.percent,
            exactEmpties: search.limits.exactEmpties, level: level,
            seconds: search.limits.time.map { $0.seconds }, book: book)
        moves = analysis.moves.map(Move.init)
        dark = Side(analysis.summary(for: .dark))
        light = Side(analysis.summary(for: .light))
        firstSolved = analysis.firstSolved.map {
            FirstSolved(number: $0.number, darkScore: $0.darkScore)
        }
        finalScore = analysis.finalScore
        graph = analysis.darkScores
    }
}
