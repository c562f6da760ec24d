import ReversiApp
import ReversiCore
import StateSpace

/// The application machine's invariants: every clause of spec sections 2 to 9 that can be
/// said of one state or one step, each written once, for the checker and the tests.
///
/// They are stated about what the world sees (the screen built from the effects, the work
/// the effects started) and the rules (`GameModel`, `LineRules`), not about how the machine
/// happens to store things, so a wrong or missing effect breaks them.
public enum AppInvariants {
    public typealias StateRule = StateInvariant<AppWorld>
    public typealias StepRule = StepInvariant<AppWorld, Event>

    /// The spec's own clauses come first, so that a fault is reported by the clause it breaks;
    /// the catch-all projection check and stuck-freedom come last.
    public static let state: [StateRule] = [
        passAlertExactlyWhenMustPass, thinkingOnlyForComputerToPlace, computerToPlaceIsThinking,
        indicatorShowsPendingThinking, atMostOneWorkPending, animationPendingExactlyWhileAnimating,
        messageShowsTurnOrResult, countsShownAreTheBoards, boardShownIsTheGames,
        modesShownAreTheModes, savedIsTheCurrentGame, screenIsTheStatesProjection, neverStuck,
    ]

    public static let step: [StepRule] = [
        eventsBeforeLaunchIgnored, launchHappensOnce, selectionDuringAnimationChangesNothing,
        selectionIgnoredUnlessManualLegalMove, legalSelectionStartsItsAnimation,
        animationFollowsSpecOrder, countsUpdatedOncePerMoveAfterLastFlip,
        switchToManualCancelsThinking, modeSwitchAlwaysTakesEffect,
        computerNeverAskedWhenItMustPass,
        answerPlaysTheAnsweredMove, staleWorkChangesNothing, resetPressedOnlyAsks,
        resetCancelledChangesNothing, resetConfirmedRestartsCleanly, passDismissHandsOverTheTurn,
        gameChangesOnlyByTheRules, modesChangeOnlyBySwitchOrReset, everyChangeIsSaved,
    ]

    // MARK: - States

    public static let screenIsTheStatesProjection = StateRule(
        "the screen built from the emitted effects equals the state's own screen"
    ) { $0.screen == $0.app.screen }

    public static let passAlertExactlyWhenMustPass = StateRule(
        "spec 2, 9: the pass alert is up exactly when the side to move must pass and no move is being shown"
    ) { world in
        guard world.isLaunched else { return !world.screen.passAlert }
        let mustPass = if case .mustPass? = world.app.game { true } else { false }
        return world.screen.passAlert == (mustPass && world.animation == nil)
    }

    public static let thinkingOnlyForComputerToPlace = StateRule(
        "spec 3: only a Computer side that must place, with no move being shown, is thinking"
    ) { world in
        world.screen.thinking.allSatisfy { side in
            world.app.modes[side] == .computer && world.animation == nil
                && world.app.game?.legalMoves?.disk == side
        }
    }

    public static let computerToPlaceIsThinking = StateRule(
        "spec 3: a Computer side that must place thinks while no move is being shown"
    ) { world in
        guard world.animation == nil, let moves = world.app.game?.legalMoves,
            world.app.modes[moves.disk] == .computer
        else { return true }
        return world.screen.thinking == [moves.disk]
    }

    public static let indicatorShowsPendingThinking = StateRule(
        "spec 3: the thinking indicator shows exactly the sides whose thinking is pending"
    ) { world in
        world.screen.thinking == Set(world.pendingThinking.map(\.moves.disk))
    }

    public static let atMostOneWorkPending = StateRule(
        "at most one piece of asynchronous work (thinking or animation step) is pending"
    ) { $0.pendingThinking.count + $0.pendingAnimations.count <= 1 }

    public static let animationPendingExactlyWhileAnimating = StateRule(
        "spec 4: an animation step is pending exactly while a move is being shown"
    ) { world in
        guard let animation = world.animation else { return world.pendingAnimations.isEmpty }
        return world.pendingAnimations == [animation.ticket]
    }

    public static let messageShowsTurnOrResult = StateRule(
        "spec 2, 6: the message shows the side to move (the mover during its move), or the result by the counts"
    ) { world in
        guard world.isLaunched else { return true }
        if let animation = world.animation {
            return world.screen.message == .turn(animation.move.disk)
        }
        switch world.app.game {
        case .completed(let board, _)?:
            return world.screen.message == Message.expected(Reference.outcome(of: board))
        case let game?: return world.screen.message == game.turn.map(Message.turn)
        case nil: return false
        }
    }

    public static let countsShownAreTheBoards = StateRule(
        "spec 5: the counts shown are the board's; during a move, those from before it"
    ) { world in
        guard let game = world.app.game else { return true }
        let board = world.animation?.before ?? game.board
        return world.screen.counts
            == Counts(
                dark: Reference.count(of: .dark, on: board),
                light: Reference.count(of: .light, on: board))
    }

    public static let boardShownIsTheGames = StateRule(
        "spec 1, 4: the board shown is the game's, except for the disks of a move not yet shown"
    ) { world in
        guard let game = world.app.game else { return true }
        guard let animation = world.animation else { return world.screen.board == game.board }
        let order = specOrder(of: animation)
        var expected = animation.before
        for cell in order.prefix(animation.current + 1) { expected[cell] = animation.move.disk }
        return world.screen.board == expected
    }

    public static let modesShownAreTheModes = StateRule(
        "spec 3: the modes shown are the modes"
    ) { $0.screen.modes == $0.app.modes }

    public static let savedIsTheCurrentGame = StateRule(
        "spec 8: the last game saved (or loaded) is the current game, once anything was saved"
    ) { world in
        guard world.isLaunched, let saved = world.saved else { return true }
        return saved == world.app.savedGame
    }

    public static let neverStuck = StateRule(
        "spec 2, 9: the game is never stuck: until it is over, a person can move, a computer is thinking, a move is being shown, or the pass alert is up"
    ) { world in
        guard world.isLaunched else { return true }
        if world.animation != nil { return !world.pendingAnimations.isEmpty }
        switch world.app.game {
        case .mustPlace(let moves)?:
            return world.app.modes[moves.disk] == .manual
                ? world.pendingThinking.isEmpty : !world.pendingThinking.isEmpty
        case .mustPass?: return world.screen.passAlert
        case .completed?: return true
        case nil: return false
        }
    }

    // MARK: - Steps

    public static let eventsBeforeLaunchIgnored = StepRule(
        "before launch, every event but the launch is ignored"
    ) { step in
        guard !step.before.isLaunched else { return true }
        if case .launched = step.action { return step.after.isLaunched }
        return unchanged(step)
    }

    public static let launchHappensOnce = StepRule(
        "a second launch event is ignored"
    ) { step in
        guard step.before.isLaunched, case .launched = step.action else { return true }
        return unchanged(step)
    }

    public static let selectionDuringAnimationChangesNothing = StepRule(
        "spec 4: a selection during an animation changes nothing"
    ) { step in
        guard step.before.animation != nil, case .cellSelected = step.action else { return true }
        return unchanged(step)
    }

    public static let selectionIgnoredUnlessManualLegalMove = StepRule(
        "spec 3: a selection is ignored unless a Manual side to move picks a legal cell with no animation, alert or game end"
    ) { step in
        guard case .cellSelected(let cell) = step.action else { return true }
        return selectionIsAccepted(cell, in: step.before) || unchanged(step)
    }

    public static let legalSelectionStartsItsAnimation = StepRule(
        "spec 3, 4: a Manual side's legal selection starts its move, showing the placed disk first"
    ) { step in
        guard case .cellSelected(let cell) = step.action,
            selectionIsAccepted(cell, in: step.before)
        else { return true }
        return startsMove(at: cell, step)
    }

    public static let animationFollowsSpecOrder = StepRule(
        "spec 4: each animation step shows the next disk in the spec order, one at a time"
    ) { step in
        let shown = step.after.lastEffects.compactMap { effect -> (Coordinate, Disk, Ticket)? in
            if case .animate(let cell, let disk, let ticket) = effect {
                return (cell, disk, ticket)
            }
            return nil
        }
        guard let (cell, disk, ticket) = shown.first else { return true }
        guard shown.count == 1, let animation = step.after.animation else { return false }
        let order = specOrder(of: animation)
        let expectedStep =
            step.before.animation?.ticket == ticket ? (step.before.animation?.current ?? 0) + 1 : 0
        return animation.current == expectedStep && animation.ticket == ticket
            && disk == animation.move.disk && order.indices.contains(expectedStep)
            && order[expectedStep] == cell
    }

    public static let countsUpdatedOncePerMoveAfterLastFlip = StepRule(
        "spec 5: the counts change once per move, after its last disk, never disk by disk"
    ) { step in
        let updates = step.after.lastEffects.filter {
            if case .updateCounts = $0 { return true } else { return false }
        }.count
        let finishesMove: Bool
        if case .animationStepFinished(let ticket) = step.action,
            let animation = step.before.animation,
            animation.ticket == ticket, step.before.pendingAnimations.contains(ticket)
        {
            finishesMove = animation.isOnLastStep
        } else {
            finishesMove = false
        }
        if finishesMove { return updates == 1 }
        switch step.action {
        case .launched, .resetConfirmed: return updates <= 1
        default: return updates == 0 && step.after.screen.counts == step.before.screen.counts
        }
    }

    public static let switchToManualCancelsThinking = StepRule(
        "spec 3: switching a thinking side to Manual cancels its thinking and hides the indicator at once"
    ) { step in
        guard case .modeSelected(let disk, .manual) = step.action,
            let request = step.before.pendingThinking.first(where: { $0.moves.disk == disk })
        else { return true }
        return !step.after.screen.thinking.contains(disk)
            && step.after.lastEffects.contains(.cancelThinking(request.ticket))
            && step.after.pendingThinking.isEmpty
    }

    public static let modeSwitchAlwaysTakesEffect = StepRule(
        "spec 3: a mode switch takes effect at any time, also during animations and thinking"
    ) { step in
        guard step.before.isLaunched, case .modeSelected(let disk, let mode) = step.action else {
            return true
        }
        return step.after.app.modes[disk] == mode && step.after.screen.modes[disk] == mode
    }

    public static let computerNeverAskedWhenItMustPass = StepRule(
        "spec 9: a computer is asked to move only for the current position, when it must place"
    ) { step in
        step.after.lastEffects.allSatisfy { effect in
            guard case .startThinking(let moves, _) = effect else { return true }
            return step.after.app.game == .mustPlace(moves) && step.after.animation == nil
                && step.after.app.modes[moves.disk] == .computer
        }
    }

    public static let answerPlaysTheAnsweredMove = StepRule(
        "spec 3: the answer to the pending thinking plays the answered move"
    ) { step in
        guard case .computerAnswered(let ticket, let cell) = step.action,
            step.before.pendingThinking.contains(where: { $0.ticket == ticket })
        else { return true }
        return startsMove(at: cell, step)
    }

    public static let staleWorkChangesNothing = StepRule(
        "spec 3, 7: an answer or animation step of cancelled or finished work changes nothing"
    ) { step in
        switch step.action {
        case .computerAnswered(let ticket, _), .animationStepFinished(let ticket):
            return step.before.isPending(ticket) || unchanged(step)
        default: return true
        }
    }

    public static let resetPressedOnlyAsks = StepRule(
        "spec 7: pressing reset only asks for confirmation, at any time"
    ) { step in
        guard step.before.isLaunched, case .resetPressed = step.action else { return true }
        var expected = step.before.screen
        expected.resetConfirmation = true
        return step.after.screen == expected && step.after.app.game == step.before.app.game
            && step.after.pendingThinking == step.before.pendingThinking
            && step.after.pendingAnimations == step.before.pendingAnimations
    }

    public static let resetCancelledChangesNothing = StepRule(
        "spec 7: cancelling the reset changes nothing but closing the confirmation"
    ) { step in
        guard case .resetCancelled = step.action else { return true }
        var expected = step.before.screen
        expected.resetConfirmation = false
        return step.after.screen == expected && step.after.app.game == step.before.app.game
            && step.after.app.modes == step.before.app.modes
            && step.after.pendingThinking == step.before.pendingThinking
            && step.after.pendingAnimations == step.before.pendingAnimations
    }

    public static let resetConfirmedRestartsCleanly = StepRule(
        "spec 7: a confirmed reset stops all work and restarts: initial board, dark to move, both Manual"
    ) { step in
        guard case .resetConfirmed = step.action, step.before.screen.resetConfirmation else {
            return true
        }
        let world = step.after
        return world.pendingThinking.isEmpty && world.pendingAnimations.isEmpty
            && world.app.game == .initial && world.app.modes == .manual
            && world.animation == nil && !world.screen.resetConfirmation
            && world.screen.board == .initial && world.screen.thinking.isEmpty
            && !world.screen.passAlert && world.saved == SavedGame.initial
    }

    public static let passDismissHandsOverTheTurn = StepRule(
        "spec 2: dismissing the pass alert hands the turn to the other side, and does nothing otherwise"
    ) { step in
        guard case .passDismissed = step.action else { return true }
        guard step.before.screen.passAlert, !step.before.screen.resetConfirmation,
            case .mustPass(let state)? = step.before.app.game
        else { return unchanged(step) }
        return step.after.app.game == GameModel(state.passed) && !step.after.screen.passAlert
    }

    public static let gameChangesOnlyByTheRules = StepRule(
        "the game changes only by a legal move, a dismissed pass, a confirmed reset or the launch"
    ) { step in
        guard step.before.isLaunched, let before = step.before.app.game,
            let after = step.after.app.game, before != after
        else { return true }
        switch step.action {
        case .cellSelected(let cell), .computerAnswered(_, let cell):
            return (try? before.placing(at: cell).get())?.next == after
        case .passDismissed: return (try? before.passing().get()) == after
        case .resetConfirmed: return after == .initial
        default: return false
        }
    }

    public static let modesChangeOnlyBySwitchOrReset = StepRule(
        "spec 3, 7: modes change only by a mode switch, a confirmed reset or the launch"
    ) { step in
        guard step.before.isLaunched, step.after.app.modes != step.before.app.modes else {
            return true
        }
        switch step.action {
        case .modeSelected, .resetConfirmed: return true
        default: return false
        }
    }

    public static let everyChangeIsSaved = StepRule(
        "spec 8: every move, pass, mode change and reset is saved in the step that makes it"
    ) { step in
        guard step.before.isLaunched, let saved = step.after.app.savedGame,
            saved != step.before.app.savedGame
        else { return true }
        return step.after.lastEffects.contains(.save(saved))
    }

    // MARK: - Helpers

    /// The step changed neither the machine nor the world, and emitted nothing.
    static func unchanged(_ step: Step<AppWorld, Event>) -> Bool {
        step.after.app == step.before.app && step.after.lastEffects.isEmpty
            && step.after.screen == step.before.screen
    }

    /// Whether spec 3 lets a person place at `cell` now.
    static func selectionIsAccepted(_ cell: Coordinate, in world: AppWorld) -> Bool {
        guard world.isLaunched, world.animation == nil, !world.screen.resetConfirmation,
            !world.screen.passAlert, let moves = world.app.game?.legalMoves
        else { return false }
        return world.app.modes[moves.disk] == .manual && moves.contains(cell)
    }

    /// The step starts the move at `cell` of the side to move: the rules' move, shown from its
    /// placed disk.
    static func startsMove(at cell: Coordinate, _ step: Step<AppWorld, Event>) -> Bool {
        guard let game = step.before.app.game, let animation = step.after.animation,
            let placement = try? game.placing(at: cell).get()
        else { return false }
        return animation.move == placement.move && animation.next == placement.next
            && animation.current == 0 && animation.before == game.board
    }

    /// The animation order of spec 4 by the reference rules: the placed disk, then the flips.
    static func specOrder(of animation: Animation) -> [Coordinate] {
        [animation.move.coordinate]
            + LineRules.flipped(
                placing: animation.move.disk, at: animation.move.coordinate,
                on: animation.before)
    }
}

extension Message {
    static func expected(_ outcome: Outcome) -> Message {
        switch outcome {
        case .won(let disk): .won(disk)
        case .tied: .tied
        }
    }
}
