import ReversiCore

/// A position (board and side to move) in 16 bytes: the dark disks and the light disks,
/// with the side to move stored in the light set's `d4` bit.
///
/// The four centre cells are occupied from the start and never emptied, so whether `d4` is
/// light follows from the dark set; that bit is free to say who moves. All-zero never
/// encodes a position (some centre cell is always marked), so it can mean "empty slot".
public struct PositionKey: Hashable, Sendable {
    public let dark: UInt64
    public let lightAndTurn: UInt64

    @usableFromInline
    static let turnBit: UInt64 = 1 << 27  // d4: column d (3), row 4 (3)

    @inlinable
    public init(dark: UInt64, lightAndTurn: UInt64) {
        self.dark = dark
        self.lightAndTurn = lightAndTurn
    }

    /// `position` as seen by the side to move, `darkToMove` saying which colour that is.
    @inlinable
    package init(_ position: Bitboards, darkToMove: Bool) {
        let dark = darkToMove ? position.own : position.opponent
        let light = darkToMove ? position.opponent : position.own
        self.init(
            dark: dark,
            lightAndTurn: (light & ~PositionKey.turnBit) | (darkToMove ? 0 : PositionKey.turnBit))
    }

    @inlinable
    public var darkToMove: Bool { lightAndTurn & PositionKey.turnBit == 0 }

    @inlinable
    public var light: UInt64 {
        (lightAndTurn & ~PositionKey.turnBit) | (~dark & PositionKey.turnBit)
    }

    /// The position as the side to move sees it.
    @inlinable
    package var bitboards: Bitboards {
        darkToMove ? Bitboards(own: dark, opponent: light) : Bitboards(own: light, opponent: dark)
    }

    @inlinable
    var isEmptySlot: Bool { dark == 0 && lightAndTurn == 0 }

    /// A well-mixed 64-bit hash (a multiply-xorshift finaliser over both words).
    @inlinable
    var mixed: UInt64 {
        var h = dark &* 0x9E37_79B9_7F4A_7C15 ^ lightAndTurn
        h = (h ^ (h &>> 32)) &* 0xD6E8_FEB8_6659_FD93
        h = (h ^ (h &>> 32)) &* 0xD6E8_FEB8_6659_FD93
        return h ^ (h &>> 32)
    }
}
