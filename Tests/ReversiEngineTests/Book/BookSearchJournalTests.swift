import Testing

@testable import ReversiEngine

@Suite("Opening book: the journal of a build's searches")
struct BookSearchJournalTests {
    static let search = BookSearch(depth: 22, selectivity: .percent73, seed: 0xDEAD_BEEF_0042)
    static let records: [(BookKey, BookSearch.Result)] = [
        (
            BookKey(own: 0x0000_0008_1000_0000, opponent: 0x0000_0010_0800_0000),
            BookSearch.Result(square: 19, value: -1234, depth: 22)
        ),
        (BookKey(own: 1, opponent: 2), BookSearch.Result(square: nil, value: 6400, depth: 0)),
        (
            BookKey(own: 3, opponent: 4),
            BookSearch.Result(square: BookExit.pass, value: -6400, depth: 5)
        ),
    ]

    static func file(_ records: [(BookKey, BookSearch.Result)] = records) -> [UInt8] {
        BookSearchJournal.magic + records.flatMap { BookSearchJournal.record($0, search, $1) }
    }

    @Test("spec 21.1: a journal reads back every search it kept, for its search only")
    func roundTrip() throws {
        let journal = try #require(BookSearchJournal(reading: Self.file()))
        #expect(journal.count == 3 && journal.ignoredBytes == 0)
        #expect(journal.wholeBytes == Self.file().count)
        for (key, result) in Self.records {
            #expect(journal.result(of: key, by: Self.search) == result)
        }
        let other = BookSearch(depth: 21, selectivity: .percent73, seed: Self.search.seed)
        #expect(journal.result(of: Self.records[0].0, by: other) == nil)
        #expect(
            BookSearchJournal.record(Self.records[0].0, Self.search, Self.records[0].1).count
                == BookSearchJournal.recordSize)
    }

    @Test("spec 21.1: a record torn by a crash, or damaged, ends what is read back")
    func tornAndDamaged() throws {
        let torn = Self.file() + [1, 2, 3, 4, 5]
        let journal = try #require(BookSearchJournal(reading: torn))
        #expect(journal.count == 3 && journal.ignoredBytes == 5)
        #expect(journal.wholeBytes == Self.file().count)
        var damaged = Self.file()
        damaged[BookSearchJournal.magic.count + BookSearchJournal.recordSize + 3] ^= 0x10
        let read = try #require(BookSearchJournal(reading: damaged))
        #expect(read.count == 1 && read.ignoredBytes == 2 * BookSearchJournal.recordSize)
        #expect(read.result(of: Self.records[2].0, by: Self.search) == nil)
    }

    @Test("spec 21.1: a file without the journal's magic is not read as one")
    func notAJournal() {
        #expect(BookSearchJournal(reading: Array("hello".utf8)) == nil)
        #expect(BookSearchJournal(reading: BookFile.magic + [0, 0]) == nil)
        #expect(BookSearchJournal(reading: BookSearchJournal.magic)?.count == 0)
    }
}
