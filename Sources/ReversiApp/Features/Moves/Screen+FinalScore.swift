import ReversiCore

extension Screen {
    /// The final score, once the game is over (spec 13.4, 15.10).
    public var finalScore: FinalScore? {
        switch message {
        case .turn: nil
        case .won, .tied: FinalScore(counts)
        }
    }
}
