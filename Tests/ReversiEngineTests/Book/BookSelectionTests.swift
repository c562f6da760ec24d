import ReversiCore
import Testing

@testable import ReversiEngine

@Suite("Opening book: moves chosen by a shallower search, values by the deep one")
struct BookSelectionTests {
    /// Made-up results that tell the searches apart: an odd depth and an even one order the
    /// moves the opposite ways, and the depth is the search's own.
    static func madeUp(_ search: BookSearch, _ key: BookKey) -> BookSearch.Result {
        let base = BookFixtures.madeUp(key)
        let sign = search.depth.isMultiple(of: 2) ? -1 : 1
        return BookSearch.Result(square: base.square, value: sign * base.value, depth: search.depth)
    }

    static let deep = BookSearch(depth: 9, seed: 0)

    @Test(
        "spec 21.1: with a selection depth, every move is searched by the selection, and only the leaves and each position's best move out of the book by the deep search"
    )
    func deepSearchesOnlyWhereValuesComeFrom() throws {
        var calls: [BookSearch: Int] = [:]
        var builder = BookBuilder(evaluate: { search, keys in
            calls[search, default: 0] += keys.count
            return keys.map { Self.madeUp(search, $0) }
        })
        let plan = BookBuildPlan(
            plies: 6, margin: 100, positions: 200, search: Self.deep, selectionDepth: 2)
        let book = builder.build(plan)
        let shallow = try #require(calls[plan.selection])
        let deep = try #require(calls[Self.deep])
        #expect(plan.selection.depth == 2 && plan.selection != Self.deep)
        #expect(deep <= book.count, "one deep search a position at most")
        #expect(shallow > 2 * book.count, "every move of every expanded position")
        let exits = book.entries.values.compactMap(\.exit)
        #expect(exits.count > book.count / 2)
        #expect(exits.allSatisfy { [Self.deep.depth, Self.deep.depth + 1].contains($0.depth) })
        #expect(book.contradiction() == nil)
    }

    @Test("spec 21.1: a selection as deep as the leaves is the build of one search, byte for byte")
    func selectionAtTheLeavesDepthIsTheDefault() {
        func built(_ selectionDepth: Int?) -> [UInt8] {
            var builder = BookBuilder(evaluate: { search, keys in
                keys.map { Self.madeUp(search, $0) }
            })
            return BookFile.encode(
                builder.build(
                    BookBuildPlan(
                        plies: 6, margin: 100, positions: 200, search: Self.deep,
                        selectionDepth: selectionDepth)))
        }
        #expect(built(Self.deep.depth) == built(nil))
        #expect(built(2) != built(nil))
    }

    @Test(
        "spec 21.1: a book chosen by real shallow searches keeps the moves within the margin by them, and its values are the negamax of its tree"
    )
    func realSelection() throws {
        let engine = Engine(tableBytes: 1 << 20)
        var builder = BookBuilder(evaluate: { search, keys in
            keys.map { search.value(of: $0, engine: engine) }
        })
        var plan = BookFixtures.plan
        plan.search = BookSearch(depth: 4, seed: 7)
        plan.selectionDepth = 1
        let book = builder.build(plan)
        #expect(book.count > 4)
        #expect(book.contradiction() == nil)
        let start = try #require(book.entry(for: .initial))
        #expect(start.depth > plan.search.depth)
    }

    @Test(
        "spec 21.1: a build stops searching where the cap stops it: the parents after the cap stay leaves, unsearched"
    )
    func capStopsTheSearches() {
        func build(plies: Int, positions: Int) -> (book: OpeningBook, searches: Int) {
            var searches = 0
            var builder = BookBuilder(evaluate: { search, keys in
                searches += keys.count
                return keys.map { Self.madeUp(search, $0) }
            })
            let book = builder.build(
                BookBuildPlan(plies: plies, margin: 300, positions: positions, search: Self.deep))
            return (book, searches)
        }
        let before = build(plies: 8, positions: 100_000)
        let whole = build(plies: 9, positions: 100_000)
        let capped = build(plies: 9, positions: before.book.count + 1)
        #expect(whole.book.count - before.book.count > 4 * BookBuilder.parentsAtATime)
        #expect(capped.book.count == before.book.count + 1)
        #expect(capped.searches < before.searches + (whole.searches - before.searches) / 2)
    }

    @Test(
        "spec 21.1: with a way-out margin, a way out is searched deep only when the selection puts it near the position's best book move; the others keep the selection's value and are not the position's best"
    )
    func wayOutMargin() throws {
        func build(_ margin: Int?) -> (book: OpeningBook, deep: Int) {
            var deep = 0
            var builder = BookBuilder(evaluate: { search, keys in
                if search == Self.deep { deep += keys.count }
                return keys.map { Self.madeUp(search, $0) }
            })
            let book = builder.build(
                BookBuildPlan(
                    plies: 6, margin: 100, positions: 200, search: Self.deep, selectionDepth: 2,
                    wayOutMargin: margin))
            return (book, deep)
        }
        let every = build(nil)
        let wide = build(6_400)
        let pruned = build(100)
        #expect(BookFile.encode(wide.book) == BookFile.encode(every.book))
        #expect(wide.deep == every.deep)
        #expect(pruned.deep < every.deep)
        #expect(pruned.book.contradiction() == nil)
        var shallow = 0
        for entry in pruned.book.entries.values {
            guard let exit = entry.exit, exit.depth == 3 else { continue }
            shallow += 1
            #expect(exit.value + 100 < entry.value, "a shallow way out is never the best")
        }
        #expect(shallow == every.deep - pruned.deep)
    }
}
