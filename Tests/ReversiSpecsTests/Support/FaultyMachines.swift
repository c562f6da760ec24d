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
        let next = replacing(state, modes: modes, notice: state.notice)
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
        return (replacing(state, modes: state.modes, notice: nil), [])
    }

    /// Says nothing of an unreadable save file.
    static let hidesTheUnreadableSave: AppSpecification.Reducer = { state, event in
        let (next, effects) = reduce(state, event)
        guard case .launched = event else { return (next, effects) }
        return (replacing(next, modes: next.modes, notice: nil), effects)
    }

    /// Says nothing of a failed save.
    static let ignoresFailedSaves: AppSpecification.Reducer = { state, event in
        if case .saveFailed = event { return (state, []) }
        return reduce(state, event)
    }

    /// Keeps a notice after the person has acted.
    static let keepsTheNotice: AppSpecification.Reducer = { state, event in
        let (next, effects) = reduce(state, event)
        return (replacing(next, modes: next.modes, notice: next.notice ?? state.notice), effects)
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

    /// `state` with these modes and this notice.
    private static func replacing(
        _ state: AppState, modes: PlayerModes, notice: Notice?
    ) -> AppState {
        AppState(
            phase: state.phase, modes: modes, resetConfirmation: state.resetConfirmation,
            lastMove: state.lastMove, notice: notice, lastTicket: state.lastTicket)
    }
}
