import ReversiCore

extension FinalScore {
    /// The final score of the counts shown (spec 5.1).
    public init(_ counts: Counts) { self.init(dark: counts.dark, light: counts.light) }

    public var counts: Counts { Counts(dark: dark, light: light) }
}

extension Screen {
    /// The final score, once the game is over (spec 13.4, 15.10).
    public var finalScore: FinalScore? {
        switch message {
        case .turn: nil
        case .won, .tied: FinalScore(counts)
        }
    }
}
