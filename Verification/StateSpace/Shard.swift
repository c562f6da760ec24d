/// One of `count` deterministic parts of a state space, so that a deep check can be split
/// over machines.
///
/// What a shard explores: exploration runs unsplit until the first depth at which the
/// frontier holds at least `Shard.splitFactor × count` distinct states. There shard `K` keeps
/// the frontier states at positions `K-1`, `K-1+count`, `K-1+2×count`, … (breadth-first order
/// is deterministic, so every run makes the same split) and explores only what lies below
/// them. Every state within the depth bound lies below some kept state of some shard, so the
/// shards together cover the whole bounded space; states reachable from several parts are
/// explored by each of them. If the frontier never grows that large, there is no split and
/// every shard explores the whole (small) space.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// Zero-based: shard `K/N` on the command line has `index == K - 1`.
    public let index: Int
    public let count: Int

    /// How many frontier states per shard, at least, before the space is split.
    public static let splitFactor = 16

    /// The most parts a space can be split into.
    public static let maximumCount = 1_000_000

    public static let whole = Shard(validIndex: 0, count: 1)

    private init(validIndex: Int, count: Int) {
        self.index = validIndex
        self.count = count
    }

    /// Shard `number` (1-based) of `count`; `nil` unless
    /// `1 <= number <= count <= maximumCount`.
    public init?(number: Int, of count: Int) {
        guard (1...Self.maximumCount).contains(count), (1...count).contains(number) else {
            return nil
        }
        self.init(validIndex: number - 1, count: count)
    }

    /// Parses `K/N`, as in `--shard 2/4`.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let number = Int(parts[0]), let count = Int(parts[1]) else {
            return nil
        }
        self.init(number: number, of: count)
    }

    public var isWhole: Bool { count == 1 }

    public var description: String { "\(index + 1)/\(count)" }

    /// The frontier size at which the space is split: `splitFactor × count`, or never when
    /// that overflows.
    @inlinable
    var splitSize: Int {
        let (size, overflow) = Shard.splitFactor.multipliedReportingOverflow(by: count)
        return overflow ? .max : size
    }

    @inlinable
    func keeps(position: Int) -> Bool { position % count == index }
}
