/// A small, fast, seedable random number generator (SplitMix64).
///
/// Everything random in the project (the computer player, playouts, property tests) takes one
/// of these, so that a run is replayed exactly from its printed seed.
public struct SplitMix64: RandomNumberGenerator, Hashable, Sendable {
    public private(set) var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z &>> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z &>> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z &>> 31)
    }

    /// An independent generator for a sub-task, so that adding draws to one part of a run
    /// does not shift the numbers another part sees.
    public mutating func split() -> SplitMix64 { SplitMix64(seed: next()) }
}
