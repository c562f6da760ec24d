import ReversiCore

/// Real games that reach the situations the spec names, found with `randomGame(seed:)` and
/// written out so the tests read plainly. The seed each came from is noted.
enum KnownGames {
    /// After these 8 moves dark (8 disks) has no legal move but light (4) has: dark must pass.
    /// The start of seed 1361.
    static let darkMustPass = "e6f6d3e7e8d8g7f8"

    /// Seed 1361 whole: three passes, the last two near the end.
    static let withPasses = """
        e6f6d3e7e8d8g7f8 pass g5g6e3f4c5d2f2c4d1d6b3h4g4e2h8c1b1g8c2e1h6b5f1b2b4a3f7g2c6b6a4 \
        c7g3c8b8a6f5d7b7a5a2c3h2g1a7h3f3h1h5h7 pass a1 pass a8
        """

    /// Dark takes every light disk in 9 moves: over at 13 to 0, 51 cells still empty.
    /// Seed 2446.
    static let wipeOut = "f5f6d3e3f3c5b5f4f7"

    /// 58 moves to 31 against 31 with g1 and h1 empty and neither side able to take them.
    /// Seed 141576.
    static let tieBeforeFullBoard = """
        f5d6c3d3c7d7c4b8c5b3a2f6d2e1b2b5b6g5c6b7h5c2g7h8e7g6d1e3g8h7f1f7a5g4b4e6d8e2h6a4h3f8 \
        f4b1a1c8a7e8f2a8a6g3a3h4c1h2f3g2
        """

    /// 60 moves to a full board at 32 against 32. Seed 2.
    static let fullBoardTie = """
        f5f6e6d6c5c4e7d7e3c6b6b5c7g5g7f3g3a6f4g2g1g4a4d3g6c8b3f7c2h2f8h5c3e2d8a2a3b1b7a5h4f2 \
        c1b8a7h6a8g8d1d2h1b4f1h3b2a1h7e8e1h8
        """

    /// 60 moves to a full board, light winning 40 to 24. Seed 1.
    static let fullBoardLightWins = """
        f5f6f7c5b5g7h7b6d3f8a7g5e6d6c7c3h5d7e7g8b2e3f2d2d1a1b4b8f3h8b7h4c4g4h3f4g6h6e8a4c6a5 \
        a3b3a6a8c1e1c8d8a2f1c2g3e2b1g2g1h2h1
        """

    /// The game a transcript leads to from the initial position.
    static func play(_ transcript: String) throws -> PlayedGame {
        try PlayedGame(Transcript(parsing: transcript))
    }
}
