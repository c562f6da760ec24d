import ReversiApp
import ReversiCore
import ReversiSpecs

/// Machines with one planted fault each: the real `reduce`, or the real screen, altered in one
/// situation. The first four are defects that published solutions to this challenge actually
/// had; the others are the slips a front end that kept its own view state would make.
enum FaultyMachines {
    /// Shows the flipped runs with "left" before "lower-left", as the original app did.
    static let flipsInTheOriginalsOrder: AppSpecification.Projection = { state in
        guard var screen = state.screen, case .animating(let animation) = state.phase else {
            return state.screen
        }
        screen.board = animation.before
        for cell in originalOrder(of: animation).prefix(animation.current + 1) {
            screen.board[cell] = animation.move.disk
        }
        return screen
    }

    /// Switching a thinking side to Manual changes the mode but lets the thinking run on.
    static let keepsThinkingAfterSwitchToManual: AppSpecification.Reducer = { state, event in
        guard case .modeSelected(let disk, .manual) = event,
            case .awaitingMove(let moves, thinking: .some) = state.phase, moves.disk == disk
        else { return reduce(state, event) }
        var modes = state.modes
        modes[disk] = .manual
        let next = replacing(state, modes: modes)
        return (next, next.savedGame.map { [.save($0)] } ?? [])
    }

    /// Shows the counts of the board as shown, disk by disk, not once after the last disk.
    static let updatesCountsPerFlip: AppSpecification.Projection = { state in
        guard var screen = state.screen, case .animating = state.phase else { return state.screen }
        screen.counts = Counts(screen.board)
        return screen
    }

    /// Never shows the pass alert: after loading a must-pass state, the original's stuck game.
    static let hidesThePassAlert: AppSpecification.Projection = { state in
        guard var screen = state.screen else { return nil }
        screen.passAlert = nil
        return screen
    }

    /// Marks the last move only while it is shown, as a front end that found it by watching
    /// the animation would.
    static let marksTheLastMoveOnlyWhileShown: AppSpecification.Projection = { state in
        guard var screen = state.screen else { return nil }
        if case .animating = state.phase { return screen }
        screen.lastMove = nil
        return screen
    }

    /// Marks the side to move's legal moves as selectable whoever plays it, as a front end
    /// that asked the rules rather than the machine would.
    static let marksMovesForAComputer: AppSpecification.Projection = { state in
        guard var screen = state.screen else { return nil }
        if case .awaitingMove(let moves, _) = state.phase, state.resetConfirmation == nil {
            screen.selectableMoves = moves
        }
        return screen
    }

    /// Opens the reset confirmation with the focus on OK.
    static let focusesOKFirst: AppSpecification.Reducer = { state, event in
        let (next, effects) = reduce(state, event)
        guard event == .resetPressed, state.resetConfirmation == nil else { return (next, effects) }
        return (reduce(next, .resetFocusMoved).0, effects)
    }

    /// Takes the person's focus moves (they see the notice) but never moves the focus, as if
    /// the focus were the front end's business.
    static let ignoresFocusMoves: AppSpecification.Reducer = { state, event in
        guard event == .resetFocusMoved, state.resetConfirmation != nil else {
            return reduce(state, event)
        }
        return (state.with(notice: nil), [])
    }

    /// Says nothing of an unreadable save file.
    static let hidesTheUnreadableSave: AppSpecification.Reducer = { state, event in
        let (next, effects) = reduce(state, event)
        guard case .launched = event else { return (next, effects) }
        return (next.with(notice: nil), effects)
    }

    /// Says nothing of a failed save.
    static let ignoresFailedSaves: AppSpecification.Reducer = { state, event in
        if case .saveFailed = event { return (state, []) }
        return reduce(state, event)
    }

    /// Keeps a notice after the person has acted.
    static let keepsTheNotice: AppSpecification.Reducer = { state, event in
        let (next, effects) = reduce(state, event)
        return (next.with(notice: next.notice ?? state.notice), effects)
    }

    /// A selection during an animation shows its next disk at once, as a "hurry up" would.
    static let selectionHurriesTheAnimation: AppSpecification.Reducer = { state, event in
        guard case .cellSelected = event, case .animating(let animation) = state.phase else {
            return reduce(state, event)
        }
        return reduce(state, .animationStepFinished(animation.ticket))
    }

    /// A selection of a legal cell on a thinking computer's turn plays it for the computer.
    static let selectionPlaysForTheComputer: AppSpecification.Reducer = { state, event in
        guard case .cellSelected(let cell) = event, state.resetConfirmation == nil,
            case .awaitingMove(let moves, thinking: let ticket?) = state.phase,
            moves.contains(cell)
        else { return reduce(state, event) }
        return reduce(state, .computerAnswered(ticket, cell))
    }

    /// Dismisses the pass alert also while the reset question is up.
    static let dismissesUnderTheResetQuestion: AppSpecification.Reducer = { state, event in
        guard event == .passDismissed, let focus = state.resetConfirmation,
            case .passAlert = state.phase
        else { return reduce(state, event) }
        let (next, effects) = reduce(replacing(state, confirmation: nil), event)
        return (replacing(next, confirmation: focus), effects)
    }

    /// Refuses in silence, as the original app did: no notice says why.
    static let refusesSilently: AppSpecification.Reducer = { state, event in
        let (next, effects) = reduce(state, event)
        guard case .refused? = next.notice else { return (next, effects) }
        return (next.with(notice: nil), effects)
    }

    /// Says that a taken cell flips nothing: the right refusal, the wrong reason.
    static let callsATakenCellUseless: AppSpecification.Reducer = { state, event in
        let (next, effects) = reduce(state, event)
        guard case .refused(.occupied(let cell, let moves))? = next.notice else {
            return (next, effects)
        }
        return (next.with(notice: .refused(.flipsNothing(cell, moves))), effects)
    }

    /// Reports a stale answer of the computer as if the person had been refused.
    static let reportsStaleAnswers: AppSpecification.Reducer = { state, event in
        let (next, effects) = reduce(state, event)
        guard case .computerAnswered = event, next == state else { return (next, effects) }
        return (next.with(notice: .refused(.moveBeingShown)), effects)
    }

    /// Says nothing of a resumed game.
    static let hidesTheResumption: AppSpecification.Reducer = { state, event in
        let (next, effects) = reduce(state, event)
        guard case .launched(.loaded, _) = event, case .resumed? = next.notice else {
            return (next, effects)
        }
        return (next.with(notice: nil), effects)
    }

    /// Names every mode asked for as not applied, also those the resumed game has.
    static let namesModesTheGameHas: AppSpecification.Reducer = { state, event in
        let (next, effects) = reduce(state, event)
        guard case .launched(.loaded, let requested) = event,
            case .resumed(let source, _)? = next.notice
        else { return (next, effects) }
        return (next.with(notice: .resumed(from: source, notApplied: requested)), effects)
    }

    /// Resumes a saved game with the modes asked for a new game, as a newcomer might expect.
    static let resumesWithTheRequestedModes: AppSpecification.Reducer = { state, event in
        guard case .launched(.loaded(let saved, let source), let requested) = event else {
            return reduce(state, event)
        }
        var modes = saved.modes
        for disk in Disk.allCases { modes[disk] = requested[disk] ?? modes[disk] }
        return reduce(
            state,
            .launched(
                .loaded(SavedGame(game: saved.game, modes: modes), from: source),
                requested: requested))
    }

    /// Issues one ticket more when the person dismisses a notice: bookkeeping that reads the
    /// notice, invisible on the screen and to every invariant.
    static let skipsATicketAfterANotice: AppSpecification.Reducer = { state, event in
        let (next, effects) = reduce(state, event)
        guard event == .noticeDismissed, state.notice != nil else { return (next, effects) }
        let skipped = AppState(
            phase: next.phase, modes: next.modes, resetConfirmation: next.resetConfirmation,
            lastMove: next.lastMove, notice: next.notice,
            lastTicket: Ticket(next.lastTicket.number + 1), levels: next.levels)
        return (skipped, effects)
    }

    /// The original app's order: runs by direction, but "left" before "lower-left".
    static func originalOrder(of animation: Animation) -> [Coordinate] {
        let lines = LineRules.flippableLines(
            placing: animation.move.disk, at: animation.move.coordinate, on: animation.before)
        let swapped = lines.sorted { rank($0.line.direction) < rank($1.line.direction) }
        return [animation.move.coordinate] + swapped.flatMap(\.flipped)
    }

    private static func rank(_ direction: Direction) -> Int {
        switch direction {
        case .left: Int(Direction.lowerLeft.rawValue)
        case .lowerLeft: Int(Direction.left.rawValue)
        default: Int(direction.rawValue)
        }
    }

    /// `state` with these modes.
    private static func replacing(_ state: AppState, modes: PlayerModes) -> AppState {
        AppState(
            phase: state.phase, modes: modes, resetConfirmation: state.resetConfirmation,
            lastMove: state.lastMove, notice: state.notice, lastTicket: state.lastTicket,
            levels: state.levels)
    }

    /// `state` with this reset confirmation.
    private static func replacing(_ state: AppState, confirmation: ResetButton?) -> AppState {
        AppState(
            phase: state.phase, modes: state.modes, resetConfirmation: confirmation,
            lastMove: state.lastMove, notice: state.notice, lastTicket: state.lastTicket,
            levels: state.levels)
    }
}

extension FaultyMachines {
    /// Asks every computer to think at level 0, whatever its side's level: a machine that
    /// forgot to pass the level on.
    static let thinksAtLevelZero: AppSpecification.Reducer = { state, event in
        let (next, effects) = reduce(state, event)
        return (
            next,
            effects.map { effect in
                guard case .startThinking(let moves, _, let ticket) = effect else { return effect }
                return .startThinking(moves, .random, ticket)
            }
        )
    }
}
