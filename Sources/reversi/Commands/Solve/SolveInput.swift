import ReversiCore

/// One position of `reversi solve`'s input, with the results its comment claims.
struct SolveProblem {
    /// The line of the input it was read from, 1 for the first.
    let line: Int
    let state: GameState
    /// Moves and their exact scores from the comment (`; g3:-12 c7:-12`), which the solve must
    /// confirm (spec 13.5).
    let known: [KnownResult]
}

/// A claimed exact score of a move: the final disk difference for the side to move when it
/// plays `move` and both sides then play best.
struct KnownResult: Hashable {
    let move: Coordinate
    let score: Int

    var description: String { "\(move):\(ScoreText.signed(score))" }
}

/// A line of `reversi solve`'s input that is not a position.
struct SolveInputError: Error, CustomStringConvertible {
    let line: Int
    let reason: String

    var description: String { "line \(line): \(reason)" }
}

enum SolveInput {
    /// The positions of an input: one a line in the one-line form (spec 12.3); text after `;`
    /// is a comment (spec 13.3), and its `cell:score` words are known results. Blank and
    /// comment-only lines are skipped.
    static func parse(_ text: String) throws(SolveInputError) -> [SolveProblem] {
        var problems: [SolveProblem] = []
        for (index, rawLine) in text.lines.enumerated() {
            let number = index + 1
            let parts = rawLine.split(
                separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
            let positionText = parts[0].trimmingCharacters(in: " \t\r")
            let comment = parts.count > 1 ? parts[1] : ""
            if positionText.isEmpty { continue }
            let state: GameState
            do throws(PositionLineError) {
                state = try GameState(line: positionText)
            } catch {
                throw SolveInputError(line: number, reason: error.description)
            }
            let known = try knownResults(in: comment, of: state, line: number)
            problems.append(SolveProblem(line: number, state: state, known: known))
        }
        return problems
    }

    /// The `cell:score` words of a comment (any case, the sign optional); each cell must be
    /// a legal move of the position. Other words are free text.
    private static func knownResults(
        in comment: Substring, of state: GameState, line: Int
    ) throws(SolveInputError) -> [KnownResult] {
        var results: [KnownResult] = []
        let words = comment.split(whereSeparator: { " \t\r;,".contains($0) })
        for word in words {
            let halves = word.split(separator: ":", omittingEmptySubsequences: false)
            guard halves.count == 2, let move = Coordinate(String(halves[0])) else { continue }
            guard let score = Int(halves[1]),
                (-64...64).contains(score)
            else {
                throw SolveInputError(
                    line: line,
                    reason: "'\(word)': expected a score from -64 to +64 after '\(move):'")
            }
            guard LegalMoves(state)?.contains(move) == true else {
                throw SolveInputError(
                    line: line, reason: "'\(word)': \(move) is not a legal move of the position")
            }
            results.append(KnownResult(move: move, score: score))
        }
        return results
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in characters: String) -> Substring {
        let start = firstIndex { !characters.contains($0) } ?? endIndex
        let end = lastIndex { !characters.contains($0) }.map(index(after:)) ?? start
        return self[start..<end]
    }
}
