import CLISupport
import ReversiEngine

/// Scores in words, the one mapping from the engine's score to what a person reads: `reversi
/// solve`'s columns, a hint, and later every other front end.
enum ScoreText {
    /// A disk difference as Othello programs print it: `+18`, `-12`, `+0`.
    static func signed(_ score: Int) -> String { score >= 0 ? "+\(score)" : "\(score)" }
}

extension Score {
    /// `+4 exact` when the search solved the end; `about +2.5` for the engine's estimate, in
    /// disks (spec 13.1); `+10 or more` and `-10 or worse` for a game the search found won or
    /// lost by at least so many disks without solving it.
    var text: String {
        switch self {
        case .exact(let disks): return "\(disks > 0 ? "+" : "")\(disks) exact"
        case .decided(let disks):
            return disks > 0 ? "+\(disks) or more" : "\(disks) or worse"
        case .heuristic(let hundredths):
            // One decimal is as precise as an estimate deserves.
            return "about " + NumberText.oneDecimal(hundredths: hundredths, signed: true)
        }
    }
}
