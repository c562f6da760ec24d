import Synchronization

/// A flag one thread sets and others read at their polls.
final class StopFlag: Sendable {
    private let storage = Atomic(false)
    var isSet: Bool { storage.load(ordering: .relaxed) }
    func set() { storage.store(true, ordering: .relaxed) }
}
