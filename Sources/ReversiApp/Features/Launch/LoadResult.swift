import ReversiCore

/// The versions of the save file (spec 8.4, 8.6).
public enum SaveVersion: Hashable, Sendable {
    /// The original app's nine lines: the game and the modes, no levels and no clock.
    case original
    /// The nine lines, then each side's level and the clock, if any.
    case current
}

/// What loading the saved game gave.
public enum LoadResult: Hashable, Sendable {
    case noSavedGame
    /// The saved game, where it was loaded from, as the person would name it (a path), and
    /// the version of the file it was read from.
    case loaded(SavedGame, from: String, version: SaveVersion = .current)
    /// The file could not be used; the text says why and where it was kept.
    case unreadable(String)
    /// The saved game, without its record, which did not replay to it and was set aside; the
    /// text says so and where the record was kept (spec 12.6).
    case loadedRecordSetAside(SavedGame, String)
    /// A game given at launch (spec 12.3), in place of any saved one, which its first save
    /// replaces; `setAside` says what loading found unusable and kept aside, if anything.
    case started(StartingPoint, setAside: String?)
}
