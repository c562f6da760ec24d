import ReversiApp

extension AppState {
    /// This state changed by `change`: how a planted fault alters a valid state, one field at a
    /// time, rather than building one from nothing.
    public func changing(_ change: (inout AppState) -> Void) -> AppState {
        var changed = self
        change(&changed)
        return changed
    }

    /// This state with `notice` in place of its own: to compare states but for the notice, and
    /// to check that the machine reads no more of it than its kind.
    public func with(notice: Notice?) -> AppState { changing { $0.notice = notice } }
}
