import ReversiCore

/// Switching a side between Manual and Computer (spec 3.6, 9.2), at any time.
extension AppState {
    mutating func selectMode(_ mode: PlayerMode, for disk: Disk) throws(Refusal)
        -> [Effect]
    {
        guard modes[disk] != mode else { throw .alreadyInMode(disk, mode) }
        modes[disk] = mode
        var effects = [save]
        if case .awaitingMove(let moves, let turn) = phase, moves.disk == disk {
            switch (mode, turn) {
            case (.manual, .computer(let ticket, _)):
                // The answer may still arrive; its ticket no longer matches, so it is ignored.
                phase = .awaitingMove(moves, .person)
                effects.append(.cancelThinking(ticket))
            case (.computer, .person):
                // The person's hint goes with their turn (spec 13.2).
                effects += cancelWork() + startThinking(moves)
            default:
                break
            }
        }
        // A side that must pass is never asked to think: switching it to Computer while the
        // pass alert is up only changes the mode (spec 9.2), and whether the pass goes on by
        // itself (spec 15.13).
        return effects + passModesChanged()
    }
}
