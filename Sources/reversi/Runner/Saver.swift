import Dispatch
import ReversiApp
import Synchronization

/// Writes saves in order on a queue of its own, so that a slow disk never delays a frame.
final class Saver: Sendable {
    private let store: any GameStore & Sendable
    private let queue = DispatchQueue(label: "reversi.save")
    /// Failures written down on the save queue and not yet reported: reported on the main
    /// actor, or handed over by `flush` when the game ends before the main actor could.
    private let unreported = Mutex<[String]>([])

    init(_ store: any GameStore & Sendable) { self.store = store }

    /// Writes `game` after the saves asked for before; a failure is reported on the main
    /// actor, with its reason.
    func save(_ game: SavedGame, onFailure: @escaping @MainActor @Sendable (String) -> Void) {
        queue.async { [self] in
            do {
                try store.save(game)
            } catch {
                unreported.withLock { $0.append("\(error)") }
                DispatchQueue.main.async { [self] in
                    MainActor.assumeIsolated {
                        for reason in takeUnreported() { onFailure(reason) }
                    }
                }
            }
        }
    }

    /// Waits until every save asked for so far has been written or has failed, and returns
    /// the failures not reported yet: the caller reports them.
    func flush() -> [String] {
        queue.sync {}
        return takeUnreported()
    }

    private func takeUnreported() -> [String] {
        unreported.withLock { reasons in
            defer { reasons.removeAll() }
            return reasons
        }
    }
}
