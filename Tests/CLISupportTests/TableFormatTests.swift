import CLISupport
import Testing

/// The figures of `reversi solve`'s and `reversi-verify`'s tables, as a reader compares them.
@Suite("Spec 13.3: the numbers of the tables, right-aligned and grouped")
struct TableFormatTests {
    @Test(
        "thousands are grouped by threes from the right, a sign before them",
        arguments: [
            (0, "0"), (7, "7"), (999, "999"), (1000, "1,000"), (65_536, "65,536"),
            (1_939_879_668, "1,939,879,668"), (-1, "-1"), (-1234, "-1,234"),
        ])
    func grouped(value: Int, text: String) {
        #expect(TableFormat.grouped(value) == text)
    }

    @Test("columns are padded on the left to their width, never cut")
    func padded() {
        #expect(TableFormat.padded("42", 5) == "   42")
        #expect(TableFormat.padded("12345", 3) == "12345")
    }

    @Test("seconds with three decimals, rates with a unit, shares as percentages")
    func decimals() {
        #expect(TableFormat.seconds(0.0125) == "0.013")
        #expect(TableFormat.seconds(12.5) == "12.500")
        #expect(TableFormat.rate(231_300_000, per: 1) == "231.3 M/s")
        #expect(TableFormat.rate(2_500_000_000, per: 2) == "1.3 G/s")
        #expect(TableFormat.rate(1500, per: 1) == "1.5 k/s")
        #expect(TableFormat.rate(15, per: 10) == "1.5 /s")
        #expect(TableFormat.rate(1, per: 0) == "-")
        // Each unit from its first whole one.
        #expect(TableFormat.rate(1_000_000_000, per: 1) == "1.0 G/s")
        #expect(TableFormat.rate(1_000_000, per: 1) == "1.0 M/s")
        #expect(TableFormat.rate(1000, per: 1) == "1.0 k/s")
        #expect(TableFormat.percent(0.995) == "99.5%")
    }
}
