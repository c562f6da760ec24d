/// One game of a WTHOR database (spec 18.2): who played it where, its score as recorded, and
/// the game itself, always from the standard start, its forced passes put back in.
public struct WTHORGame: Hashable, Sendable {
    /// Indexes into the `.TRN` and `.JOU` names files.
    public let tournament: Int
    public let black: Int
    public let white: Int
    /// Black's disks at the end as recorded, the empty cells counted for the winner.
    public let blackScore: Int
    /// Black's disks with perfect play from the position the database was solved at.
    public let theoreticalScore: Int
    public let played: PlayedGame

    /// Fails for a game that did not start at the standard start, one that ends with a pass
    /// (a record stores no pass, so it would not read back), or a number a record cannot hold
    /// (names to 65535, scores to 64).
    public init?(
        _ played: PlayedGame, tournament: Int, black: Int, white: Int, blackScore: Int? = nil,
        theoreticalScore: Int? = nil
    ) {
        let score = blackScore ?? Self.blackDisks(played.current)
        let names = 0...Int(UInt16.max)
        if case .passed = played.plies.last { return nil }
        guard played.start == .initial, names.contains(tournament), names.contains(black),
            names.contains(white), (0...64).contains(score),
            (0...64).contains(theoreticalScore ?? score)
        else { return nil }
        self.init(
            tournament: tournament, black: black, white: white, blackScore: score,
            theoreticalScore: theoreticalScore ?? score, played: played)
    }

    init(
        tournament: Int, black: Int, white: Int, blackScore: Int, theoreticalScore: Int,
        played: PlayedGame
    ) {
        self.tournament = tournament
        self.black = black
        self.white = white
        self.blackScore = blackScore
        self.theoreticalScore = theoreticalScore
        self.played = played
    }

    /// Black's disks as WTHOR records them: at the end of a finished game the empty cells go
    /// to the winner, so the two scores add up to 64.
    static func blackDisks(_ position: GameModel) -> Int {
        let board = position.board
        guard case .completed = position else { return board.dark.nonzeroBitCount }
        return (64 + FinalScore(board).difference(for: .dark)) / 2
    }

    /// The moves as a record stores them: 10 × row + column each, rows and columns from 1.
    var moveBytes: [UInt8] {
        played.plies.compactMap { ply in
            guard case .placed(let move) = ply else { return nil }
            let cell = move.coordinate
            return (cell.row.rawValue + 1) * 10 + cell.column.rawValue + 1
        }
    }
}
