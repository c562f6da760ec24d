import ReversiCore

/// Counts the distinct positions (board and side to move) after each ply from the initial
/// position (OEIS A124005), breadth first: the set of one ply is expanded into the next, and
/// only the last two plies are ever held.
public enum PositionCount {
    /// Why a count could not finish.
    public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// The table for `ply` (`bytes` bytes) could not be allocated.
        case outOfMemory(ply: Int, bytes: Int)
        /// The table for `ply` filled up: the successor count that sizes it was wrong.
        case tableFull(ply: Int)

        public var description: String {
            switch self {
            case .outOfMemory(let ply, let bytes):
                "could not allocate \(bytes / 1_048_576) MiB for the positions of ply \(ply)"
            case .tableFull(let ply):
                "the table for ply \(ply) filled up before every position was stored"
            }
        }
    }

    /// Counts plies 1 through `plies`, calling `report(ply, positions)` as each is done.
    ///
    /// The last ply is only counted, never expanded, so its set may be built in parts:
    /// successors are split by hash into as many parts as it takes to keep one table within
    /// `partBudget` bytes, and each part is counted on its own.
    public static func count(
        plies: Int, partBudget: Int = 1 << 30, report: (_ ply: Int, _ positions: Int) -> Void
    ) throws(Failure) {
        guard plies >= 1 else { return }
        var current = try table(capacity: 8, ply: 0)
        current.insert(PositionKey(Perft.initialPosition, darkToMove: true))
        current.flush()
        for ply in 1...plies {
            let successors = successorCount(of: current)
            let bytesPerSlot = PositionSet.bytesPerSlot
            let wanted = successors + successors / 4 + 64
            let parts =
                ply == plies ? max(1, (wanted * bytesPerSlot + partBudget - 1) / partBudget) : 1
            var total = 0
            for part in 0..<parts {
                var next = try table(capacity: wanted / parts + 64, ply: ply)
                expand(current, into: &next) { key in
                    parts == 1 || Int(key.mixed % UInt64(parts)) == part
                }
                next.flush()
                guard !next.isFull else { throw .tableFull(ply: ply) }
                total += next.count
                if ply < plies { current = next }
            }
            report(ply, total)
        }
    }

    private static func table(capacity: Int, ply: Int) throws(Failure) -> PositionSet {
        guard let set = PositionSet(capacity: capacity) else {
            throw .outOfMemory(ply: ply, bytes: capacity * PositionSet.bytesPerSlot)
        }
        return set
    }

    /// How many successors the positions have, counted with repeats: at least the number of
    /// distinct ones, so a table this large (plus slack) never fills.
    static func successorCount(of set: borrowing PositionSet) -> Int {
        var total = 0
        set.forEach { key in
            let position = key.bitboards
            let moves = position.legalMoves
            if moves != 0 {
                total += moves.nonzeroBitCount
            } else if position.passed.legalMoves != 0 {
                total += 1
            }
        }
        return total
    }

    /// Inserts into `next` every successor of `set` that `isWanted`: each placement, or the
    /// pass when there is none. Finished games have no successor.
    static func expand(
        _ set: borrowing PositionSet, into next: inout PositionSet,
        where isWanted: (PositionKey) -> Bool
    ) {
        set.forEach { key in
            let position = key.bitboards
            let nextDarkToMove = !key.darkToMove
            var moves = position.legalMoves
            if moves == 0 {
                let passed = position.passed
                guard passed.legalMoves != 0 else { return }
                let successor = PositionKey(passed, darkToMove: nextDarkToMove)
                if isWanted(successor) { next.insert(successor) }
                return
            }
            while moves != 0 {
                let square = moves.trailingZeroBitCount
                moves &= moves &- 1
                let successor = PositionKey(
                    position.playing(square, flipping: position.flips(at: square)),
                    darkToMove: nextDarkToMove)
                if isWanted(successor) { next.insert(successor) }
            }
        }
    }
}
