import ReversiCore
import Testing

@testable import ReversiApp

/// Drives the machine one event at a time and asserts, for every event, the complete list of
/// effects and the complete new state (described as a change to the previous one). It also
/// applies the effects to a `Screen`, as a front end would, and checks that the screen always
/// equals the state's own projection.
struct AppTestStore {
    private(set) var state: AppState
    private(set) var screen = Screen()

    init() { state = .launching }

    /// A store already launched with `load`; its screen shows what the launch effects drew.
    init(launched load: LoadResult, newGameModes: PlayerModes = .manual) {
        let (launched, effects) = reduce(.launching, .launched(load, newGameModes: newGameModes))
        state = launched
        screen.apply(effects)
    }

    mutating func send(
        _ event: Event, _ expectedEffects: [Effect],
        sourceLocation: SourceLocation = #_sourceLocation,
        _ expectedChange: (inout AppState) -> Void = { _ in }
    ) {
        var expected = state
        expectedChange(&expected)
        let (next, effects) = reduce(state, event)
        #expect(effects == expectedEffects, "effects of \(event)", sourceLocation: sourceLocation)
        #expect(next == expected, "state after \(event)", sourceLocation: sourceLocation)
        screen.apply(effects)
        #expect(screen == next.screen, "screen after \(event)", sourceLocation: sourceLocation)
        state = next
    }

    /// Sends `event` and asserts that it is ignored: no effect, no change.
    mutating func ignores(_ event: Event, sourceLocation: SourceLocation = #_sourceLocation) {
        send(event, [], sourceLocation: sourceLocation)
    }

    /// The ticket of the work the machine is waiting for now.
    var pendingTicket: Ticket? {
        switch state.phase {
        case .animating(let animation): animation.ticket
        case .awaitingMove(_, let ticket): ticket
        default: nil
        }
    }
}

/// Positions used across the tests.
enum Positions {
    /// `x` at a1, `o` at b1: the side without a flanking line must pass.
    static func cornerPair(toMove turn: Disk) -> GameState {
        var board = Board.empty
        board[.a1] = turn == .dark ? .light : .dark
        board[.b1] = turn
        return GameState(board: board, turn: turn)
    }

    /// A position where `turn` must pass and the opponent then ends the game with c1.
    static func mustPass(_ turn: Disk) -> GameState { cornerPair(toMove: turn) }

    static func legalMoves(_ state: GameState) -> LegalMoves? { LegalMoves(state) }

    static let initialMoves = LegalMoves(.initial)
}
