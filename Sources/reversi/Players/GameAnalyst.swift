import Dispatch
import Foundation
import ReversiApp
import ReversiCore
import ReversiEngine

/// Analyses the game in the background for the game's own analysis (spec 19.3): on a queue and
/// an engine of its own, so that it never holds up the computer's thinking; a cancelled request
/// stops at the search's next poll, and its reports are dropped.
@MainActor
final class GameAnalyst {
    /// The game's analysis searches as `reversi analyze` does by default, so that both give
    /// the same verdicts on the same game (spec 19.3); it is ready within a second or two of
    /// the end of a game.
    nonisolated static let search = AnalysisSearch.standard

    typealias Deliver = SearchingPlayer.Deliver

    private let deliver: Deliver
    private let queue = DispatchQueue(label: "reversi.analysis")
    private let box = AnalysisEngineBox()

    init(deliver: @escaping Deliver = SearchingPlayer.onMainQueue) {
        self.deliver = deliver
    }

    /// Analyses `game`, marking the ply that left `book` as `reversi analyze` does.
    func analyse(
        _ game: PlayedGame, book: OpeningBook? = nil,
        progress: @escaping @MainActor @Sendable (GameAnalyzer.Progress) -> Void,
        answer: @escaping @MainActor @Sendable (GameAnalysis) -> Void
    ) -> any Cancellable {
        let request = StopFlag()
        let (deliver, box) = (self.deliver, self.box)
        queue.async {
            let result = GameAnalyzer.analyze(
                game, search: Self.search, engine: box.engine, book: book,
                shouldStop: { request.isSet },
                progress: { done in deliver { if !request.isSet { progress(done) } } })
            guard let result else { return }
            deliver { if !request.isSet { answer(result) } }
        }
        return request
    }

    /// Waits until every analysis started so far has returned; for tests.
    nonisolated func waitForAnalyses(timeout seconds: Double) -> Bool {
        let done = DispatchSemaphore(value: 0)
        queue.async { done.signal() }
        return done.wait(timeout: .now() + seconds) == .success
    }
}

/// The analysis's engine, made on its queue when first used and used only there.
private final class AnalysisEngineBox: @unchecked Sendable {
    lazy var engine = Engine()
}
