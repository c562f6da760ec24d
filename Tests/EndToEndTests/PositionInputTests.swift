import Testing

/// Every command that reads a position reads it with the one parser of the one-line form, so
/// the same bad position is worded the same by each (spec 12.3, 13.3).
@Suite struct PositionInputTests {
    static let badCells =
        String(repeating: "-", count: 27) + "OX------XO" + String(repeating: "-", count: 26) + "Z"

    @Test(
        "spec 12.3, 13.3: the same malformed position is refused with the same words by --from-position, solve and replay",
        arguments: [
            (badCells + " X", "unknown symbol 'Z' at h8 (expected X, O or -)"),
            (String(badCells.dropLast()) + "- Y", "unknown side to move 'Y' (expected X or O)"),
        ])
    func sameWords(position: String, reason: String) throws {
        let launch = try Executable.run(
            "reversi", ["--no-save", "--from-position", position], input: "")
        let solve = try Executable.run("reversi", ["solve"], input: position + "\n")
        let replay = try Executable.run("reversi", ["replay", position + " f5"], input: "")
        for result in [launch, solve, replay] {
            #expect(result.status == 65)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.contains(reason), "\(result.stderr)")
        }
    }
}
