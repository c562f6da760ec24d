import ReversiCore
import Testing

/// A printed seed must replay the same run on any machine and in any later version, so the
/// generator is pinned to SplitMix64's published sequence, not just to "some" sequence.
@Suite("Spec 10.1, 10.6: the seeded generator is SplitMix64")
struct SplitMix64Tests {
    @Test("seed 0 gives SplitMix64's published first outputs")
    func publishedOutputs() {
        var generator = SplitMix64(seed: 0)
        let outputs = (0..<3).map { _ in generator.next() }
        #expect(outputs == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
    }
}
