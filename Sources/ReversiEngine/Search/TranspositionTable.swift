import ReversiCore

#if canImport(Glibc)
    import Glibc
#endif

/// One remembered position: its two bitboards in full (so a hit is never a different position
/// that merely hashed alike), bounds on its value, the depth they hold for and the best move
/// found. The table stores it packed (`StoredEntry`).
struct TableEntry {
    var own: UInt64
    var opponent: UInt64
    var lower: Int16
    var upper: Int16
    var depth: UInt8
    var move: UInt8
    /// The phase of search that wrote the entry; any other is as good as empty.
    var generation: UInt16

    /// The move of an entry that has none (a node whose moves all failed low).
    static let noMove: UInt8 = 64

    /// The entry's value when its bounds settle the search of `alpha...beta` (fail-soft);
    /// otherwise nil, and the window narrowed to the bounds.
    @inline(__always)
    func cutoff(_ alpha: inout Int, _ beta: inout Int) -> Int? {
        let lower = Int(self.lower)
        let upper = Int(self.upper)
        if lower >= beta || lower == upper { return lower }
        if upper <= alpha { return upper }
        alpha = max(alpha, lower)
        beta = min(beta, upper)
        return nil
    }
}

/// An entry as the table holds it: the data packed in one word, and each bitboard XORed with
/// it. Several search threads share the table without locks (spec 16.4), and a reader may see
/// the words of two different writes; such a mix fails the check of `entry(for:)` (the
/// bitboards come back right only with their own data word), so a reader only ever takes an
/// entry as one write left it. 24 bytes, like `TableEntry`.
struct StoredEntry {
    var ownCheck: UInt64
    var opponentCheck: UInt64
    var data: UInt64

    static let empty = StoredEntry(ownCheck: 0, opponentCheck: 0, data: 0)

    @inline(__always)
    init(ownCheck: UInt64, opponentCheck: UInt64, data: UInt64) {
        self.ownCheck = ownCheck
        self.opponentCheck = opponentCheck
        self.data = data
    }

    @inline(__always)
    init(_ entry: TableEntry) {
        data =
            UInt64(UInt16(bitPattern: entry.lower)) | UInt64(UInt16(bitPattern: entry.upper)) << 16
            | UInt64(entry.depth) << 32 | UInt64(entry.move) << 40
            | UInt64(entry.generation) << 48
        ownCheck = entry.own ^ data
        opponentCheck = entry.opponent ^ data
    }

    /// The entry, if it is `position`'s, of `generation`, and whole.
    @inline(__always)
    func entry(for position: Bitboards, generation: UInt16) -> TableEntry? {
        let data = self.data
        guard ownCheck ^ data == position.own, opponentCheck ^ data == position.opponent,
            UInt16(truncatingIfNeeded: data &>> 48) == generation
        else { return nil }
        return TableEntry(
            own: position.own, opponent: position.opponent,
            lower: Int16(bitPattern: UInt16(truncatingIfNeeded: data)),
            upper: Int16(bitPattern: UInt16(truncatingIfNeeded: data &>> 16)),
            depth: UInt8(truncatingIfNeeded: data &>> 32),
            move: UInt8(truncatingIfNeeded: data &>> 40), generation: generation)
    }

    var generation: UInt16 { UInt16(truncatingIfNeeded: data &>> 48) }
    var depth: UInt8 { UInt8(truncatingIfNeeded: data &>> 32) }
}

/// The transposition table: a fixed number of entries in two-entry buckets, allocated once.
///
/// Each search phase (an iterative deepening, an exact solve) gets a new generation, and
/// entries of other generations count as empty: so no search sees what an earlier one left,
/// and the same search gives the same result on a fresh table or a used one, with no clearing
/// in between. This is a view of the memory of a `TableStorage`, which it holds so that the
/// memory lives as long as any view of it; each thread's searcher of a parallel search has a
/// copy, and they all read and write the entries at once (see `StoredEntry`).
struct TranspositionTable {
    /// Held only to keep `entries` allocated: the searches read the pointer alone.
    private let storage: TableStorage
    private let entries: UnsafeMutablePointer<StoredEntry>
    /// Bits of the hash used for the bucket; 0 entries when the table is off.
    private let shift: UInt64
    private let isEnabled: Bool
    let generation: UInt16

    init(_ storage: TableStorage, generation: UInt16) {
        self.storage = storage
        entries = storage.entries
        shift = storage.shift
        isEnabled = storage.count > 0
        self.generation = generation
    }

    @inline(__always)
    private func bucket(_ position: Bitboards) -> UnsafeMutablePointer<StoredEntry> {
        let mixed =
            (position.own &* 0x9E37_79B9_7F4A_7C15) ^ (position.opponent &* 0xC2B2_AE3D_27D4_EB4F)
        let hash = (mixed ^ (mixed &>> 31)) &* 0xBF58_476D_1CE4_E5B9
        return entries + Int(truncatingIfNeeded: (hash &>> shift) & ~1)
    }

    /// The entry of `position` from this generation, if there is one.
    @inline(__always)
    func probe(_ position: Bitboards) -> TableEntry? {
        guard isEnabled else { return nil }
        let slot = bucket(position)
        for index in 0..<2 {
            if let entry = slot[index].entry(for: position, generation: generation) {
                return entry
            }
        }
        return nil
    }

    /// Records that the value of `position` searched to `depth` lies in `lower...upper`.
    ///
    /// The same position at the same depth keeps the intersection of old and new bounds (both
    /// hold); otherwise the deeper result wins. A new position takes a slot of an older
    /// generation if there is one, else the shallower of the two.
    @inline(__always)
    func store(_ position: Bitboards, depth: Int, lower: Int, upper: Int, move: Int) {
        guard isEnabled else { return }
        let slot = bucket(position)
        let depth = UInt8(truncatingIfNeeded: depth)
        var new = TableEntry(
            own: position.own, opponent: position.opponent,
            lower: Int16(truncatingIfNeeded: lower), upper: Int16(truncatingIfNeeded: upper),
            depth: depth, move: UInt8(truncatingIfNeeded: move), generation: generation)
        for index in 0..<2 {
            guard let old = slot[index].entry(for: position, generation: generation) else {
                continue
            }
            if old.depth > depth { return }
            if old.depth == depth {
                new.lower = max(new.lower, old.lower)
                new.upper = min(new.upper, old.upper)
                if new.move == TableEntry.noMove { new.move = old.move }
            }
            slot[index] = StoredEntry(new)
            return
        }
        let first = slot[0]
        let second = slot[1]
        if first.generation != generation {
            slot[0] = StoredEntry(new)
        } else if second.generation != generation || second.depth <= first.depth {
            slot[1] = StoredEntry(new)
        } else {
            slot[0] = StoredEntry(new)
        }
    }
}

/// The memory of a transposition table: the largest power-of-two number of entries that fits
/// in the bytes given (none for fewer than two entries' worth, which turns the table off).
final class TableStorage {
    let entries: UnsafeMutablePointer<StoredEntry>
    let count: Int
    let shift: UInt64
    /// The entries allocated: two spare ones when the table is off, so that its memory is never
    /// empty; every write of the whole table (at the start, when cleared) covers exactly these.
    private let allocated: Int

    init(bytes: Int) {
        let fitting = max(bytes, 0) / MemoryLayout<StoredEntry>.stride
        var count = fitting >= 2 ? 2 : 0
        while count > 0 && count * 2 <= fitting { count *= 2 }
        self.count = count
        shift = count > 0 ? UInt64(64 - count.trailingZeroBitCount) : 63
        allocated = max(count, 2)
        entries = Self.allocate(count: allocated)
        entries.initialize(repeating: .empty, count: allocated)
    }

    var bytes: Int { count * MemoryLayout<StoredEntry>.stride }

    /// Forgets every entry: needed only when the 16-bit generation wraps around.
    func clear() { entries.update(repeating: .empty, count: allocated) }

    deinit { entries.deallocate() }

    /// Memory for `count` entries, aligned to 2 MiB and marked for huge pages where the system
    /// offers them: the table is read at random, and with 4 KiB pages nearly every probe also
    /// missed the address translation cache. The hint made FFO 40–41 solve about 13% faster.
    private static func allocate(count: Int) -> UnsafeMutablePointer<StoredEntry> {
        let bytes = count * MemoryLayout<StoredEntry>.stride
        let hugePage = 2 << 20
        let memory = UnsafeMutableRawPointer.allocate(
            byteCount: bytes, alignment: bytes >= hugePage ? hugePage : 64)
        #if canImport(Glibc)
            if bytes >= hugePage { _ = madvise(memory, bytes, MADV_HUGEPAGE) }
        #endif
        return memory.bindMemory(to: StoredEntry.self, capacity: count)
    }
}
