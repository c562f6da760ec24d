import Synchronization

/// A flag one thread sets and others read at their polls: the one way a search, a thread of a
/// search or a request of the shells is told to stop.
public final class StopFlag: Sendable {
    private let storage = Atomic(false)

    public init() {}

    public var isSet: Bool { storage.load(ordering: .relaxed) }
    public func set() { storage.store(true, ordering: .relaxed) }
}
