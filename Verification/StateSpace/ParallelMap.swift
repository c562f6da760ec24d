import Dispatch

/// `(0..<count).map(body)` computed on up to `jobs` threads; results keep their order.
@inlinable
func parallelMap<T>(count: Int, jobs: Int, _ body: @Sendable (Int) -> T) -> [T] {
    guard jobs > 1, count > 1 else { return (0..<count).map(body) }
    let slots = Slots<T>(count: count)
    let workers = min(jobs, count)
    // Static striding: worker w computes items w, w + workers, …; each slot is written by
    // exactly one worker and read only after all have finished.
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
        var item = worker
        while item < count {
            slots.store(body(item), at: item)
            item += workers
        }
    }
    return slots.values()
}

/// Result slots that distinct threads fill at distinct indices.
@usableFromInline
final class Slots<T>: @unchecked Sendable {
    @usableFromInline let base: UnsafeMutablePointer<T?>
    @usableFromInline let count: Int

    @inlinable
    init(count: Int) {
        self.count = count
        base = .allocate(capacity: count)
        base.initialize(repeating: nil, count: count)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    @inlinable
    func store(_ value: T, at index: Int) { base[index] = value }

    @inlinable
    func values() -> [T] {
        UnsafeBufferPointer(start: base, count: count).compactMap { $0 }
    }
}
