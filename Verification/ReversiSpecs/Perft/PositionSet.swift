#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A set of positions in one flat table of 16-byte slots: open addressing with linear
/// probing, sized once up front, no allocation per entry and no removal.
///
/// The table comes from `calloc`, so the operating system hands out zeroed pages as they are
/// first touched and an all-zero slot is empty (no position encodes to zero).
public final class PositionSet {
    /// Two words per slot: `dark`, then `lightAndTurn`.
    private let slots: UnsafeMutablePointer<UInt64>
    public let capacity: Int
    public private(set) var count = 0

    /// A table for up to `capacity` positions, or `nil` when the memory is not available.
    /// Keep it about a quarter larger than the most positions expected: probes grow long as
    /// it fills, and `insert` refuses a position once it is full.
    public init?(capacity: Int) {
        guard capacity > 0, let memory = calloc(capacity, 2 * MemoryLayout<UInt64>.stride) else {
            return nil
        }
        slots = memory.bindMemory(to: UInt64.self, capacity: 2 * capacity)
        self.capacity = capacity
    }

    deinit { free(slots) }

    public var bytes: Int { capacity * 2 * MemoryLayout<UInt64>.stride }

    /// Adds `key`; false when it was already there or the table is full.
    @discardableResult
    public func insert(_ key: PositionKey) -> Bool {
        guard count < capacity else { return false }
        // Multiply-shift maps the hash onto 0..<capacity without a division or a power of two.
        var slot = Int(truncatingIfNeeded: key.mixed.multipliedFullWidth(by: UInt64(capacity)).high)
        while true {
            let dark = slots[2 &* slot]
            let lightAndTurn = slots[2 &* slot &+ 1]
            if dark == 0 && lightAndTurn == 0 {
                slots[2 &* slot] = key.dark
                slots[2 &* slot &+ 1] = key.lightAndTurn
                count += 1
                return true
            }
            if dark == key.dark && lightAndTurn == key.lightAndTurn { return false }
            slot &+= 1
            if slot == capacity { slot = 0 }
        }
    }

    public func contains(_ key: PositionKey) -> Bool {
        var slot = Int(truncatingIfNeeded: key.mixed.multipliedFullWidth(by: UInt64(capacity)).high)
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

    /// Calls `body` with every position in the set, in table order.
    public func forEach(_ body: (PositionKey) throws -> Void) rethrows {
        for slot in 0..<capacity {
            let key = PositionKey(dark: slots[2 &* slot], lightAndTurn: slots[2 &* slot &+ 1])
            if !key.isEmptySlot { try body(key) }
        }
    }
}
