import Dispatch
import ReversiApp

/// Writes saves in order on a queue of its own, so that a slow disk never delays a frame.
final class Saver: Sendable {
    private let store: any GameStore & Sendable
    private let queue = DispatchQueue(label: "reversi.save")

    init(_ store: any GameStore & Sendable) { self.store = store }

    /// Writes `game` after the saves asked for before; a failure is reported on the main
    /// actor, with its reason.
    func save(_ game: SavedGame, onFailure: @escaping @MainActor @Sendable (String) -> Void) {
        queue.async { [store] in
            do {
                try store.save(game)
            } catch {
                DispatchQueue.main.async { MainActor.assumeIsolated { onFailure("\(error)") } }
            }
        }
    }

    /// Waits until every save asked for so far has been written or has failed.
    func flush() { queue.sync {} }
}
