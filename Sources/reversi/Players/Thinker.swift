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
    func think(
        about moves: LegalMoves, at level: Level,
        answer: @escaping @MainActor @Sendable (Coordinate) -> Void
    ) -> any Cancellable

    func hint(
        for moves: LegalMoves, answer: @escaping @MainActor @Sendable (Hint) -> Void
    ) -> any Cancellable
}

/// The computer at every level: level 0 is the delayed random player, the levels above search
/// (spec 10.1, 10.2).
@MainActor
struct LevelledThinker: Thinker {
    let random: DelayedPlayer
    let searching: SearchingPlayer

    func think(
        about moves: LegalMoves, at level: Level,
        answer: @escaping @MainActor @Sendable (Coordinate) -> Void
    ) -> any Cancellable {
        guard let search = level.search else { return random.think(about: moves, answer: answer) }
        return searching.think(about: moves, within: search, answer: answer)
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

    func think(about moves: LegalMoves, answer: @escaping @MainActor @Sendable (Coordinate) -> Void)
        -> any Cancellable
    {
        // The move is chosen when the delay is over, so a cancelled request draws nothing
        // from the player's seeded generator.
        scheduler.schedule(after: delay) { [self] in
            answer(player.chooseMove(from: moves).coordinate)
        }
    }
}
