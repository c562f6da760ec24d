import ReversiCore

@testable import ReversiEngine

/// Books for the tests: one of real searches (shallow, so made in milliseconds), and large
/// ones of made-up values, whose making costs only the moves' generation.
enum BookFixtures {
    /// A real build: 4 plies, 2 disks of margin, leaves searched 3 plies deep.
    static let plan = BookBuildPlan(
        plies: 4, margin: 200, positions: 1_000, search: BookSearch(depth: 3, seed: 7))

    static func searched(_ plan: BookBuildPlan = plan) -> OpeningBook {
        let engine = Engine(tableBytes: 1 << 20)
        var builder = BookBuilder(evaluate: { search, keys in
            keys.map { search.value(of: $0, engine: engine) }
        })
        return builder.build(plan)
    }

    /// Made-up values that depend only on the position: the first legal move, and a value
    /// from the key's bits within ±3 disks.
    static func madeUp(_ key: BookKey) -> BookSearch.Result {
        let children = OpeningBook.children(of: key.position)
        let mixed = (key.own &* 0x9E37_79B9_7F4A_7C15) ^ key.opponent
        return BookSearch.Result(
            square: children.first?.square, value: Int(mixed % 601) - 300, depth: 1)
    }

    /// A book of `positions` positions with made-up values, for sizes and load times.
    static func large(positions: Int) -> OpeningBook {
        var builder = BookBuilder(evaluate: { $1.map(madeUp) })
        return builder.build(
            BookBuildPlan(
                plies: 20, margin: 400, positions: positions, search: BookSearch(depth: 1, seed: 0))
        )
    }
}
