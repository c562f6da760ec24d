import Dispatch
import ReversiApp

/// Writes saves in order on a queue of its own, so that a slow disk never delays a frame. A
/// failure is reported once (spec 15.2): again only for another reason, or after a save has
/// succeeded since; not at all when the store's load has said it already.
final class Saver: @unchecked Sendable {
    private let store: any GameStore & Sendable
    private let queue = DispatchQueue(label: "reversi.save")
    /// The last save's failure; used on `queue` only.
    private var lastFailure: StoreError?

    init(_ store: any GameStore & Sendable) { self.store = store }

    /// Writes `game` after the saves asked for before; a failure to report is reported on the
    /// main actor, with its reason.
    func save(_ game: SavedGame, onFailure: @escaping @MainActor @Sendable (String) -> Void) {
        queue.async { [self] in
            do throws(StoreError) {
                try store.save(game)
                lastFailure = nil
            } catch {
                let isNews = !error.alreadyReported && error != lastFailure
                lastFailure = error
                guard isNews else { return }
                DispatchQueue.main.async { MainActor.assumeIsolated { onFailure("\(error)") } }
            }
        }
    }

    /// Waits until every save asked for so far has been written or has failed; the last one's
    /// failure, if it failed.
    func flush() -> StoreError? { queue.sync { lastFailure } }
}

extension StoreError {
    /// What the game says as it ends when the game shown is not the one saved.
    var unsavedNotice: String { "reversi: the last position was not saved: \(message)" }
}
