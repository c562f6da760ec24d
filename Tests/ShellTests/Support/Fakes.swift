import Foundation
import ReversiApp
import ReversiCore
import ReversiEngine

@testable import reversi

/// A thinker that answers only when the test says so — also after it was cancelled, as a
/// search running on another thread might.
@MainActor
final class ManualThinker: Thinker {
    final class Request: Cancellable {
        let moves: LegalMoves
        let level: Level
        /// What the game clock gave the move, if the game has one.
        let moveTime: Duration?
        /// Reports what the search found so far, as a search does while it runs.
        let progress: SearchingPlayer.Progress
        let answer: @MainActor @Sendable (Coordinate) -> Void
        private(set) var isCancelled = false

        init(
            moves: LegalMoves, level: Level, moveTime: Duration?,
            progress: @escaping SearchingPlayer.Progress,
            answer: @escaping @MainActor @Sendable (Coordinate) -> Void
        ) {
            self.moves = moves
            self.level = level
            self.moveTime = moveTime
            self.progress = progress
            self.answer = answer
        }

        func cancel() { isCancelled = true }
    }

    private(set) var requests: [Request] = []
    private(set) var hintRequests: [HintRequest] = []

    final class HintRequest: Cancellable {
        let moves: LegalMoves
        let answer: @MainActor @Sendable (Hint) -> Void
        private(set) var isCancelled = false

        init(moves: LegalMoves, answer: @escaping @MainActor @Sendable (Hint) -> Void) {
            self.moves = moves
            self.answer = answer
        }

        func cancel() { isCancelled = true }
    }

    /// Analyses asked for; the test answers them through the closures kept here.
    private(set) var analyses:
        [(
            game: PlayedGame, progress: @MainActor @Sendable (GameAnalyzer.Progress) -> Void,
            answer: @MainActor @Sendable (GameAnalysis) -> Void, request: StopFlag
        )] = []

    func analyse(
        _ game: PlayedGame,
        progress: @escaping @MainActor @Sendable (GameAnalyzer.Progress) -> Void,
        answer: @escaping @MainActor @Sendable (GameAnalysis) -> Void
    ) -> any Cancellable {
        let request = StopFlag()
        analyses.append((game, progress, answer, request))
        return request
    }

    func hint(
        for moves: LegalMoves, answer: @escaping @MainActor @Sendable (Hint) -> Void
    ) -> any Cancellable {
        let request = HintRequest(moves: moves, answer: answer)
        hintRequests.append(request)
        return request
    }

    func think(
        about moves: LegalMoves, at level: Level, moveTime: Duration?,
        progress: @escaping SearchingPlayer.Progress,
        answer: @escaping @MainActor @Sendable (Coordinate) -> Void
    ) -> any Cancellable {
        let request = Request(
            moves: moves, level: level, moveTime: moveTime, progress: progress, answer: answer)
        requests.append(request)
        return request
    }
}

/// A store in memory that keeps every save, may be slow, and may fail.
final class MemoryStore: GameStore, @unchecked Sendable {
    private let lock = NSLock()
    private var games: [SavedGame] = []
    private let delay: Double
    private var currentFailure: StoreError?

    init(delay: Double = 0, failure: StoreError? = nil) {
        self.delay = delay
        currentFailure = failure
    }

    var saved: [SavedGame] { lock.withLock { games } }

    /// What the next saves fail with; `nil`: they succeed.
    var failure: StoreError? {
        get { lock.withLock { currentFailure } }
        set { lock.withLock { currentFailure = newValue } }
    }

    func load() -> LoadResult { .noSavedGame }

    func save(_ game: SavedGame) throws(StoreError) {
        if delay > 0 { Thread.sleep(forTimeInterval: delay) }
        if let failure { throw failure }
        lock.withLock { games.append(game) }
    }
}
