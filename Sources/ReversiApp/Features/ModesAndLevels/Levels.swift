import ReversiCore
import ReversiEngine

extension AppState {
    /// Sets the level of a Computer side (spec 10.3). Thinking in progress for that side was
    /// asked at the old level, whose budget no longer applies (spec 10.5): it is cancelled, its
    /// answer never applied (spec 10.4), and the side thinks again at the new level. The new
    /// level is saved (spec 8.6).
    mutating func selectLevel(_ level: Level, for disk: Disk) throws(Refusal) -> [Effect] {
        guard modes[disk] == .computer else { throw .levelOfManualSide(disk) }
        guard levels[disk] != level else { throw .alreadyAtLevel(disk, level) }
        levels[disk] = level
        guard let ticket = phase.thinkingTicket, let moves = phase.movesToPlace else {
            return [save]
        }
        return [save, .cancelThinking(ticket)] + startThinking(moves)
    }
}
