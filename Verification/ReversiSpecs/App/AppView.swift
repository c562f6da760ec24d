import ReversiApp
import ReversiCore

/// What the checker deduplicates an `AppWorld` by: everything but the screen (a function of
/// the machine's state) and the ticket numbers themselves, which only grow. Tickets are kept
/// relative to the last one issued, so two worlds that differ only by how many tickets were
/// issued before are explored once.
public struct AppView: Hashable, Sendable {
    enum PhaseView: Hashable, Sendable {
        /// Before launch, what the launch will report.
        case launching(LoadResult, newGameModes: PlayerModes)
        case awaitingMove(LegalMoves, thinking: UInt64?)
        case animating(before: Board, move: Move, next: GameModel, current: Int, ticket: UInt64)
        case passAlert(ForcedPass)
        case gameOver(FinishedGame)
    }

    struct PendingRequest: Hashable, Sendable {
        let ticket: UInt64
        let moves: LegalMoves
    }

    let phase: PhaseView
    let modes: PlayerModes
    let resetConfirmation: ResetButton?
    let lastMove: Coordinate?
    let notice: Notice?
    let pendingThinking: [PendingRequest]
    let pendingAnimations: [UInt64]
    let saved: SavedGame?

    init(_ world: AppWorld) {
        let last = world.app.lastTicket.number
        func age(_ ticket: Ticket) -> UInt64 { last &- ticket.number }
        phase =
            switch world.app.phase {
            case .launching: .launching(world.load, newGameModes: world.newGameModes)
            case .awaitingMove(let moves, let thinking):
                .awaitingMove(moves, thinking: thinking.map(age))
            case .animating(let animation):
                .animating(
                    before: animation.before, move: animation.move, next: animation.next,
                    current: animation.current, ticket: age(animation.ticket))
            case .passAlert(let pass): .passAlert(pass)
            case .gameOver(let finished): .gameOver(finished)
            }
        modes = world.app.modes
        resetConfirmation = world.app.resetConfirmation
        lastMove = world.app.lastMove
        notice = world.app.notice
        pendingThinking = world.pendingThinking.map {
            PendingRequest(ticket: age($0.ticket), moves: $0.moves)
        }
        pendingAnimations = world.pendingAnimationSteps.map(age)
        saved = world.saved
    }
}
