/// What exploring every sequence of exactly `n` plies finds (OEIS A124004 counts them).
///
/// A forced pass is a ply; a finished game has no further plies. Whether a position at ply
/// `n - 1` has no move at all is found while counting its ply-`n` moves, so a run of `n` plies
/// reports the games that ended one ply earlier; the games ending at ply `n` itself need a
/// run one ply deeper.
public struct PerftCount: Hashable, Sendable {
    /// Sequences of exactly `n` plies.
    public var sequences: Int
    /// Those whose `n`-th ply is a pass.
    public var passes: Int
    /// Sequences of `n - 1` plies that ended the game.
    public var gamesOverOnePlyEarlier: Int

    public init(sequences: Int = 0, passes: Int = 0, gamesOverOnePlyEarlier: Int = 0) {
        self.sequences = sequences
        self.passes = passes
        self.gamesOverOnePlyEarlier = gamesOverOnePlyEarlier
    }

    public static func + (lhs: PerftCount, rhs: PerftCount) -> PerftCount {
        PerftCount(
            sequences: lhs.sequences &+ rhs.sequences,
            passes: lhs.passes &+ rhs.passes,
            gamesOverOnePlyEarlier: lhs.gamesOverOnePlyEarlier &+ rhs.gamesOverOnePlyEarlier)
    }
}
