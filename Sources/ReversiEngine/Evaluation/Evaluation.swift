import EvaluationWeights
import ReversiCore

/// The evaluation of a position for the side to move: the final disk difference it expects,
/// at 100 a disk, learned from games (`Patterns`, docs/engine.md: the evaluation).
///
/// The game is cut into phases by its empty cells (`Patterns.phase`), each with weights of
/// its own, as what a pattern is worth changes as the board fills: the value is the sum of
/// the weights of the patterns on the board, plus the difference in legal moves times its
/// weight, plus a constant.
package enum Evaluation {
    /// Heuristic values stay within this bound, below every won or lost final position; the
    /// trainer measures weights of a file within it too.
    package static let bound = 9000
    /// What a won finished game's value adds to its disks at 100 a disk: beyond every
    /// heuristic value.
    static let won = 10_000
    /// A finished game's value: its disk difference at 100 a disk, beyond every heuristic
    /// value when it is won or lost (by `won`; a search to the end of the game passes 0, so
    /// that its finished games and its estimates count alike, spec 20.2).
    @inline(__always)
    static func final(_ score: Int, won: Int) -> Int {
        score &* 100 &+ (score > 0 ? won : score < 0 ? 0 &- won : 0)
    }
    @inline(__always)
    static func final(_ score: Int) -> Int { final(score, won: won) }

    /// The disk window that the value window `alpha`, `beta` means for finished games valued
    /// by `final(_:won:)`: `lower` the most disks whose value is at most `alpha`, `upper` the
    /// fewest whose value is at least `beta`, each one beyond the board when there are none. A
    /// fail-soft solve on it, mapped back by `final`, is then a fail-soft search on the values.
    @inline(__always)
    static func diskWindow(_ alpha: Int, _ beta: Int, won: Int) -> (lower: Int, upper: Int) {
        let lower =
            alpha >= 100 &+ won
            ? floorDivide(alpha &- won, 100)
            : alpha >= 0 ? 0 : min(-1, floorDivide(alpha &+ won, 100))
        let upper =
            beta <= -100 &- won
            ? 0 &- floorDivide(0 &- beta &- won, 100)
            : beta <= 0 ? 0 : max(1, 0 &- floorDivide(won &- beta, 100))
        return (min(max(lower, -65), 64), min(max(upper, -64), 65))
    }

    @inline(__always)
    private static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
        let quotient = value / divisor
        return value % divisor < 0 ? quotient &- 1 : quotient
    }
    /// Beyond every value: the search's infinite window.
    static let infinity = 20_000

    /// The evaluation; a finished game gets its exact value instead (`final`).
    @inline(__always)
    static func evaluate(_ position: Bitboards) -> Int { evaluate(position, won: won) }
    @inline(__always)
    static func evaluate(_ position: Bitboards, won: Int) -> Int {
        let ownMoves = position.legalMoves.nonzeroBitCount
        let opponentMoves = position.passed.legalMoves.nonzeroBitCount
        if ownMoves == 0 && opponentMoves == 0 { return final(position.finalScore, won: won) }
        let tables = EvaluationTables.shared
        let weights =
            tables.weights + Patterns.phase(empties: position.empty.nonzeroBitCount)
            &* Patterns.phaseSize
        var value =
            Int(weights[Patterns.mobilityWeight]) &* (ownMoves &- opponentMoves)
            &+ Int(weights[Patterns.constantWeight])
        Patterns.forEachIndex(position, ternary: tables.ternary) { index in
            value &+= Int(weights[index])
        }
        return min(max(value, -bound), bound)
    }
}

/// The evaluation's weights (embedded at build time from `evaluation.weights`) and the
/// patterns' base-3 table, decoded once and read through pointers, as the search evaluates
/// millions of positions a second.
final class EvaluationTables: @unchecked Sendable {
    static let shared = EvaluationTables()

    let weights: UnsafeMutablePointer<Int16>
    let ternary: UnsafeMutablePointer<Int32>

    private init() {
        let count = Patterns.phases * Patterns.phaseSize
        weights = .allocate(capacity: count)
        // The build embedded the weights from a file it checked, and a test decodes them: no
        // input reaches this.
        guard count == EmbeddedWeights.count,
            let decoded = WeightsEmbedding.weights(
                text: EmbeddedWeights.text, count: count, checksum: EmbeddedWeights.checksum)
        else {
            preconditionFailure(
                "the embedded weights are not the patterns' count or fail their checksum")
        }
        weights.initialize(from: decoded, count: count)
        ternary = .allocate(capacity: Patterns.ternary.count)
        ternary.initialize(from: Patterns.ternary, count: Patterns.ternary.count)
    }
}

extension Score {
    /// The score of a value of the heuristic search, for the side to move: the one place such
    /// a value leaves the engine (spec 13.4). A value beyond every estimate is a finished
    /// game the search reached (`Evaluation.final`): won by at least its disks, or lost by at
    /// least as many, since the side that wins preferred it to every estimate and the side
    /// that loses found no way out within the depth. An estimate is kept within the board's
    /// 64 disks.
    ///
    /// A search that cut nodes on predictions (`pruned`, spec 20.2) proved nothing: a finished
    /// game it reached is only its best estimate, a heuristic score of those disks.
    init(searched value: Int, pruned: Bool = false) {
        guard abs(value) > Evaluation.bound else {
            let limit = Score.maximumDisks * 100
            self = .heuristic(min(max(value, -limit), limit))
            return
        }
        // A value between the bound and a won game's cannot come from a finished search; it
        // is read as the narrowest win.
        let disks = min(max((abs(value) - Evaluation.won) / 100, 1), Score.maximumDisks)
        let signed = value > 0 ? disks : -disks
        self = pruned ? .heuristic(signed * 100) : .decided(signed)
    }
}
