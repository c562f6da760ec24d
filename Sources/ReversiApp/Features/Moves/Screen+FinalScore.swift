import ReversiCore

extension Screen {
    /// The final score, once the game is over (spec 13.4, 15.10).
    public var finalScore: FinalScore? {
        switch message {
        // A game lost on time ended before the board did: it has no final score of disks.
        case .turn, .lostOnTime: nil
        case .won, .tied: FinalScore(counts)
        }
    }
}
