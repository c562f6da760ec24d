import ReversiCore
import Testing

@testable import ReversiEngine

@Suite("Spec 21.1: a book's values against fresh searches of its positions")
struct BookAgreementTests {
    static let book = BookFixtures.searched()

    @Test(
        "spec 21.1: the sample is drawn by the seed: the same seed the same positions, never a finished game, all of them when asked for more"
    )
    func sample() {
        let book = Self.book
        #expect(book.count > 10)
        let first = BookAgreement.sample(of: book, count: 8, seed: 3)
        #expect(first.count == 8)
        #expect(first == first.sorted())
        #expect(Set(first).count == 8)
        #expect(first == BookAgreement.sample(of: book, count: 8, seed: 3))
        #expect(first != BookAgreement.sample(of: book, count: 8, seed: 4))
        let all = BookAgreement.sample(of: book, count: book.count + 1, seed: 3)
        #expect(all.count <= book.count && all.count > book.count / 2)
        for key in all {
            if case .completed = GameModel(key.state) { Issue.record("finished: \(key.line)") }
        }
    }

    @Test(
        "spec 21.1: searched again at the build's own depth and seed, every leaf of the book agrees exactly; the positions above them differ by what the tree adds, and the summary counts both"
    )
    func leavesAgreeAtTheBuildsDepth() throws {
        let book = Self.book
        let search = BookFixtures.plan.search
        let keys = BookAgreement.sample(of: book, count: book.count, seed: 0)
        let engine = Engine(tableBytes: 1 << 20)
        let agreement = BookAgreement(
            book: book, keys: keys, fresh: keys.map { search.value(of: $0, engine: engine) })
        #expect(agreement.comparisons.count == keys.count)
        let leaves = agreement.comparisons.filter { comparison in
            !book.moves(in: comparison.key.state).contains(where: \.staysInBook)
        }
        #expect(!leaves.isEmpty)
        for leaf in leaves { #expect(leaf.difference == 0, "\(leaf.key.line)") }
        #expect(agreement.within(0) >= leaves.count)
        let inner = agreement.comparisons.count - leaves.count
        #expect(inner > 0)
        // Above the leaves the tree's plies change the value: a check that saw no difference
        // anywhere would measure nothing.
        #expect(agreement.comparisons.contains { $0.difference != 0 })
        let largest = try #require(agreement.largest)
        #expect(
            agreement.comparisons.allSatisfy { abs($0.difference) <= abs(largest.difference) })
        #expect(agreement.meanAbsolute <= agreement.rootMeanSquare)
        #expect(abs(agreement.mean) <= agreement.meanAbsolute)
    }
}
