import ReversiApp

extension LoadResult {
    /// Why the file could not be used, when it could not.
    var unreadableReason: String? {
        guard case .unreadable(let reason) = self else { return nil }
        return reason
    }
}
