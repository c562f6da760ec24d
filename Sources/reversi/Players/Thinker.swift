import ReversiApp
import ReversiCore
import ReversiEngine

/// Chooses the computer's moves (spec 3.4). Asked to think about the legal moves of a turn, it
/// answers later — on the main actor, never from within `think` — with the cell it chose,
/// unless the thinking is cancelled first. It may compute anywhere (a search runs on a queue
/// of its own); an answer that races its cancellation is dropped by the session. A person's
/// hint is asked and answered the same way (spec 13.1).
@MainActor
protocol Thinker {
    /// `moveTime` is what a game clock gives the move, if the game has one (spec 16.2);
    /// `progress` hears what a search has found so far (spec 16.3).
    func think(
        about moves: LegalMoves, at level: Level, moveTime: Duration?,
        progress: @escaping SearchingPlayer.Progress,
        answer: @escaping @MainActor @Sendable (Coordinate) -> Void
    ) -> any Cancellable

    func hint(
        for moves: LegalMoves, answer: @escaping @MainActor @Sendable (Hint) -> Void
    ) -> any Cancellable

    /// Analyses `game` (spec 19.3), telling `progress` how far it has got.
    func analyse(
        _ game: PlayedGame,
        progress: @escaping @MainActor @Sendable (GameAnalyzer.Progress) -> Void,
        answer: @escaping @MainActor @Sendable (GameAnalysis) -> Void
    ) -> any Cancellable
}

/// The computer at every level: level 0 is the delayed random player, the levels above search
/// (spec 10.1, 10.2).
@MainActor
struct LevelledThinker: Thinker {
    let random: DelayedPlayer
    let searching: SearchingPlayer
    var analyst = GameAnalyst()
    /// The opening book of the levels that play from one (spec 21.2), whose departures the
    /// game's analysis marks (spec 21.3), and the seed that draws among its good moves: the
    /// game's.
    var book: OpeningBook?
    var bookSeed: UInt64 = 0

    func analyse(
        _ game: PlayedGame,
        progress: @escaping @MainActor @Sendable (GameAnalyzer.Progress) -> Void,
        answer: @escaping @MainActor @Sendable (GameAnalysis) -> Void
    ) -> any Cancellable {
        analyst.analyse(game, book: book, progress: progress, answer: answer)
    }

    func think(
        about moves: LegalMoves, at level: Level, moveTime: Duration?,
        progress: @escaping SearchingPlayer.Progress,
        answer: @escaping @MainActor @Sendable (Coordinate) -> Void
    ) -> any Cancellable {
        guard let search = level.search else {
            return random.think(about: moves, within: moveTime, answer: answer)
        }
        if level.playsFromBook,
            let chosen = book?.choice(in: moves, margin: Level.openingMargin, seed: bookSeed),
            let cell = chosen.coordinate
        {
            return searching.play(
                chosen, at: cell, moveTime: moveTime, progress: progress, answer: answer)
        }
        return searching.think(
            about: moves, within: search, moveTime: moveTime, progress: progress, answer: answer)
    }

    func hint(
        for moves: LegalMoves, answer: @escaping @MainActor @Sendable (Hint) -> Void
    ) -> any Cancellable {
        searching.hint(for: moves, answer: answer)
    }
}

/// A `ComputerPlayer` that answers after a fixed delay, so that its thinking can be seen: with
/// `RandomPlayer`, the reference computer of level 0 (spec 3.4, 10.1, 10.5).
@MainActor
final class DelayedPlayer {
    private var player: any ComputerPlayer
    private let delay: Double
    private let scheduler: any Scheduler

    init(_ player: any ComputerPlayer, delay: Double, scheduler: any Scheduler) {
        self.player = player
        self.delay = delay
        self.scheduler = scheduler
    }

    /// Under a game clock the delay is at most half the `moveTime` it gives the move: the
    /// delay is shown, and the clock runs through it (spec 16.2).
    func think(
        about moves: LegalMoves, within moveTime: Duration? = nil,
        answer: @escaping @MainActor @Sendable (Coordinate) -> Void
    ) -> any Cancellable {
        let clockShare = moveTime.map { Double($0 / .milliseconds(1)) / 2000 } ?? .infinity
        // The move is chosen when the delay is over, so a cancelled request draws nothing
        // from the player's seeded generator.
        return scheduler.schedule(after: min(delay, clockShare)) { [self] in
            answer(player.chooseMove(from: moves).coordinate)
        }
    }
}
