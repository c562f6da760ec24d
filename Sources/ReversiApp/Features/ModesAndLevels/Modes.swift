import ReversiCore

/// Switching a side between Manual and Computer (spec 3.6, 9.2), at any time, and a Computer
/// side's level (spec 10.3).
enum ModesAndLevelsFeature: MachineFeature {
    static func apply(_ event: PersonEvent, to state: inout AppState, in game: GameModel)
        throws(Refusal) -> [Effect]?
    {
        switch event {
        case .modeSelected(let disk, let mode): try state.selectMode(mode, for: disk)
        case .levelSelected(let disk, let level): try state.selectLevel(level, for: disk)
        default: nil
        }
    }
}

extension AppState {
    mutating func selectMode(_ mode: PlayerMode, for disk: Disk) throws(Refusal)
        -> [Effect]
    {
        guard modes[disk] != mode else { throw .alreadyInMode(disk, mode) }
        modes[disk] = mode
        var effects = [save]
        if let moves = phase.movesToPlace, let turn = phase.turn, moves.disk == disk {
            if mode == .manual, let ticket = turn.thinkingTicket {
                // The answer may still arrive; its ticket no longer matches, so it is ignored.
                phase = .awaitingMove(moves, .person)
                effects.append(.cancelThinking(ticket))
            } else if mode == .computer, turn.isPersons {
                // The person's hint goes with their turn (spec 13.2).
                effects += cancelWork() + startThinking(moves)
            }
        }
        // A side that must pass is never asked to think: switching it to Computer while the
        // pass alert is up only changes the mode (spec 9.2), and whether the pass goes on by
        // itself (spec 15.13).
        return effects + passModesChanged()
    }
}
