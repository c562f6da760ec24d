import ReversiCore

/// Chooses a move for a side played by the computer. The thinking delay, and running this off
/// the main thread, are the front end's business.
public protocol ComputerPlayer: Sendable {
    mutating func chooseMove(from moves: LegalMoves) -> Move
}

/// The reference player: a uniformly random legal move, from a seeded generator so that a game
/// can be replayed.
public struct RandomPlayer: ComputerPlayer {
    public private(set) var generator: SplitMix64

    public init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    public mutating func chooseMove(from moves: LegalMoves) -> Move {
        moves[Int.random(in: 0..<moves.count, using: &generator)]
    }
}
