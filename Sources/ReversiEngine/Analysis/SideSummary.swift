import ReversiCore

/// How one side played a whole game (spec 19.1).
public struct SideSummary: Hashable, Sendable {
    public let side: Disk
    /// The disks it placed (passes are no choice).
    public let moveCount: Int
    /// The average loss a move, in hundredths of a disk; `nil` without a move.
    public let averageLossHundredths: Int?
    /// Moves marked `?` (a loss of 2 to 6 disks).
    public let mistakes: Int
    /// Moves marked `??` (6 disks or more).
    public let blunders: Int
    /// The final score best play from the first solved position gives this side.
    public let shouldHaveScored: Int?
    /// The game's final score for this side, once it is over.
    public let finalScore: Int?

    init(side: Disk, moves: [MoveAnalysis], firstSolved: Int?, finalScore: Int?) {
        self.side = side
        moveCount = moves.count
        let total = moves.reduce(0) { $0 + $1.lossHundredths }
        averageLossHundredths = moves.isEmpty ? nil : total / moves.count
        mistakes = moves.filter { $0.mark == .mistake }.count
        blunders = moves.filter { $0.mark == .blunder }.count
        shouldHaveScored = firstSolved
        self.finalScore = finalScore
    }
}
