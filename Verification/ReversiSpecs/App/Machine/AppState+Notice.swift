import ReversiApp

extension AppState {
    /// This state with `notice` in place of its own: to compare states but for the notice, and
    /// to check that the machine never reads it.
    public func with(notice: Notice?) -> AppState {
        AppState(
            phase: phase, modes: modes, resetConfirmation: resetConfirmation, record: record,
            notice: notice, lastTicket: lastTicket, levels: levels, clock: clock)
    }
}
