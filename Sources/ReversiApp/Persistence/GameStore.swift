/// Where the saved game lives. The front end loads once at launch (its result becomes
/// `Event.launched`) and saves whenever the machine emits `Effect.save`.
public protocol GameStore {
    /// The saved game, none, or why the stored one cannot be used. A store that cannot use
    /// its data must keep it (never overwrite it later) and say where it is.
    func load() -> LoadResult
    func save(_ game: SavedGame) throws(StoreError)
}

/// Why a save failed.
public struct StoreError: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
