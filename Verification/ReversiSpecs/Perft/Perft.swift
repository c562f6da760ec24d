import ReversiCore

/// Move-path enumeration ("perft") on the bitboard generator, single-threaded.
///
/// The last ply is never played: its sequences are the popcount of the legal moves of each
/// position one ply earlier ("bulk counting"), the standard way to time a move generator.
public enum Perft {
    /// The position every game starts from, as the generator sees it (dark to move).
    package static var initialPosition: Bitboards { GameState.initial.bitboards }

    /// Counts the sequences of exactly `plies` plies from `position`; `plies` must be at
    /// least 1 (zero plies yield an empty count).
    package static func count(from position: Bitboards, plies: Int) -> PerftCount {
        var count = PerftCount()
        if plies >= 1 { accumulate(position, plies: plies, into: &count) }
        return count
    }

    static func accumulate(_ position: Bitboards, plies: Int, into count: inout PerftCount) {
        let moves = position.legalMoves
        if moves == 0 {
            let passed = position.passed
            if passed.legalMoves == 0 {
                // The game is over; only the run that stops right after it reports it.
                if plies == 1 { count.gamesOverOnePlyEarlier &+= 1 }
            } else if plies == 1 {
                count.sequences &+= 1
                count.passes &+= 1
            } else {
                accumulate(passed, plies: plies &- 1, into: &count)
            }
            return
        }
        if plies == 1 {
            count.sequences &+= moves.nonzeroBitCount
            return
        }
        var remaining = moves
        if plies == 2 {
            // The innermost loop, written out so that no call separates a placement from the
            // popcount of the reply moves.
            while remaining != 0 {
                let square = remaining.trailingZeroBitCount
                remaining &= remaining &- 1
                countLastPly(
                    position.playing(square, flipping: position.flips(at: square)), into: &count)
            }
            return
        }
        while remaining != 0 {
            let square = remaining.trailingZeroBitCount
            remaining &= remaining &- 1
            accumulate(
                position.playing(square, flipping: position.flips(at: square)), plies: plies &- 1,
                into: &count)
        }
    }

    @inline(__always)
    static func countLastPly(_ position: Bitboards, into count: inout PerftCount) {
        let moves = position.legalMoves
        if moves != 0 {
            count.sequences &+= moves.nonzeroBitCount
        } else if position.passed.legalMoves != 0 {
            count.sequences &+= 1
            count.passes &+= 1
        } else {
            count.gamesOverOnePlyEarlier &+= 1
        }
    }
}
