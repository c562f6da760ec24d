/// A named opening line (spec 19.4): its name, the other names it goes by, and its moves from
/// the standard start in the orientation that begins `f5`.
public struct Opening: Hashable, Sendable, CustomStringConvertible {
    public let name: String
    public let otherNames: [String]
    public let moves: [Coordinate]
    /// Where the name of this line is attested.
    public let source: OpeningSource

    /// `nil` when `moves` is not a list of coordinates separated by spaces.
    package init?(name: String, otherNames: [String], moves: String, source: OpeningSource) {
        var coordinates: [Coordinate] = []
        for written in moves.split(separator: " ") {
            guard let coordinate = Coordinate(String(written)) else { return nil }
            coordinates.append(coordinate)
        }
        guard !coordinates.isEmpty else { return nil }
        self.name = name
        self.otherNames = otherNames
        self.moves = coordinates
        self.source = source
    }

    public var description: String { name }
}

/// A public source that attests an opening's name.
public enum OpeningSource: String, Hashable, Sendable, CaseIterable {
    case gatliff = "Robert Gatliff's catalogue of Othello opening names"
}
