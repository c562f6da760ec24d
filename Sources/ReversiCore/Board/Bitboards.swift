/// The move generator on two 64-bit sets: the side to move's disks (`own`) and the other
/// side's (`opponent`), bit `8 * row + column` for each cell.
///
/// This is the hot path of perft, of the checker and of playouts, so it is branch-light,
/// allocation-free and inlinable across modules. `LineRules` is its executable
/// specification; a differential test keeps the two in agreement.
@frozen
public struct Bitboards: Hashable, Sendable {
    public var own: UInt64
    public var opponent: UInt64

    @inlinable
    public init(own: UInt64, opponent: UInt64) {
        self.own = own
        self.opponent = opponent
    }

    @inlinable
    public var empty: UInt64 { ~(own | opponent) }

    /// The cells where the side to move may place: empty cells from which some direction
    /// runs over one or more opposing disks into one of its own.
    @inlinable
    public var legalMoves: UInt64 {
        // Horizontal and diagonal runs must not wrap from one edge to the other, so the
        // opponent set they walk over excludes the edge columns.
        let inner = opponent & 0x7E7E_7E7E_7E7E_7E7E
        var moves = Bitboards.run(own, over: inner, shift: 1)
        moves |= Bitboards.run(own, over: opponent, shift: 8)
        moves |= Bitboards.run(own, over: inner, shift: 7)
        moves |= Bitboards.run(own, over: inner, shift: 9)
        return moves & empty
    }

    /// Both directions along one axis: the cells one step past a run of `over` that starts
    /// next to `from`.
    @inlinable
    static func run(_ from: UInt64, over: UInt64, shift: UInt64) -> UInt64 {
        var up = over & (from &<< shift)
        var down = over & (from &>> shift)
        up |= over & (up &<< shift)
        down |= over & (down &>> shift)
        let overUp = over & (over &<< shift)
        let overDown = over & (over &>> shift)
        up |= overUp & (up &<< (shift &* 2))
        down |= overDown & (down &>> (shift &* 2))
        up |= overUp & (up &<< (shift &* 2))
        down |= overDown & (down &>> (shift &* 2))
        return (up &<< shift) | (down &>> shift)
    }

    /// The opposing disks that flip when the side to move places on `square` (0..<64).
    /// Zero when the placement is illegal.
    @inlinable
    public func flips(at square: Int) -> UInt64 {
        let placed: UInt64 = 1 &<< UInt64(truncatingIfNeeded: square)
        var flipped: UInt64 = 0
        flipped |= ray(placed, shift: 1, mask: 0xFEFE_FEFE_FEFE_FEFE, left: true)
        flipped |= ray(placed, shift: 1, mask: 0x7F7F_7F7F_7F7F_7F7F, left: false)
        flipped |= ray(placed, shift: 8, mask: ~0, left: true)
        flipped |= ray(placed, shift: 8, mask: ~0, left: false)
        flipped |= ray(placed, shift: 9, mask: 0xFEFE_FEFE_FEFE_FEFE, left: true)
        flipped |= ray(placed, shift: 9, mask: 0x7F7F_7F7F_7F7F_7F7F, left: false)
        flipped |= ray(placed, shift: 7, mask: 0x7F7F_7F7F_7F7F_7F7F, left: true)
        flipped |= ray(placed, shift: 7, mask: 0xFEFE_FEFE_FEFE_FEFE, left: false)
        return flipped
    }

    /// One direction from `placed`: shifting left (towards higher bits) or right, keeping
    /// only bits inside `mask` so that a step never wraps round an edge.
    @inlinable
    func ray(_ placed: UInt64, shift: UInt64, mask: UInt64, left: Bool) -> UInt64 {
        var line: UInt64 = 0
        var cursor = left ? (placed &<< shift) & mask : (placed &>> shift) & mask
        while cursor & opponent != 0 {
            line |= cursor
            cursor = left ? (cursor &<< shift) & mask : (cursor &>> shift) & mask
        }
        return cursor & own != 0 ? line : 0
    }

    /// The position after the side to move places on `square` and flips `flipped`, seen from
    /// the new side to move.
    @inlinable
    public func playing(_ square: Int, flipping flipped: UInt64) -> Bitboards {
        let placed: UInt64 = 1 &<< UInt64(truncatingIfNeeded: square)
        return Bitboards(own: opponent ^ flipped, opponent: own | flipped | placed)
    }

    /// The same position with the other side to move.
    @inlinable
    public var passed: Bitboards { Bitboards(own: opponent, opponent: own) }
}
