import Foundation
import ReversiCore
import Testing

/// A position of the FFO endgame suite (`Data/ffo-1-44.obf`) with its published result.
struct EndgameProblem: CustomTestStringConvertible {
    let number: Int
    let state: GameState
    /// The exact score with best play and every move that reaches it.
    let score: Int
    let bestMoves: Set<Coordinate>

    var testDescription: String { "FFO #\(number), \(state.board.emptyCount) empties" }

    /// The suite's positions, one a line: `<cells> <side>; g3:-12 c7:-12; #43 23 empties`.
    static func load() throws -> [EndgameProblem] {
        let url = try #require(
            Bundle.module.url(forResource: "ffo-1-44", withExtension: "obf", subdirectory: "Data"))
        let text = try String(contentsOf: url, encoding: .utf8)
        return try text.split(separator: "\n").enumerated().map { index, line in
            let fields = line.split(separator: ";")
            let results = fields[1].split(separator: " ").map { $0.split(separator: ":") }
            let scores = Set(
                results.compactMap { Int($0[1].replacingOccurrences(of: "+", with: "")) })
            return EndgameProblem(
                number: index + 1, state: try GameState(line: fields[0]),
                score: try #require(scores.count == 1 ? scores.first : nil),
                bestMoves: Set(results.compactMap { Coordinate(String($0[0])) }))
        }
    }
}
