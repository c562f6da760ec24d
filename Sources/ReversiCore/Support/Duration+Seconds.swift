/// A duration as the program writes and compares it: the one conversion from `Duration`.
extension Duration {
    /// The duration in seconds, as a decimal.
    public var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }

    /// The duration in whole milliseconds, rounded down.
    public var milliseconds: Int {
        Int(components.seconds) * 1000 + Int(components.attoseconds / 1_000_000_000_000_000)
    }
}
