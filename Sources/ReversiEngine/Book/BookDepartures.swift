import ReversiCore

extension OpeningBook {
    /// The plies of `game` that left the book (spec 21.3): each played from a position the
    /// book has into one it does not, as indices into `game.plies`. A game that comes back
    /// into the book by a transposition and leaves it again has each departure.
    public func departures(in game: PlayedGame) -> Set<Int> {
        let inBook = game.positions.map { model in
            model.state.map { entry(for: $0) != nil } ?? false
        }
        return Set(game.plies.indices.filter { inBook[$0] && !inBook[$0 + 1] })
    }
}
