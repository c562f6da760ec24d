/// Names the opening a game was played from (spec 19.4).
///
/// The answer is the deepest named line whose moves the game has played, in any of the four
/// orientations of the start: once the game leaves the list, it keeps the name of the last
/// line it followed, as an opening's name stays with a game after its book moves.
public enum OpeningName {
    /// The longest line of `Opening.all` that `moves` begin with, under the symmetry that
    /// takes the first move to `f5`; `nil` when no named line is a prefix of them.
    public static func longestMatch(for moves: [Coordinate]) -> Opening? {
        guard let first = moves.first, let symmetry = StartSymmetry(takingToF5: first) else {
            return nil
        }
        let oriented = moves.map(symmetry.image(of:))
        return Opening.all
            .filter { oriented.starts(with: $0.moves) }
            .max { $0.moves.count < $1.moves.count }
    }

    /// The same for a game's record: the moves before its first pass, since no named line
    /// has one.
    public static func longestMatch(for record: [Transcript.Entry]) -> Opening? {
        var moves: [Coordinate] = []
        for entry in record {
            guard case .place(let coordinate) = entry else { break }
            moves.append(coordinate)
        }
        return longestMatch(for: moves)
    }

    /// The same for a played game: none for a game started from another position than the
    /// initial one, whose moves follow no opening even when they spell one.
    public static func longestMatch(for game: PlayedGame) -> Opening? {
        guard game.start == .initial else { return nil }
        return longestMatch(for: game.transcript.entries)
    }
}
