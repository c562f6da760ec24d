/// The names a WTHOR database's games refer to, when its names files were found (spec 18.2):
/// a game is listed with them, else with the numbers it stores.
public struct WTHORListing: Sendable {
    public let database: WTHORDatabase
    public let players: WTHORNames?
    public let tournaments: WTHORNames?

    public init(_ database: WTHORDatabase, players: WTHORNames?, tournaments: WTHORNames?) {
        self.database = database
        self.players = players
        self.tournaments = tournaments
    }

    /// One line a game: its number, year, black and white, tournament and final score. A
    /// name index past a names file is an error naming the game, as the files do not match.
    public func lines() throws(WTHORError) -> [String] {
        var lines: [String] = []
        lines.reserveCapacity(database.games.count)
        for (offset, game) in database.games.enumerated() {
            let number = offset + 1
            let black = try name(game.black, in: players, game: number)
            let white = try name(game.white, in: players, game: number)
            let tournament = try name(game.tournament, in: tournaments, game: number)
            lines.append(
                "\(number)\t\(database.year)\t\(black)\t\(white)\t\(tournament)"
                    + "\t\(game.blackScore)-\(64 - min(game.blackScore, 64))")
        }
        return lines
    }

    private func name(_ index: Int, in names: WTHORNames?, game: Int) throws(WTHORError)
        -> String
    {
        guard let names else { return "#\(index)" }
        return try names.name(index, game: game).escapingControlCharacters
    }
}
