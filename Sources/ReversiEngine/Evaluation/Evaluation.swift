import ReversiCore

/// The hand-written evaluation of a position for the side to move: positive is good for it,
/// about 100 per disk of expected advantage.
///
/// Each feature is a difference (the side to move's count minus the opponent's), weighted
/// by how much it matters early (60 empties) and late (none), the weight sliding linearly
/// between the two as the board fills:
/// - mobility: legal moves now;
/// - potential mobility: empty cells next to the other side's disks, where moves may appear;
/// - corners, which never flip;
/// - X-squares (b2, g2, b7, g7) and C-squares (b1, a2, …) next to an empty corner, which hand
///   that corner to the opponent;
/// - stable disks (`stableDisks`: runs from the corners along the edges, full lines);
/// - parity: with an odd number of empties the side to move expects the last move;
/// - disks, which only count near the end.
enum Evaluation {
    struct Weights {
        var mobility: Int
        var potentialMobility: Int
        var corners: Int
        var xSquares: Int
        var cSquares: Int
        var stableDisks: Int
        var parity: Int
        var disks: Int

        @inline(__always)
        func score(_ features: Features) -> Int {
            mobility &* features.mobility &+ potentialMobility &* features.potentialMobility
                &+ corners &* features.corners &+ xSquares &* features.xSquares
                &+ cSquares &* features.cSquares &+ stableDisks &* features.stableDisks
                &+ parity &* features.parity &+ disks &* features.disks
        }
    }

    // Computed rather than stored, so the optimiser folds them into `evaluate` as constants.
    static var opening: Weights {
        Weights(
            mobility: 60, potentialMobility: 25, corners: 800, xSquares: -250, cSquares: -60,
            stableDisks: 80, parity: 0, disks: -10)
    }
    static var ending: Weights {
        Weights(
            mobility: 35, potentialMobility: 10, corners: 300, xSquares: -80, cSquares: -20,
            stableDisks: 120, parity: 120, disks: 30)
    }

    /// Heuristic values stay within this bound, below every won or lost final position.
    static let bound = 9000
    /// A finished game's value: its disk difference at 100 a disk, beyond every heuristic
    /// value when it is won or lost.
    @inline(__always)
    static func final(_ score: Int) -> Int {
        score &* 100 &+ (score > 0 ? 10_000 : score < 0 ? -10_000 : 0)
    }
    /// Beyond every value: the search's infinite window.
    static let infinity = 20_000

    /// The evaluation; a finished game gets its exact value instead.
    @inline(__always)
    static func evaluate(_ position: Bitboards) -> Int {
        let features = Features(position)
        if features.isGameOver { return final(position.finalScore) }
        let empties = position.empty.nonzeroBitCount
        let early = min(empties, 60)
        let blended =
            (opening.score(features) &* early &+ ending.score(features) &* (60 &- early)) / 60
        return min(max(blended, -bound), bound)
    }

    /// The features of a position, each the side to move's count minus the opponent's.
    struct Features {
        var mobility: Int
        var potentialMobility: Int
        var corners: Int
        var xSquares: Int
        var cSquares: Int
        var stableDisks: Int
        var parity: Int
        var disks: Int
        /// Neither side has a move.
        var isGameOver: Bool

        @inline(__always)
        init(_ position: Bitboards) {
            let own = position.own
            let opponent = position.opponent
            let empty = position.empty
            let ownMoves = position.legalMoves.nonzeroBitCount
            let opponentMoves = position.passed.legalMoves.nonzeroBitCount
            mobility = ownMoves &- opponentMoves
            isGameOver = ownMoves == 0 && opponentMoves == 0
            potentialMobility =
                (neighbours(of: opponent) & empty).nonzeroBitCount
                &- (neighbours(of: own) & empty).nonzeroBitCount
            let cornerCells: UInt64 = 0x8100_0000_0000_0081
            corners =
                (own & cornerCells).nonzeroBitCount &- (opponent & cornerCells).nonzeroBitCount
            let open = Evaluation.cellsNextToEmptyCorners(empty)
            xSquares = (own & open.x).nonzeroBitCount &- (opponent & open.x).nonzeroBitCount
            cSquares = (own & open.c).nonzeroBitCount &- (opponent & open.c).nonzeroBitCount
            let lines = FullLines(own | opponent)
            stableDisks =
                ReversiEngine.stableDisks(own: own, lines: lines).nonzeroBitCount
                &- ReversiEngine.stableDisks(own: opponent, lines: lines).nonzeroBitCount
            parity = empty.nonzeroBitCount & 1 != 0 ? 1 : -1
            disks = own.nonzeroBitCount &- opponent.nonzeroBitCount
        }
    }

    /// The X-squares (diagonally next to a corner) and C-squares (next to it along an edge) of
    /// the corners that are still empty.
    @inline(__always)
    static func cellsNextToEmptyCorners(_ empty: UInt64) -> (x: UInt64, c: UInt64) {
        let a1 = empty & 0x0000_0000_0000_0001
        let h1 = empty & 0x0000_0000_0000_0080
        let a8 = empty & 0x0100_0000_0000_0000
        let h8 = empty & 0x8000_0000_0000_0000
        let x = (a1 &<< 9) | (h1 &<< 7) | (a8 &>> 7) | (h8 &>> 9)
        let c =
            (a1 &<< 1) | (a1 &<< 8) | (h1 &>> 1) | (h1 &<< 8) | (a8 &<< 1) | (a8 &>> 8)
            | (h8 &>> 1) | (h8 &>> 8)
        return (x, c)
    }
}
