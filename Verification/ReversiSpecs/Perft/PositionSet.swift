#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A set of positions in one flat table of 16-byte slots: open addressing with linear
/// probing, sized once up front, no allocation per entry and no removal.
///
/// The table is anonymous memory, so the operating system hands out zeroed pages as they are
/// first touched, and an all-zero slot is empty (no position encodes to zero). The type is
/// non-copyable: one owner, freed exactly once.
public struct PositionSet: ~Copyable {
    /// Two words per slot: `dark`, then `lightAndTurn`.
    private let slots: UnsafeMutablePointer<UInt64>
    public let capacity: Int
    public private(set) var count = 0

    /// Keys waiting to be inserted together (see `insert`).
    private let pending: UnsafeMutablePointer<PositionKey>
    private var pendingCount = 0
    private static let batchSize = 32
    /// Where the batch's early reads go, so that the optimizer cannot drop them.
    private var readSink: UInt64 = 0

    /// A table for up to `capacity` positions, or `nil` when the memory is not available.
    /// Keep it about a quarter larger than the most positions expected: probes grow long as
    /// it fills, and `insert` drops positions once it is full (check `isFull`).
    public init?(capacity: Int) {
        guard capacity > 0, let memory = Self.mapZeroed(bytes: capacity * Self.bytesPerSlot) else {
            return nil
        }
        slots = memory.bindMemory(to: UInt64.self, capacity: 2 * capacity)
        self.capacity = capacity
        pending = .allocate(capacity: Self.batchSize)
    }

    deinit {
        munmap(slots, capacity * Self.bytesPerSlot)
        pending.deallocate()
    }

    public static var bytesPerSlot: Int { 2 * MemoryLayout<UInt64>.stride }

    public var bytes: Int { capacity * Self.bytesPerSlot }

    public var isFull: Bool { count >= capacity }

    /// Adds `key` (if absent). Keys are inserted in batches of 32: every slot of the batch is
    /// read once before any is probed, so the cache misses of a large table overlap instead of
    /// following one another. Call `flush()` before reading `count` or the contents.
    public mutating func insert(_ key: PositionKey) {
        pending[pendingCount] = key
        pendingCount &+= 1
        if pendingCount == Self.batchSize { flush() }
    }

    /// Inserts the keys still waiting.
    public mutating func flush() {
        var touched: UInt64 = 0
        for index in 0..<pendingCount {
            touched |= slots[2 &* home(of: pending[index])]
        }
        for index in 0..<pendingCount {
            insertNow(pending[index])
        }
        pendingCount = 0
        readSink ^= touched
    }

    private mutating func insertNow(_ key: PositionKey) {
        guard count < capacity else { return }
        var slot = home(of: key)
        while true {
            let dark = slots[2 &* slot]
            let lightAndTurn = slots[2 &* slot &+ 1]
            if dark == 0 && lightAndTurn == 0 {
                slots[2 &* slot] = key.dark
                slots[2 &* slot &+ 1] = key.lightAndTurn
                count &+= 1
                return
            }
            if dark == key.dark && lightAndTurn == key.lightAndTurn { return }
            slot &+= 1
            if slot == capacity { slot = 0 }
        }
    }

    /// Multiply-shift maps the hash onto 0..<capacity without a division or a power of two.
    private func home(of key: PositionKey) -> Int {
        Int(truncatingIfNeeded: key.mixed.multipliedFullWidth(by: UInt64(capacity)).high)
    }

    public func contains(_ key: PositionKey) -> Bool {
        var slot = home(of: key)
        for _ in 0..<capacity {
            let dark = slots[2 &* slot]
            let lightAndTurn = slots[2 &* slot &+ 1]
            if dark == key.dark && lightAndTurn == key.lightAndTurn { return true }
            if dark == 0 && lightAndTurn == 0 { return false }
            slot &+= 1
            if slot == capacity { slot = 0 }
        }
        return false
    }

    /// Calls `body` with every inserted position, in table order.
    public func forEach(_ body: (PositionKey) throws -> Void) rethrows {
        for slot in 0..<capacity {
            let key = PositionKey(dark: slots[2 &* slot], lightAndTurn: slots[2 &* slot &+ 1])
            if !key.isEmptySlot { try body(key) }
        }
    }

    /// Zeroed anonymous memory; on Linux it asks for transparent huge pages, which spare a
    /// large table most of its address-translation misses.
    private static func mapZeroed(bytes: Int) -> UnsafeMutableRawPointer? {
        let memory = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let memory, memory != MAP_FAILED else { return nil }
        #if os(Linux)
            _ = madvise(memory, bytes, MADV_HUGEPAGE)
        #endif
        return memory
    }
}
