import ReversiCore
import ReversiSpecs
import Testing

@testable import ReversiApp

/// Drives the machine one event at a time, the way a front end does, and asserts for every
/// event the complete list of effects and the complete screen that follows (written as a
/// change to the screen before). What the machine keeps beyond the screen shows in the
/// effects (tickets) and in later screens.
///
/// The record (spec 11, 12) is asserted only by a store that `checksRecord`: elsewhere the
/// screen's record and undo/redo offers are taken as the machine shows them, and a save is
/// compared by its game and modes alone, so that the tests of other clauses say only what
/// they are about. The record's own tests, and the checker's record invariants, judge it.
struct AppTestStore {
    private(set) var state: AppState
    var checksRecord = false
    /// The work the effects so far started and neither cancelled nor answered, kept as the
    /// shell's session keeps it: every cancel must name work in flight, every start a new
    /// ticket.
    private(set) var inFlight = WorkInFlight<NoHandle>()

    init() { state = .launching }

    /// A store already launched with `load`.
    init(launched load: LoadResult, requested: RequestedModes = .none) {
        state = .launching
        let event = Event.world(.launched(load, requested: requested))
        let (next, effects) = reduce(state, event)
        track(event, effects)
        state = next
    }

    /// A store that resumed `saved`, its notice that it did already seen (dismissed).
    init(resumed saved: SavedGame) {
        self.init(launched: .loaded(saved, from: Self.source))
        state = reduce(state, .person(.noticeDismissed)).0
    }

    /// Keeps the work in flight as the session does, and checks that the machine stops only
    /// work that runs and starts each piece of work under a ticket of its own.
    private mutating func track(
        _ event: Event, _ effects: [Effect], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        inFlight.finish(event)
        for effect in effects {
            var started: Ticket?
            let stopped = inFlight.apply(effect) { ticket, _ in
                started = ticket
                return NoHandle()
            }
            if let started {
                #expect(
                    inFlight.entries.filter { $0.ticket == started }.count == 1,
                    "\(effect) starts work under a ticket already in flight",
                    sourceLocation: sourceLocation)
            }
            switch effect {
            case .cancelAnimationStep, .cancelThinking, .cancelHint:
                #expect(
                    stopped != nil, "\(effect) stops work that is not in flight",
                    sourceLocation: sourceLocation)
            default: break
            }
        }
    }

    /// Where the tests' saved games are loaded from.
    static let source = "game.txt"

    /// The screen now (a launched store always has one).
    var screen: Screen {
        get throws { try #require(state.screen) }
    }

    /// Sends the launch and asserts its effects and the whole first screen.
    mutating func launch(
        _ load: LoadResult, requested: RequestedModes = .none, _ expectedEffects: [Effect],
        screen expected: Screen, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let (next, effects) = reduce(state, .world(.launched(load, requested: requested)))
        track(
            .world(.launched(load, requested: requested)), effects, sourceLocation: sourceLocation)
        #expect(
            checked(effects) == checked(expectedEffects), "effects of the launch",
            sourceLocation: sourceLocation)
        #expect(
            checked(next.screen) == checked(expected), "screen after the launch",
            sourceLocation: sourceLocation)
        state = next
    }

    mutating func send(
        _ event: Event, _ expectedEffects: [Effect],
        sourceLocation: SourceLocation = #_sourceLocation,
        _ expectedChange: (inout Screen) throws -> Void = { _ in }
    ) throws {
        var expected = try #require(state.screen, sourceLocation: sourceLocation)
        try expectedChange(&expected)
        let (next, effects) = reduce(state, event)
        track(event, effects, sourceLocation: sourceLocation)
        #expect(
            checked(effects) == checked(expectedEffects), "effects of \(event)",
            sourceLocation: sourceLocation)
        #expect(
            checked(next.screen) == checked(expected), "screen after \(event)",
            sourceLocation: sourceLocation)
        state = next
    }

    /// `effects` as this store compares them: a save without its record unless it checks it.
    private func checked(_ effects: [Effect]) -> [Effect] {
        guard !checksRecord else { return effects }
        return effects.map { effect in
            guard case .save(let saved) = effect else { return effect }
            return .save(
                SavedGame(
                    game: saved.game, modes: saved.modes, levels: saved.levels, clock: saved.clock))
        }
    }

    /// `screen` as this store compares it: without the record unless it checks it.
    private func checked(_ screen: Screen?) -> Screen? {
        guard !checksRecord, var screen else { return screen }
        (screen.record, screen.canUndo, screen.canRedo) = ([], false, false)
        return screen
    }

    /// Sends the person's `event`, which cannot apply now, and asserts that it asks for nothing
    /// and changes nothing but the notice, which says why (spec 15.1, 15.7).
    mutating func refuses(
        _ event: Event, _ refusal: Refusal, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        var expected = try #require(state.screen, sourceLocation: sourceLocation)
        expected.notice = .refused(refusal)
        let (next, effects) = reduce(state, event)
        track(event, effects, sourceLocation: sourceLocation)
        #expect(effects.isEmpty, "effects of \(event)", sourceLocation: sourceLocation)
        #expect(
            checked(next.screen) == checked(expected), "screen after \(event)",
            sourceLocation: sourceLocation)
        #expect(
            next.with(notice: nil) == state.with(notice: nil), "state after \(event)",
            sourceLocation: sourceLocation)
        state = next
    }

    /// Sends `event`, from the world or before the launch, and asserts that it is ignored: no
    /// effect, and no change at all.
    mutating func ignores(_ event: Event, sourceLocation: SourceLocation = #_sourceLocation) {
        let (next, effects) = reduce(state, event)
        track(event, effects, sourceLocation: sourceLocation)
        #expect(effects.isEmpty, "effects of \(event)", sourceLocation: sourceLocation)
        #expect(next == state, "state after \(event)", sourceLocation: sourceLocation)
    }

    /// Selects `cell`, a legal move of the Manual side to move, and asserts that the move
    /// starts: saved at once, its timer set, its placed disk shown and marked as the last
    /// move, nothing selectable while it is shown, any notice gone (spec 3.3, 4.1, 8.3, 15.6).
    @discardableResult
    mutating func select(
        _ cell: Coordinate, ticket: Ticket, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> GameModel.Placement {
        let game = try #require(state.game, sourceLocation: sourceLocation)
        let placement = try game.placing(at: cell).get()
        try send(
            .person(.cellSelected(cell)),
            [
                // The levels and the clock go with it as they stand (spec 8.6).
                .save(
                    SavedGame(
                        game: placement.next, modes: state.modes, levels: state.levels,
                        clock: state.clock)),
                .scheduleAnimationStep(ticket),
            ], sourceLocation: sourceLocation
        ) {
            $0.board[cell] = placement.move.disk
            $0.lastMove = cell
            $0.selectableMoves = nil
            $0.notice = nil
        }
        return placement
    }

    /// Sends the steps of the move being shown, one by one up to its last disk, and asserts
    /// that each shows the next of `cells` (spec 4.1) and nothing else changes.
    mutating func showSteps(
        _ cells: [Coordinate], of disk: Disk, _ ticket: Ticket,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        for cell in cells {
            try send(
                .world(.animationStepFinished(ticket)), [.scheduleAnimationStep(ticket)],
                sourceLocation: sourceLocation
            ) { $0.board[cell] = disk }
        }
    }
}

extension RequestedModes {
    /// Both modes asked for.
    init(_ modes: PlayerModes) { self.init(dark: modes.dark, light: modes.light) }
}

extension Screen {
    /// The screen of `moves`' position with nothing in flight and no alert up: its board,
    /// counts and turn, and the moves themselves as selectable (a Manual side to move).
    static func toPlace(_ moves: LegalMoves, modes: PlayerModes = .manual) -> Screen {
        Screen(
            board: moves.state.board, counts: Counts(moves.state.board),
            message: .turn(moves.disk), modes: modes, selectableMoves: moves)
    }
}
