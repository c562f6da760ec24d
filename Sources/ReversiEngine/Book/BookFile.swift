import BinaryCoding
import ReversiCore

/// The book's file (docs/book-format.md): a 32-byte header, then one 24-byte record a
/// position in key order, every number little-endian. The header holds the magic, the
/// version, the record size, the count of positions, a checksum (64-bit FNV-1a) of the
/// records and the selectivity of the searches behind the values. Reading checks every field,
/// every record and the tree's values, and refuses the file with the problem named (spec
/// 21.4).
public enum BookFile {
    public static let magic = Array("RVSIBOOK".utf8)
    /// The version written. Version 1, the same without the selectivity (its byte was
    /// reserved, zero), is still read, as a book of exhaustive searches.
    public static let version = 2
    static let versionsRead = 1...version
    /// Where the header holds the selectivity's percentage.
    static let selectivityOffset = 24
    static let headerSize = 32
    static let recordSize = 24
    /// The exit byte of a position with no exit.
    static let noExit: UInt8 = 255

    public static func encode(_ book: OpeningBook) -> [UInt8] {
        var records: [UInt8] = []
        records.reserveCapacity(book.count * recordSize)
        for key in book.entries.keys.sorted() {
            guard let entry = book.entries[key] else { continue }
            records.append(littleEndian: key.own)
            records.append(littleEndian: key.opponent)
            records.append(littleEndian: UInt16(bitPattern: Int16(clamping: entry.value)))
            records.append(UInt8(clamping: entry.depth))
            records.append(entry.exit.map { UInt8($0.square) } ?? noExit)
            records.append(
                littleEndian: UInt16(bitPattern: Int16(clamping: entry.exit?.value ?? 0)))
            records.append(UInt8(clamping: entry.exit?.depth ?? 0))
            records.append(0)
        }
        var bytes = magic
        bytes.append(littleEndian: UInt16(version))
        bytes.append(littleEndian: UInt16(recordSize))
        bytes.append(littleEndian: UInt32(book.count))
        bytes.append(littleEndian: checksum(records[...]))
        bytes.append(UInt8(book.selectivity.percent))
        bytes += [UInt8](repeating: 0, count: headerSize - bytes.count)
        return bytes + records
    }

    /// The book in `bytes`, read from `file` (which errors name).
    public static func decode(_ bytes: [UInt8], file: String) throws(BookFileError) -> OpeningBook {
        func refuse(_ problem: BookFileError.Problem) -> BookFileError {
            BookFileError(file: file, problem: problem)
        }
        guard bytes.count >= magic.count, Array(bytes[0..<magic.count]) == magic else {
            throw refuse(
                bytes.count < magic.count
                    ? .truncated(size: bytes.count, expected: headerSize) : .notABook)
        }
        guard bytes.count >= headerSize else {
            throw refuse(.truncated(size: bytes.count, expected: headerSize))
        }
        let version = Int(bytes.integer(UInt16.self, at: 8))
        guard versionsRead.contains(version) else { throw refuse(.version(version)) }
        let size = Int(bytes.integer(UInt16.self, at: 10))
        guard size == recordSize else { throw refuse(.recordSize(size)) }
        let count = Int(bytes.integer(UInt32.self, at: 12))
        let expected = headerSize + count * recordSize
        guard bytes.count >= expected else {
            throw refuse(.truncated(size: bytes.count, expected: expected))
        }
        guard bytes.count == expected else {
            throw refuse(.trailingBytes(size: bytes.count, expected: expected))
        }
        let reservedFrom = version == 1 ? selectivityOffset : selectivityOffset + 1
        guard bytes[reservedFrom..<headerSize].allSatisfy({ $0 == 0 }),
            bytes.integer(UInt64.self, at: 16) == checksum(bytes[headerSize...])
        else { throw refuse(.checksum) }
        let percent = version == 1 ? Selectivity.exhaustive.percent : Int(bytes[selectivityOffset])
        guard let selectivity = Selectivity(rawValue: percent) else {
            throw refuse(.selectivity(percent))
        }
        var entries: [BookKey: BookEntry] = [:]
        entries.reserveCapacity(count)
        var previous: BookKey?
        for number in 1...max(count, 1) where number <= count {
            let start = headerSize + (number - 1) * recordSize
            do throws(RecordError) {
                let (key, entry) = try record(bytes, at: start, after: previous)
                entries[key] = entry
                previous = key
            } catch {
                throw refuse(.badRecord(number: number, reason: error.reason))
            }
        }
        let book = OpeningBook(entries: entries, selectivity: selectivity)
        if let wrong = book.contradiction() {
            throw refuse(
                .contradiction(
                    position: wrong.key.state.line, stored: wrong.stored.value,
                    negamax: wrong.negamax?.value))
        }
        return book
    }

    private struct RecordError: Error {
        let reason: String
    }

    /// One record, checked on its own: the disks, the order of keys, the values' bounds.
    private static func record(
        _ bytes: [UInt8], at start: Int, after previous: BookKey?
    ) throws(RecordError) -> (BookKey, BookEntry) {
        let key = BookKey(
            own: bytes.integer(UInt64.self, at: start),
            opponent: bytes.integer(UInt64.self, at: start + 8))
        guard key.own & key.opponent == 0 else {
            throw RecordError(reason: "a cell holds both sides' disks")
        }
        guard BookKey.canonical(key.position).key == key else {
            throw RecordError(reason: "the position is not in its key's orientation")
        }
        guard previous.map({ $0 < key }) ?? true else {
            throw RecordError(reason: "the positions are not in key order, or one is twice")
        }
        let value = Int(Int16(bitPattern: bytes.integer(UInt16.self, at: start + 16)))
        let depth = Int(bytes[start + 18])
        let square = bytes[start + 19]
        let exitValue = Int(Int16(bitPattern: bytes.integer(UInt16.self, at: start + 20)))
        let exitDepth = Int(bytes[start + 22])
        guard bytes[start + 23] == 0 else {
            throw RecordError(reason: "its reserved byte is not 0")
        }
        let bound = BookEntry.valueBound
        guard abs(value) <= bound, abs(exitValue) <= bound else {
            throw RecordError(reason: "a value beyond ±\(bound) hundredths of a disk")
        }
        guard square != noExit else {
            guard exitValue == 0, exitDepth == 0 else {
                throw RecordError(reason: "it values an exit move it does not have")
            }
            return (key, BookEntry(value: value, depth: depth, exit: nil))
        }
        guard
            OpeningBook.children(of: key.position).contains(where: { $0.square == Int(square) })
        else { throw RecordError(reason: "its exit move \(square) is not a legal move there") }
        return (
            key,
            BookEntry(
                value: value, depth: depth,
                exit: BookExit(square: Int(square), value: exitValue, depth: exitDepth))
        )
    }

    /// The records' checksum, as the header holds it.
    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt64 { FNV1a64.of(bytes) }
}
