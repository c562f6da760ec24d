/// Cuts standard input into command lines of at most `limit` bytes. A longer line is not kept:
/// it becomes one `tooLong` item with its first bytes, and the rest of it is skipped up to its
/// newline. Each byte is looked at once and at most `limit` bytes are held, so reading stays
/// linear in the input and small in memory, whatever the input (spec 15.11).
struct LineBuffer: Sendable {
    enum Item: Hashable, Sendable {
        case line(String)
        /// A line over the limit: its first bytes, for the message.
        case tooLong(prefix: String)
    }

    let limit: Int
    /// The start of the line being read (never more than `limit` bytes).
    private var partial: [UInt8] = []
    /// Inside a line over the limit, already reported: skip to its end.
    private var skipping = false
    private var items: [Item] = []
    /// The next item to hand out; the items before it are spent.
    private var head = 0
    private var ended = false

    /// The bytes of a too-long line kept for its message.
    static let prefixLength = 40

    init(limit: Int) { self.limit = limit }

    /// The bytes held for the line being read: never more than `limit`.
    var heldBytes: Int { partial.count }

    /// Whether the input has ended and every item was taken.
    var isExhausted: Bool { ended && head == items.count }

    mutating func append(_ bytes: [UInt8]) {
        var start = bytes.startIndex
        while start < bytes.endIndex {
            let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n"))
            let end = newline ?? bytes.endIndex
            take(bytes[start..<end])
            if newline != nil { finishLine() }
            start = end + (newline == nil ? 0 : 1)
        }
    }

    /// The input has ended: what is left is its last line.
    mutating func finish() {
        if !partial.isEmpty || skipping { finishLine() }
        ended = true
    }

    /// The next complete item, left in place.
    var next: Item? { head < items.count ? items[head] : nil }

    /// Drops the item `next` gave.
    mutating func dropNext() {
        guard head < items.count else { return }
        head += 1
        // Spent items are dropped in bulk, so each costs O(1) on average.
        if head > 64 && head * 2 > items.count {
            items.removeFirst(head)
            head = 0
        }
    }

    private mutating func take(_ bytes: ArraySlice<UInt8>) {
        guard !skipping else { return }
        if partial.count + bytes.count <= limit {
            partial += bytes
            return
        }
        let prefix = (partial + bytes.prefix(Self.prefixLength)).prefix(Self.prefixLength)
        items.append(.tooLong(prefix: String(decoding: prefix, as: UTF8.self)))
        partial = []
        skipping = true
    }

    private mutating func finishLine() {
        if !skipping { items.append(.line(String(decoding: partial, as: UTF8.self))) }
        partial = []
        skipping = false
    }
}
