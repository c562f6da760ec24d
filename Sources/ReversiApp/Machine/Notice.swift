/// Something the person must be told that is not the game itself. It stays on the screen
/// until the person's next event (an `Event.person`), which clears it (or replaces it
/// with its own refusal): then they have seen it (spec 15.6). A refusal also ends with the
/// move being shown, as it spoke of that moment. The machine reads no more of a notice than
/// `isRefusal`.
public enum Notice: Hashable, Sendable {
    /// The saved game could not be loaded; the text says why and where the file was kept
    /// (spec 8.5).
    case unreadableSave(String)
    /// A save failed, for the reason given; the game goes on (spec 15.2).
    case saveFailed(String)
    /// The game was resumed from the saved game at `source`; `notApplied` are the modes asked
    /// for a new game that the resumed game does not have (spec 15.8); an `.original` save
    /// kept no levels or clock, which the notice says (spec 8.6). Boxed, as the modes would
    /// make every notice, and so every state, a quarter of a kilobyte larger.
    indirect case resumed(
        from: String, notApplied: RequestedModes, version: SaveVersion = .current)
    /// The game was resumed without its record, which was set aside; the text says why and
    /// where it was kept (spec 12.6).
    case recordSetAside(String)
    /// The game started where it was asked to (spec 12.3); `setAside` says what loading found
    /// unusable and kept aside, if anything (spec 8.5, 12.6).
    case started(StartingPoint, setAside: String?)
    /// The person's last event could not apply now, for this reason (spec 15.1, 15.7).
    case refused(Refusal)
}

extension Notice {
    /// Whether the notice is a refusal: all that the machine reads of a notice.
    public var isRefusal: Bool {
        if case .refused = self { return true }
        return false
    }
}
