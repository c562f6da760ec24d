import ReversiApp
import ReversiCore

/// What both front ends draw: the machine's `Screen`, plus two marks read off the machine's
/// output rather than decided here (the last move placed, the moves a person may make now).
struct Presentation: Hashable, Sendable {
    var screen = Screen()
    /// The cell of the most recent placement; cleared when the whole board is replaced.
    var lastMove: Coordinate?
    /// The legal moves, when a Manual side is to move and a selection would be accepted.
    var markedMoves: [Coordinate] = []
    /// A problem to tell the user about (an unreadable save file, a failed save).
    var notice: String?

    /// Folds one effect into what is shown.
    mutating func apply(_ effect: Effect, lastMoveTicket: inout Ticket?) {
        screen.apply(effect)
        switch effect {
        case .animate(let cell, _, let ticket) where ticket != lastMoveTicket:
            // The first step of an animation is the placed disk.
            lastMove = cell
            lastMoveTicket = ticket
        case .setBoard:
            lastMove = nil
        case .reportUnreadableSave(let reason):
            notice = reason
        default:
            break
        }
    }

}
