extension Level {
    /// The first level that plays from the opening book (spec 21.2): the timed levels, which
    /// already vary their first moves; the levels below stay the search alone, so that their
    /// moves, which tests and matches pin down, do not depend on a file.
    public static let firstBookLevel = 6

    /// Whether this level plays the book's move while the book has the position (spec 21.2),
    /// drawn by the game's seed among those within `openingMargin` of the best.
    public var playsFromBook: Bool { number >= Self.firstBookLevel }
}
