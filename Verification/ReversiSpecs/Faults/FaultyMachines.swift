import ReversiApp
import ReversiCore

/// Machines with one planted fault each, by name: the real `reduce`, or the real screen,
/// altered in one situation. The first four are defects that published solutions to this
/// challenge actually had; the others are the slips a front end that kept its own view state
/// would make. `PlantedFaults` aims each at its invariant; some tests use them too.
public enum FaultyMachines {
    /// Shows the flipped runs with "left" before "lower-left", as the original app did.
    public static let flipsInTheOriginalsOrder: AppSpecification.Projection = { state in
        guard var screen = state.screen, let animation = state.phase.animation else {
            return state.screen
        }
        screen.board = animation.before
        let order =
            [animation.move.coordinate]
            + OriginalFlipOrder.flipped(by: animation.move, on: animation.before)
        for cell in order.prefix(animation.current + 1) {
            screen.board[cell] = animation.move.disk
        }
        return screen
    }

    /// Switching a thinking side to Manual changes the mode but lets the thinking run on.
    public static let keepsThinkingAfterSwitchToManual: AppSpecification.Reducer = { state, event in
        guard case .person(.modeSelected(let disk, .manual)) = event,
            state.phase.isThinking, let moves = state.phase.movesToPlace, moves.disk == disk
        else { return reduce(state, event) }
        var modes = state.modes
        modes[disk] = .manual
        let next = state.changing { $0.modes = modes }
        return (next, next.savedGame.map { [.save($0)] } ?? [])
    }

    /// Shows the counts of the board as shown, disk by disk, not once after the last disk.
    public static let updatesCountsPerFlip: AppSpecification.Projection = { state in
        guard var screen = state.screen, state.phase.isShowingMove else { return state.screen }
        screen.counts = Counts(screen.board)
        return screen
    }

    /// Never shows the pass alert: after loading a must-pass state, the original's stuck game.
    public static let hidesThePassAlert: AppSpecification.Projection = { state in
        guard var screen = state.screen else { return nil }
        screen.passAlert = nil
        return screen
    }

    /// Marks the last move only while it is shown, as a front end that found it by watching
    /// the animation would.
    public static let marksTheLastMoveOnlyWhileShown: AppSpecification.Projection = { state in
        guard var screen = state.screen else { return nil }
        if state.phase.isShowingMove { return screen }
        screen.lastMove = nil
        return screen
    }

    /// Marks the side to move's legal moves as selectable whoever plays it, as a front end
    /// that asked the rules rather than the machine would.
    public static let marksMovesForAComputer: AppSpecification.Projection = { state in
        guard var screen = state.screen else { return nil }
        if let moves = state.phase.movesToPlace, state.resetConfirmation == nil {
            screen.selectableMoves = moves
        }
        return screen
    }

    /// Opens the reset confirmation with the focus on OK.
    public static let focusesOKFirst: AppSpecification.Reducer = { state, event in
        let (next, effects) = reduce(state, event)
        guard event == .person(.resetPressed), state.resetConfirmation == nil else {
            return (next, effects)
        }
        return (reduce(next, .person(.resetFocusMoved)).0, effects)
    }

    /// Takes the person's focus moves (they see the notice) but never moves the focus, as if
    /// the focus were the front end's business.
    public static let ignoresFocusMoves: AppSpecification.Reducer = { state, event in
        guard event == .person(.resetFocusMoved), state.resetConfirmation != nil else {
            return reduce(state, event)
        }
        return (state.with(notice: nil), [])
    }

    /// Says nothing of an unreadable save file.
    public static let hidesTheUnreadableSave: AppSpecification.Reducer = { state, event in
        let (next, effects) = reduce(state, event)
        guard case .world(.launched) = event else { return (next, effects) }
        return (next.with(notice: nil), effects)
    }

    /// Says nothing of a failed save.
    public static let ignoresFailedSaves: AppSpecification.Reducer = { state, event in
        if case .world(.saveFailed) = event { return (state, []) }
        return reduce(state, event)
    }

    /// Keeps a notice after the person has acted.
    public static let keepsTheNotice: AppSpecification.Reducer = { state, event in
        let (next, effects) = reduce(state, event)
        return (next.with(notice: next.notice ?? state.notice), effects)
    }

    /// A selection during an animation shows its next disk at once, as a "hurry up" would.
    public static let selectionHurriesTheAnimation: AppSpecification.Reducer = { state, event in
        guard case .person(.cellSelected) = event, let animation = state.phase.animation
        else {
            return reduce(state, event)
        }
        return reduce(state, .world(.animationStepFinished(animation.ticket)))
    }

    /// A selection of a legal cell on a thinking computer's turn plays it for the computer.
    public static let selectionPlaysForTheComputer: AppSpecification.Reducer = { state, event in
        guard case .person(.cellSelected(let cell)) = event, state.resetConfirmation == nil,
            let ticket = state.phase.thinkingTicket, let moves = state.phase.movesToPlace,
            moves.contains(cell)
        else { return reduce(state, event) }
        return reduce(state, .world(.computerAnswered(ticket, cell)))
    }

    /// Dismisses the pass alert also while the reset question is up.
    public static let dismissesUnderTheResetQuestion: AppSpecification.Reducer = { state, event in
        guard event == .person(.passDismissed), let focus = state.resetConfirmation,
            state.phase.pass != nil
        else { return reduce(state, event) }
        let (next, effects) = reduce(state.changing { $0.resetConfirmation = nil }, event)
        return (next.changing { $0.resetConfirmation = focus }, effects)
    }

    /// Refuses in silence, as the original app did: no notice says why.
    public static let refusesSilently: AppSpecification.Reducer = { state, event in
        let (next, effects) = reduce(state, event)
        guard case .refused? = next.notice else { return (next, effects) }
        return (next.with(notice: nil), effects)
    }

    /// Says that a taken cell flips nothing: the right refusal, the wrong reason.
    public static let callsATakenCellUseless: AppSpecification.Reducer = { state, event in
        let (next, effects) = reduce(state, event)
        guard case .refused(.occupied(let cell, let moves))? = next.notice else {
            return (next, effects)
        }
        return (next.with(notice: .refused(.flipsNothing(cell, moves))), effects)
    }

    /// Reports a stale answer of the computer as if the person had been refused.
    public static let reportsStaleAnswers: AppSpecification.Reducer = { state, event in
        let (next, effects) = reduce(state, event)
        guard case .world(.computerAnswered) = event, next == state else { return (next, effects) }
        return (next.with(notice: .refused(.moveBeingShown)), effects)
    }

    /// Says nothing of a resumed game.
    public static let hidesTheResumption: AppSpecification.Reducer = { state, event in
        let (next, effects) = reduce(state, event)
        guard case .world(.launched(.loaded, _)) = event, case .resumed? = next.notice else {
            return (next, effects)
        }
        return (next.with(notice: nil), effects)
    }

    /// Names every mode asked for as not applied, also those the resumed game has.
    public static let namesModesTheGameHas: AppSpecification.Reducer = { state, event in
        let (next, effects) = reduce(state, event)
        guard case .world(.launched(.loaded, let requested)) = event,
            case .resumed(let source, _, let version)? = next.notice
        else { return (next, effects) }
        return (
            next.with(notice: .resumed(from: source, notApplied: requested, version: version)),
            effects
        )
    }

    /// Resumes a saved game with the modes asked for a new game, as a newcomer might expect.
    public static let resumesWithTheRequestedModes: AppSpecification.Reducer = { state, event in
        guard
            case .world(.launched(.loaded(let saved, let source, let version), let requested)) =
                event
        else {
            return reduce(state, event)
        }
        var modes = saved.modes
        for disk in Disk.allCases { modes[disk] = requested[disk] ?? modes[disk] }
        return reduce(
            state,
            .world(
                .launched(
                    .loaded(
                        SavedGame(
                            game: saved.game, modes: modes, levels: saved.levels,
                            clock: saved.clock), from: source, version: version),
                    requested: requested)))
    }

    /// Issues one ticket more when the person dismisses a notice: bookkeeping that reads the
    /// notice, invisible on the screen and to every invariant.
    public static let skipsATicketAfterANotice: AppSpecification.Reducer = { state, event in
        let (next, effects) = reduce(state, event)
        guard event == .person(.noticeDismissed), state.notice != nil else {
            return (next, effects)
        }
        return (next.changing { $0.lastTicket = Ticket($0.lastTicket.number + 1) }, effects)
    }

    /// A saved game, both sides Manual, whose first move shows the two flip orders apart
    /// (`OriginalFlipOrder`).
    public static let lowerLeftAndLeftWorld = OriginalFlipOrder.startPosition.map {
        AppWorld(
            launchingWith: .loaded(
                SavedGame(game: $0, modes: .manual), from: AppSpecification.savedGameSource))
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
                guard case .startThinking(let moves, _, let ticket, let moveTime) = effect else {
                    return effect
                }
                return .startThinking(moves, .random, ticket, moveTime: moveTime)
            }
        )
    }

    /// `effects` with their saves writing `state`, so that a fault planted in the state is
    /// saved as the real machine would save it, and reported by the rule it aims at.
    static func saving(_ state: AppState, in effects: [Effect]) -> [Effect] {
        effects.map { effect in
            guard case .save = effect, let saved = state.savedGame else { return effect }
            return .save(saved)
        }
    }
}
