import PropertyCheck
import Testing

/// Toy properties with planted faults: the runner must find each fault, shrink it to the one
/// smallest case, and reproduce exactly that from the printed seed.
@Suite("Property runner: planted faults are found and shrunk to the minimal case")
struct ShrinkingTests {
    static let numbers = Generator.int(in: 0...1000).list(averageLength: 10, maxLength: 60)
    static let runner = PropertyRunner(PropertyConfiguration(cases: 200, seed: 7))

    /// The value a shrunk case generates, read back from its decisions.
    static func value<Value>(of counterexample: Counterexample, _ generator: Generator<Value>)
        -> Value
    {
        var choices = Choices(replaying: counterexample.decisions)
        return choices.draw(generator)
    }

    static let sumBound = Property("sums stay below 500") { choices in
        let list = choices.draw(numbers)
        if list.reduce(0, +) >= 500 { throw PropertyFailure("sum of \(list)") }
    }

    @Test("a bound on the sum shrinks to the one list holding the smallest too-large number")
    func sumBoundShrinksToOneElement() throws {
        let counterexample = try #require(Self.runner.check(Self.sumBound).counterexample)
        #expect(Self.value(of: counterexample, Self.numbers) == [500])
        #expect(counterexample.failure == "sum of [500]")
    }

    @Test("an ordering fault shrinks to the two elements that show it, with nothing around them")
    func orderingFaultShrinksToPair() throws {
        let digits = Generator.element(of: Array(0...9)).list(averageLength: 20, maxLength: 60)
        let property = Property("no 7 ever follows a 3") { choices in
            let list = choices.draw(digits)
            var seenThree = false
            for digit in list {
                if digit == 7 && seenThree { throw PropertyFailure("\(list)") }
                if digit == 3 { seenThree = true }
            }
        }
        let counterexample = try #require(Self.runner.check(property).counterexample)
        #expect(Self.value(of: counterexample, digits) == [3, 7])
    }

    @Test("a sort that drops duplicates is caught by the smallest list with a duplicate")
    func faultySortShrinksToSmallestDuplicate() throws {
        let property = Property("sorting keeps every element") { choices in
            let list = choices.draw(Self.numbers)
            let sorted = Array(Set(list)).sorted()  // the planted fault: duplicates vanish
            if sorted.count != list.count { throw PropertyFailure("\(list) sorted to \(sorted)") }
        }
        let counterexample = try #require(Self.runner.check(property).counterexample)
        #expect(Self.value(of: counterexample, Self.numbers) == [0, 0])
    }

    @Test("a fault that needs a choice among options shrinks to the earliest option that fails")
    func weightedChoicesShrinkTowardsFirstOption() throws {
        let operations = Generator<String>.weighted([
            (weight: 5, generator: .constant("push")), (weight: 3, generator: .constant("pop")),
            (weight: 1, generator: .constant("clear")),
        ]).list(averageLength: 8, maxLength: 40)
        let property = Property("a stack never pops when empty") { choices in
            var depth = 0
            for operation in choices.draw(operations) {
                choices.note(operation)
                switch operation {
                case "push": depth += 1
                case "pop":
                    guard depth > 0 else { throw PropertyFailure("pop on an empty stack") }
                    depth -= 1
                default: depth = 0
                }
            }
        }
        let counterexample = try #require(Self.runner.check(property).counterexample)
        #expect(Self.value(of: counterexample, operations) == ["pop"])
        #expect(counterexample.notes == ["pop"])
    }

    @Test("generators built with map and flatMap shrink through what they depend on")
    func composedGeneratorsShrink() throws {
        // A grid: a width drawn first, then rows of exactly that width.
        let grid = Generator.int(in: 1...8).flatMap { width in
            Generator.int(in: 0...99).list(averageLength: width, maxLength: width)
                .map { Array($0.prefix(width)) }
                .list(averageLength: 4, maxLength: 10)
                .map { rows in rows.map { $0 + Array(repeating: 0, count: width - $0.count) } }
        }
        let property = Property("no cell of a grid holds 42 or more") { choices in
            let rows = choices.draw(grid)
            if rows.joined().contains(where: { $0 >= 42 }) { throw PropertyFailure("\(rows)") }
        }
        let counterexample = try #require(Self.runner.check(property).counterexample)
        #expect(Self.value(of: counterexample, grid) == [[42]])
    }

    @Test("replaying the printed seed regenerates the failing case and shrinks it the same way")
    func printedSeedReplaysTheFailure() throws {
        let found = try #require(Self.runner.check(Self.sumBound).counterexample)
        let report = found.report(replay: "PROPERTY_SEED=\(found.seed) swift test")
        #expect(report.contains("seed: \(found.seed)"))
        #expect(report.contains("replay: PROPERTY_SEED=\(found.seed)"))

        let printed = try #require(CaseSeed(found.seed.description))
        var replay = Self.runner
        replay.configuration.replay = printed
        let replayed = try #require(replay.check(Self.sumBound).counterexample)
        #expect(replayed == found)
    }

    @Test("the failure reported does not depend on how many workers run the cases")
    func workersDoNotChangeTheOutcome() throws {
        let property = Property("no number above 990") { choices in
            let list = choices.draw(Self.numbers)
            if list.contains(where: { $0 > 990 }) { throw PropertyFailure("\(list)") }
        }
        var parallel = Self.runner
        parallel.configuration.workers = 4
        let alone = try #require(Self.runner.check(property).counterexample)
        #expect(parallel.check(property).counterexample == alone)
        #expect(Self.value(of: alone, Self.numbers) == [991])
    }
}

@Suite("Property runner: seeds and passing runs")
struct RunnerTests {
    @Test("a property that holds runs every case and passes")
    func holdingPropertyPasses() {
        let runner = PropertyRunner(PropertyConfiguration(cases: 300, seed: 1))
        let property = Property("lists stay within their bound") { choices in
            let list = choices.draw(Generator.int(in: 0...3).list(averageLength: 5, maxLength: 12))
            if list.count > 12 { throw PropertyFailure("too long: \(list.count)") }
        }
        guard case .passed(let cases) = runner.check(property) else {
            Issue.record("a property that holds failed")
            return
        }
        #expect(cases == 300)
    }

    @Test("case seeds are fixed by the run seed and differ between properties and runs")
    func caseSeedsAreDeterministic() {
        let runner = PropertyRunner(PropertyConfiguration(cases: 50, seed: 42))
        let seeds = runner.caseSeeds(for: "a")
        #expect(seeds == runner.caseSeeds(for: "a"))
        #expect(Set(seeds).count == 50)
        #expect(Set(seeds).isDisjoint(with: runner.caseSeeds(for: "b")))
        let otherRun = PropertyRunner(PropertyConfiguration(cases: 50, seed: 43))
        #expect(Set(seeds).isDisjoint(with: otherRun.caseSeeds(for: "a")))
    }

    @Test("a case seed prints as 0x and 16 hex digits and parses back, also from decimal")
    func caseSeedText() {
        let seed = CaseSeed(0x00ab_cdef_0123_4567)
        #expect(seed.description == "0x00abcdef01234567")
        #expect(CaseSeed(seed.description) == seed)
        #expect(CaseSeed(" 0x00ABCDEF01234567\n") == seed)
        #expect(CaseSeed("48358647417488743") == seed)
        #expect(CaseSeed("0xnope") == nil)
        #expect(CaseSeed("") == nil)
    }

    @Test("a replayed decision record makes the same decisions; an exhausted one answers 0")
    func replayIsExact() {
        var fresh = Choices(generator: .init(seed: 9))
        let drawn = (0..<20).map { _ in fresh.choose(below: 100) }
        var replay = Choices(replaying: fresh.made)
        #expect((0..<20).map { _ in replay.choose(below: 100) } == drawn)
        #expect(replay.choose(below: 100) == 0)
        var forced = Choices(replaying: [])
        #expect(forced.choose(below: 1) == 0)
        #expect(forced.made.isEmpty)
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("Property runner: the replay seed comes from one environment variable")
struct ReplayEnvironmentTests {
    @Test("a set variable gives its seed, an unset one none, and a malformed one a clear error")
    func replaySeedFromEnvironment() throws {
        let name = "PROPERTY_CHECK_TESTS_REPLAY_SEED"
        unsetenv(name)
        #expect(try PropertyConfiguration.replaySeed(fromEnvironment: name) == nil)
        setenv(name, "0x00000000000000ff", 1)
        #expect(try PropertyConfiguration.replaySeed(fromEnvironment: name) == CaseSeed(255))
        setenv(name, "not a seed", 1)
        #expect(throws: PropertyFailure.self) {
            try PropertyConfiguration.replaySeed(fromEnvironment: name)
        }
        unsetenv(name)
    }
}
