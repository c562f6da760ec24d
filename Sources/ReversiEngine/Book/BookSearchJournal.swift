import BinaryCoding

/// The searches of a book's build or growth, kept as they finish (spec 21.1) so that a run
/// stopped by a crash, a kill or a full disk starts again where it was: a result depends only
/// on its position and its search, so one read back is the one a search would find again.
///
/// The file (docs/book-format.md): the magic `RVSIJRNL`, then one 32-byte record a search,
/// little-endian: the key's own and opponent's disks (8 + 8), the search's seed (8), depth (1)
/// and selectivity percentage (1), the result's square (1; 255 for none), depth (1) and value
/// (2, signed), and the low 16 bits of the 64-bit FNV-1a of the record's first 30 bytes.
public struct BookSearchJournal: Sendable {
    public static let magic = Array("RVSIJRNL".utf8)
    static let recordSize = 32
    private static let checkedBytes = 30
    private static let noSquare: UInt8 = 255

    private var known: [BookSearch: [BookKey: BookSearch.Result]] = [:]
    /// The results read back.
    public private(set) var count = 0
    /// The bytes up to the end of the last whole, undamaged record.
    public private(set) var wholeBytes = 0
    /// The bytes after them: a record torn by the end of a run, or damage. They are left
    /// out, and the searches they held run again.
    public private(set) var ignoredBytes = 0

    /// The journal of `bytes`; nil when they do not start with the magic (not a journal).
    public init?(reading bytes: [UInt8]) {
        guard bytes.starts(with: Self.magic) else { return nil }
        var offset = Self.magic.count
        while offset + Self.recordSize <= bytes.count,
            let (key, search, result) = Self.decode(Array(bytes[offset..<offset + Self.recordSize]))
        {
            known[search, default: [:]][key] = result
            count += 1
            offset += Self.recordSize
        }
        wholeBytes = offset
        ignoredBytes = bytes.count - offset
    }

    /// What `search` found for `key` in an earlier run.
    public func result(of key: BookKey, by search: BookSearch) -> BookSearch.Result? {
        known[search]?[key]
    }

    /// The record of one search, to append to the file.
    public static func record(
        _ key: BookKey, _ search: BookSearch, _ result: BookSearch.Result
    ) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(recordSize)
        bytes.append(littleEndian: key.own)
        bytes.append(littleEndian: key.opponent)
        bytes.append(littleEndian: search.seed)
        bytes.append(UInt8(clamping: search.depth))
        bytes.append(UInt8(search.selectivity.percent))
        bytes.append(result.square.map { UInt8(clamping: $0) } ?? noSquare)
        bytes.append(UInt8(clamping: result.depth))
        bytes.append(littleEndian: Int16(clamping: result.value))
        bytes.append(littleEndian: UInt16(truncatingIfNeeded: FNV1a64.of(bytes)))
        return bytes
    }

    /// One record's search and result; nil when its check or a field is wrong.
    private static func decode(
        _ bytes: [UInt8]
    ) -> (key: BookKey, search: BookSearch, result: BookSearch.Result)? {
        let check = bytes.integer(UInt16.self, at: checkedBytes)
        guard check == UInt16(truncatingIfNeeded: FNV1a64.of(bytes.prefix(checkedBytes))),
            let selectivity = Selectivity(rawValue: Int(bytes[25])), bytes[24] > 0
        else { return nil }
        let square = bytes[26] == noSquare ? nil : Int(bytes[26])
        guard square.map({ $0 <= BookExit.pass }) ?? true else { return nil }
        let key = BookKey(
            own: bytes.integer(UInt64.self, at: 0), opponent: bytes.integer(UInt64.self, at: 8))
        let search = BookSearch(
            depth: Int(bytes[24]), selectivity: selectivity,
            seed: bytes.integer(UInt64.self, at: 16))
        let result = BookSearch.Result(
            square: square, value: Int(bytes.integer(Int16.self, at: 28)), depth: Int(bytes[27]))
        return (key, search, result)
    }
}
