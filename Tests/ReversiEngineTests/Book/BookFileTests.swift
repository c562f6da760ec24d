import Foundation
import ReversiCore
import Testing

@testable import ReversiEngine

@Suite("Spec 21.1, 21.4: the book's file: read back, loaded in milliseconds, bad files refused")
struct BookFileTests {
    static let book = BookFixtures.searched()
    static let bytes = BookFile.encode(book)

    static func refusal(_ bytes: [UInt8]) -> BookFileError.Problem? {
        do throws(BookFileError) {
            _ = try BookFile.decode(bytes, file: "test.book")
            return nil
        } catch {
            #expect(error.description.hasPrefix("book 'test.book': "))
            return error.problem
        }
    }

    /// `bytes` with the header's checksum made again, as a writer that lies would.
    static func resealed(_ bytes: [UInt8]) -> [UInt8] {
        var bytes = bytes
        let sum = BookFile.checksum(bytes[BookFile.headerSize...])
        for index in 0..<8 { bytes[16 + index] = UInt8(truncatingIfNeeded: sum >> (8 * index)) }
        return bytes
    }

    @Test("spec 21.1: a book reads back as it was written, 32 bytes of header and 24 a position")
    func roundTrip() throws {
        #expect(Self.bytes.count == 32 + 24 * Self.book.count)
        #expect(Array(Self.bytes.prefix(8)) == Array("RVSIBOOK".utf8))
        #expect(try BookFile.decode(Self.bytes, file: "test.book") == Self.book)
        #expect(try BookFile.decode(BookFile.encode(OpeningBook()), file: "e").count == 0)
    }

    @Test("spec 21.1: a book of 20,000 positions loads in milliseconds")
    func loadTime() throws {
        let large = BookFixtures.large(positions: 20_000)
        #expect(large.count == 20_000)
        let bytes = BookFile.encode(large)
        let clock = ContinuousClock()
        let start = clock.now
        let loaded = try BookFile.decode(bytes, file: "large.book")
        let elapsed = start.duration(to: clock.now)
        print("a book of \(large.count) positions, \(bytes.count) bytes, loads in \(elapsed)")
        #expect(loaded == large)
        #expect(elapsed < .milliseconds(500))
    }

    @Test(
        "spec 21.4: a truncated file, another version, no book header and a checksum that does not match are each refused, named"
    )
    func damagedFilesRefused() {
        #expect(
            Self.refusal(Array(Self.bytes.dropLast(5)))
                == .truncated(size: Self.bytes.count - 5, expected: Self.bytes.count))
        #expect(Self.refusal(Array(Self.bytes.prefix(20))) == .truncated(size: 20, expected: 32))
        #expect(
            Self.refusal(Self.bytes + [0])
                == .trailingBytes(size: Self.bytes.count + 1, expected: Self.bytes.count))
        var version = Self.bytes
        version[8] = 3
        #expect(Self.refusal(version) == .version(3))
        #expect(Self.refusal(Array("not a book at all, not at all.....".utf8)) == .notABook)
        var damaged = Self.bytes
        damaged[40] ^= 1
        #expect(Self.refusal(damaged) == .checksum)
        #expect(BookFileError.Problem.checksum.description.contains("checksum"))
        #expect(
            BookFileError.Problem.version(3).description
                == "it is a book of version 3; this program reads versions 1 to 2")
    }

    @Test(
        "spec 21.1, 20.1: version 2 holds the selectivity of the book's searches; version 1, without it, reads as exhaustive; a percentage that is no step is refused"
    )
    func selectivityInTheHeader() throws {
        let plan = BookBuildPlan(
            plies: 3, margin: 100, positions: 100,
            search: BookSearch(depth: 4, selectivity: .percent73, seed: 1))
        let selective = BookFixtures.searched(plan)
        #expect(selective.selectivity == .percent73)
        #expect(plan.search.limits.selectivity == .percent73 && plan.search.limits.depth == 4)
        let bytes = BookFile.encode(selective)
        #expect(bytes[8] == 2 && bytes[24] == 73)
        let read = try BookFile.decode(bytes, file: "selective.book")
        #expect(read == selective)
        let moves = read.moves(in: GameState.initial)
        #expect(!moves.isEmpty && moves.allSatisfy { $0.selectivity == .percent73 })
        #expect(moves.first?.searchDepth.description.hasSuffix("@73%") == true)

        var versionOne = BookFile.encode(Self.book)
        #expect(versionOne[24] == 100)
        versionOne[8] = 1
        versionOne[24] = 0
        #expect(try BookFile.decode(versionOne, file: "v1.book") == Self.book)
        var selectiveOne = bytes
        selectiveOne[8] = 1
        #expect(Self.refusal(selectiveOne) == .checksum)

        var noStep = bytes
        noStep[24] = 50
        #expect(Self.refusal(noStep) == .selectivity(50))
        #expect(
            BookFileError.Problem.selectivity(50).description
                == "its searches' selectivity, 50%, is none of 73%, 87%, 95%, 98%, 99%, 100%")
        var reserved = bytes
        reserved[25] = 1
        #expect(Self.refusal(reserved) == .checksum)
    }

    @Test("spec 21.4: a value the book's own tree contradicts is refused, naming the position")
    func contradictedValueRefused() throws {
        var lying = Self.bytes
        // The start's key is not the least, so find its record: the one whose value the four
        // first moves' position gives, negated.
        let keys = Self.book.entries.keys.sorted()
        let start = try #require(keys.firstIndex(of: BookKey(GameState.initial)))
        let offset = BookFile.headerSize + start * BookFile.recordSize + 16
        lying[offset] &+= 1
        guard case .contradiction(let position, _, _)? = Self.refusal(Self.resealed(lying)) else {
            Issue.record("not refused as a contradiction")
            return
        }
        #expect(position == GameState.initial.line)
    }

    @Test(
        "spec 21.4: a book file mutated byte by byte, or cut anywhere, is refused or read as a consistent book, never a crash"
    )
    func fuzzedFiles() {
        let seed = UInt64.random(in: 0...UInt64.max)
        var random = SplitMix64(seed: seed)
        for _ in 0..<400 {
            var bytes = Self.bytes
            let kind = random.next() % 3
            if kind == 0 {
                bytes = Array(bytes.prefix(Int(random.next() % UInt64(bytes.count))))
            } else {
                for _ in 0...random.next() % 4 {
                    let index = Int(random.next() % UInt64(bytes.count))
                    bytes[index] = UInt8(truncatingIfNeeded: random.next())
                }
                // Half the mutants get a checksum that matches, to reach the record checks.
                if kind == 2 { bytes = Self.resealed(bytes) }
            }
            do throws(BookFileError) {
                let book = try BookFile.decode(bytes, file: "fuzz.book")
                #expect(book.contradiction() == nil, "seed \(seed)")
                #expect(BookFile.encode(book) == bytes, "seed \(seed)")
            } catch {
                #expect(!error.description.isEmpty, "seed \(seed)")
            }
        }
    }
}
