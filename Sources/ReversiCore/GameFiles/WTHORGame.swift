/// One game of a WTHOR database (spec 18.2): who played it where, its score as recorded, and
/// its moves, always from the standard start; `played` is the game with its forced passes put
/// back in.
public struct WTHORGame: Hashable, Sendable {
    /// Indexes into the `.TRN` and `.JOU` names files.
    public let tournament: Int
    public let black: Int
    public let white: Int
    /// Black's disks at the end as recorded, the empty cells counted for the winner.
    public let blackScore: Int
    /// Black's disks with perfect play from the position the database was solved at.
    public let theoreticalScore: Int
    /// The moves in order, passes left out, as a record stores them. Every value has moves the
    /// rules accept from the standard start: one made from a `PlayedGame`, or one the reader
    /// replayed.
    public let moves: [Coordinate]

    /// The game replayed by the rules, which put its forced passes back in. Kept as moves and
    /// replayed when asked for: a database lists and checks 100,000 games, and shows or
    /// analyses one (spec 18.2). The moves were accepted when the value was made, so the
    /// replay is never refused.
    public var played: PlayedGame {
        (try? PlayedGame(Transcript(moves.map { .place($0) }))) ?? PlayedGame()
    }

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
            theoreticalScore: theoreticalScore ?? score, moves: played.placements)
    }

    /// A game whose `moves` the rules accept from the standard start; the reader makes it.
    init(
        tournament: Int, black: Int, white: Int, blackScore: Int, theoreticalScore: Int,
        moves: [Coordinate]
    ) {
        self.tournament = tournament
        self.black = black
        self.white = white
        self.blackScore = blackScore
        self.theoreticalScore = theoreticalScore
        self.moves = moves
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
        moves.map { cell in (cell.row.rawValue + 1) * 10 + cell.column.rawValue + 1 }
    }
}
