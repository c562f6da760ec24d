/// Where the saved game lives. The front end loads once at launch (its result becomes
/// `Event.launched`) and saves whenever the machine emits `Effect.save`.
public protocol GameStore {
    /// The saved game, none, or why the stored one cannot be used. A store that cannot use
    /// its data must keep it (never overwrite it later) and say where it is.
    func load() -> LoadResult
    func save(_ game: SavedGame) throws(StoreError)
}

/// Why a save failed (spec 15.2).
public struct StoreError: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String
    /// The store's `load` told the user this already, when it turned saving off: a front end
    /// need not say it again after every move, only that the game was not saved at the end.
    public let alreadyReported: Bool

    public init(_ message: String, alreadyReported: Bool = false) {
        self.message = message
        self.alreadyReported = alreadyReported
    }

    public var description: String { message }
}
