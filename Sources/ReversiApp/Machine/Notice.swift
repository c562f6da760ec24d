/// Something the person must be told that is not part of the game. It stays on the screen
/// until the person's next event (`Event.comesFromThePerson`): then they have seen it.
public enum Notice: Hashable, Sendable {
    /// The saved game could not be loaded; the text says why and where the file was kept
    /// (spec 8.5).
    case unreadableSave(String)
    /// A save failed, for the reason given; the game goes on (spec 15.2).
    case saveFailed(String)
}
