import ReversiCore

/// A position as the book files it: the side to move's disks and the other side's, in the
/// image under `BoardSymmetry` that orders least, so that symmetric positions share a key
/// (spec 21.1). Colours play no part: the value is the side to move's.
public struct BookKey: Hashable, Sendable, Comparable {
    let own: UInt64
    let opponent: UInt64

    init(own: UInt64, opponent: UInt64) {
        self.own = own
        self.opponent = opponent
    }

    /// The key of `position`, and the symmetry that takes `position` to it.
    static func canonical(_ position: Bitboards) -> (key: BookKey, symmetry: BoardSymmetry) {
        var best = (
            key: BookKey(own: position.own, opponent: position.opponent),
            symmetry: BoardSymmetry.identity
        )
        for symmetry in BoardSymmetry.allCases.dropFirst() {
            let key = BookKey(
                own: symmetry.image(of: position.own),
                opponent: symmetry.image(of: position.opponent))
            if key < best.key { best = (key, symmetry) }
        }
        return best
    }

    /// The key of the position of `state`.
    public init(_ state: GameState) { self = Self.canonical(state.bitboards).key }

    var position: Bitboards { Bitboards(own: own, opponent: opponent) }

    /// The key's position as a game state, the side to move called dark (the book's values
    /// do not depend on the colours).
    var state: GameState {
        GameState(board: Board(position, toMove: .dark), turn: .dark)
    }

    public static func < (lhs: BookKey, rhs: BookKey) -> Bool {
        (lhs.own, lhs.opponent) < (rhs.own, rhs.opponent)
    }
}
