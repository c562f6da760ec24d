/// Why a transcript could not be read or played: which move (counting from 1, as written),
/// what was written there, and the problem.
public struct TranscriptError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Problem: Hashable, Sendable {
        /// The text is neither a cell nor a pass.
        case unreadable
        /// The game was already over.
        case afterGameOver
        /// The side to move may not make this move, for the reason given.
        case illegal(for: Disk, GameModel.Rejection)
    }

    public let index: Int
    /// The move as written when unreadable, in canonical form once read (`a1`, `pass`).
    public let written: String
    public let problem: Problem

    public init(index: Int, written: String, problem: Problem) {
        self.index = index
        self.written = written
        self.problem = problem
    }

    public var description: String {
        let move = "move \(index) '\(written.escapingControlCharacters)'"
        switch problem {
        case .unreadable:
            return "\(move) is not a move (expected a cell a1 to h8, or pass)"
        case .afterGameOver:
            return "\(move) comes after the end of the game"
        case .illegal(let disk, let rejection):
            return "\(move) is illegal for \(disk): \(Self.reason(rejection))"
        }
    }

    private static func reason(_ rejection: GameModel.Rejection) -> String {
        switch rejection {
        case .occupied(let cell): "\(cell) is occupied"
        case .flipsNothing: "it flips nothing"
        case .hasLegalMove(let disk): "\(disk) has a legal move"
        case .mustPass(let disk): "\(disk) has no legal move and must pass"
        case .gameOver: "the game is over"
        }
    }
}
