import ReversiCore
import ReversiEngine

/// The analysis of the game (spec 19.3): searched in the background under its ticket, with how
/// far it has got, or ready. It is always of the game it names, and dropped as soon as that is
/// no longer the game played.
public enum AnalysisProgress: Hashable, Sendable {
    /// Searching `game`: `done` of `total` searches (`total` is 0 until the first report).
    case running(Ticket, game: PlayedGame, done: Int, total: Int)
    case ready(PlayedGame, GameAnalysis)

    /// The game analysed.
    public var game: PlayedGame {
        switch self {
        case .running(_, let game, _, _), .ready(let game, _): game
        }
    }

    /// The ticket of the search, while it runs.
    public var ticket: Ticket? {
        if case .running(let ticket, _, _, _) = self { return ticket }
        return nil
    }
}
