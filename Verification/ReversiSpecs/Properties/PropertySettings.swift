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
}
