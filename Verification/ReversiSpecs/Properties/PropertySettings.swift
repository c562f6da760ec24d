import PropertyCheck

/// How the Reversi properties are run and replayed, shared by the tests and the verifier.
public enum PropertySettings {
    /// The environment variable that replays one printed case.
    public static let seedVariable = "REVERSI_PROPERTY_SEED"

    /// The run seed when none is given, so that an ordinary test run is repeatable.
    public static let defaultSeed: UInt64 = 0x5EED

    /// How a test failure tells its reader to replay it.
    public static func testReplay(_ counterexample: Counterexample, filter: String) -> String {
        "\(seedVariable)=\(counterexample.seed) swift test --filter '\(filter)'"
    }

    /// Runs `property` as a test does: from the fixed run seed on two threads, or only the
    /// case named by `seedVariable`. The shrunk failure with the line that replays it (under
    /// `swift test --filter filter`), or `nil` when the property holds.
    public static func testFailure(of property: Property, cases: Int, filter: String) -> String? {
        let replay: CaseSeed?
        do {
            replay = try PropertyConfiguration.replaySeed(fromEnvironment: seedVariable)
        } catch {
            return error.description
        }
        let configuration = PropertyConfiguration(
            cases: cases, seed: defaultSeed, replay: replay, workers: 2)
        guard let counterexample = PropertyRunner(configuration).check(property).counterexample
        else { return nil }
        return counterexample.report(replay: testReplay(counterexample, filter: filter))
    }
}
